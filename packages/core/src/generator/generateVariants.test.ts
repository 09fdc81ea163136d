import { describe, expect, it } from 'vitest';
import { exampleInput, standardUnits, unitRefs } from './examples/standardConcept';
import { enumerateVariants, generateVariants } from './generateVariants';

describe('variants', () => {
  const base = exampleInput(
    'v',
    { length: 60, width: 12, height: 45 },
    { blocktype: 'gallery_flats', units: unitRefs('u50', 'u75', 'u100') },
  );
  const units = standardUnits();
  const axes = {
    blocktypes: ['gallery_flats', 'corridor_flats', 'tower'] as (
      'gallery_flats' | 'corridor_flats' | 'tower'
    )[],
    towertypes: [
      { shape: 'u' as const, core: 'staircase_elevator' as const, apartments_per_floor: 4 },
      { shape: 'h' as const, core: 'staircase_elevator' as const, apartments_per_floor: 6 },
    ],
    floorCounts: [4, 8],
    unitMixes: [
      { name: 'small', units: [units[0]!] },
      { name: 'mixed', units: units.slice(0, 3) },
    ],
  };

  it('enumerates every combination once, towers once per tower type', () => {
    const all = enumerateVariants(base, axes);
    expect(all).toHaveLength((2 + 2) * 2 * 2);
    expect(new Set(all.map((v) => v.key)).size).toBe(all.length);
  });

  it('generates form factors that follow the axes: more floors, more GFA; a small-unit mix, more units', () => {
    const v = generateVariants(base, { ...axes, blocktypes: ['gallery_flats'] });
    const get = (floors: number, mix: string) =>
      v.find((x) => x.floors === floors && x.mix === mix)!.form_factors;
    // Eight storeys need a lift (top floor above 12.5 m), whose machine room adds 2.7 x 3.7 m on the roof.
    expect(get(8, 'mixed').gfa).toBeCloseTo(2 * get(4, 'mixed').gfa + 2.7 * 3.7, 6);
    expect(get(4, 'small').units).toBeGreaterThan(get(4, 'mixed').units);
    expect(generateVariants(base, axes, { limit: 3 })).toHaveLength(3);
  });
});
