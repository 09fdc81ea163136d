import { generate, standardConcept } from '@plotwise/core/generator/index';
import { unitTint } from '@plotwise/core/generator/renderFloorSvg';
import { describe, expect, it } from 'vitest';
import { fitScale, planLegend, planLevels, storeySvgs } from './planDrawing';

const gallery = generate(standardConcept()[0]!).model;
const words = { lang: 'nl', stair: 'trap', lift: 'lift' };

describe('plan drawings of a building', () => {
  it('lists a storey per level, ground floor first, with the layouts drawn for it', () => {
    const levels = planLevels(gallery);
    expect(levels.map((l) => l.level)).toEqual(levels.map((_, i) => i));
    expect(levels.length).toBeGreaterThanOrEqual(8);
    for (const l of levels) expect(l.floors.length).toBeGreaterThan(0);
  });

  it('draws storey 2 with Dutch area labels, named cores and dimensions, units tinted in the location order', () => {
    const level = planLevels(gallery)[2]!;
    const [svg] = storeySvgs(gallery, level, ['u50', 'u75', 'u100'], words);
    expect(svg).toMatch(/class="label unit"[^>]*>\d+(,\d)? m²</);
    expect(svg).toContain('>trap<');
    expect(svg).toMatch(/class="dimension length"[\s\S]*?>60 m</);
    const u75 = /data-unit="u75"[^>]*fill="([^"]+)"/.exec(svg!);
    if (u75) expect(u75[1]).toBe(unitTint(1));
    expect(svg).toMatch(/data-unit="u(50|75|100)"/);
  });

  it('has a legend entry per unit type with its tint, then cores, circulation and balconies', () => {
    const legend = planLegend(
      [
        { id: 1, name: 'Studio' },
        { id: 2, name: 'Gezin' },
      ],
      { stair: 'Trap', lift: 'Lift', corridor: 'Gang', gallery: 'Galerij', balcony: 'Balkon' },
    );
    expect(legend.map((e) => e.label)).toEqual([
      'Studio',
      'Gezin',
      'Trap',
      'Lift',
      'Gang',
      'Galerij',
      'Balkon',
    ]);
    expect(legend[1]!.colour).toBe(unitTint(1));
    expect(legend.at(-1)!.dashed).toBe(true);
  });
});

describe('fitScale', () => {
  it('draws a small building larger than a large one, within bounds', () => {
    const [g, , , , dc] = standardConcept().map((i) => generate(i).model);
    expect(fitScale(g!)).toBeGreaterThan(fitScale(dc!));
    expect(fitScale(dc!)).toBeGreaterThanOrEqual(3);
    expect(fitScale(g!)).toBeLessThanOrEqual(24);
  });
});
