import { describe, expect, it } from 'vitest';
import { rdPoint } from '../../units/units';
import type { GeneratorInput } from '../generatorInput';
import { slabMixOutOfReach, slabRowNetDepth, towerMixOutOfReach } from './mixReach';
import { randomInput } from './randomInputs';

/** A random input of the block type, made `width` wide with the given unit types (size, size_max, ratio). */
function withUnits(
  blocktype: 'corridor_flats' | 'gallery_flats' | 'tower',
  width: number,
  units: [number, number, number][],
): GeneratorInput {
  const base = randomInput(blocktype, 1);
  const template = base.units[0]!;
  return {
    ...base,
    building: { ...base.building, maxwidth: width, cfg: { ...base.building.cfg, units: [] } },
    units: units.map(([size, size_max, ratio], i) => ({ ...template, id: `u${i}`, size, size_max, ratio })),
  };
}

describe('slab mix out of reach (issue 22: which inputs the mix goal excludes)', () => {
  it('measures the rows as the slab lays them out', () => {
    // Corridor 1.5 m net + 0.2 m walls; each row (23.8 - 1.7) / 2 = 11.05 m, less 0.1 + 0.4 m of wall.
    expect(slabRowNetDepth(withUnits('corridor_flats', 23.8, [[60, 86, 1]]))).toBeCloseTo(10.55, 9);
    // Gallery 1.5 + 0.4 + 0.1 m; the row 10.6 - 2.0 = 8.6 m, less 0.1 + 0.4 m of wall.
    expect(slabRowNetDepth(withUnits('gallery_flats', 10.6, [[60, 86, 1]]))).toBeCloseTo(8.1, 9);
    expect(slabRowNetDepth(withUnits('tower', 20, [[60, 86, 1]]))).toBeNull();
  });

  it('names a type whose size range needs a width under its 5 m minimum length at the rows depth', () => {
    // 52 m2 at 10.55 m deep is 4.93 m wide, under the 5 m minimum length: no 37-52 m2 dwelling fits.
    const input = withUnits('corridor_flats', 23.8, [
      [60, 86, 8],
      [37, 52, 10],
    ]);
    expect(slabMixOutOfReach(input)).toEqual(['u1']);
  });

  it('keeps an input in when the type that cannot be built asks for at most 5 points', () => {
    const input = withUnits('corridor_flats', 23.8, [
      [60, 86, 19],
      [37, 52, 1],
    ]);
    expect(slabMixOutOfReach(input)).toEqual([]);
  });

  it('keeps an input in when every type fits, and never judges towers', () => {
    expect(
      slabMixOutOfReach(
        withUnits('corridor_flats', 18, [
          [60, 86, 1],
          [90, 110, 1],
        ]),
      ),
    ).toEqual([]);
    expect(slabMixOutOfReach(withUnits('tower', 23.8, [[37, 52, 1]]))).toEqual([]);
  });
});

describe('tower mix out of reach (issue 22: which tower inputs the mix goal excludes)', () => {
  /** A roomy-site U tower of 24 x 20 m, 4 a floor, 6 storeys, with the given unit types. */
  const uTower = (units: [number, number, number][]): GeneratorInput => {
    const base = withUnits('tower', 20, units);
    const cfg = base.building.cfg;
    return {
      ...base,
      building: {
        ...base.building,
        maxlength: 24,
        cfg: {
          ...cfg,
          towertype: { shape: 'u', core: 'staircase_elevator', apartments_per_floor: 4 },
          floors: [{ ...cfg.floors[0]!, repeat_count: 6 }],
        },
      },
      site: { buildable_area: square(base.building.x, base.building.y, 200) },
    };
  };

  it('names a type no row of the letter can hold when its share is above 5 points', () => {
    // 400 m2 needs a row over 33 m long at the rows' 12 m depth: a 24 m tower has none.
    expect(
      towerMixOutOfReach(
        uTower([
          [70, 110, 1],
          [400, 420, 1],
        ]),
      ),
    ).toEqual(['u1']);
  });

  it('names a group of types whose share together no floor comes near', () => {
    // The two 150 m2 types fit only the 24 m front row, one at a time (the rows beside the core hold 70-81 m2):
    // each may have its quarter, but together they have at most 1 of 3 dwellings a floor, asked for half.
    const out = towerMixOutOfReach(
      uTower([
        [150, 160, 1],
        [151, 161, 1],
        [70, 80, 1],
        [71, 81, 1],
      ]),
    );
    expect(out).toEqual(['u0', 'u1']);
  });

  it('keeps a tower whose floors can reach every share, and never judges slabs', () => {
    expect(
      towerMixOutOfReach(
        uTower([
          [70, 110, 1],
          [60, 90, 1],
        ]),
      ),
    ).toEqual([]);
    expect(towerMixOutOfReach(withUnits('corridor_flats', 18, [[60, 86, 1]]))).toEqual([]);
  });
});

/** A square buildable area of `side` metres around an RD point. */
function square(x: number, y: number, side: number): GeneratorInput['site']['buildable_area'] {
  const h = side / 2;
  return [rdPoint(x - h, y - h), rdPoint(x + h, y - h), rdPoint(x + h, y + h), rdPoint(x - h, y + h)];
}
