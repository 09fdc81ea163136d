import type { BuildingCfg } from '../buildingCfg';
import { defaultBuildingCfg, defaultFloorCfg } from '../buildingCfg';
import type { GeneratorInput } from '../generatorInput';
import { defaultUnitInput } from '../unitInput';
import type { UnitInput } from '../unitInput';
import { exampleInput } from './standardConcept';

/** A worked example of a block type: its input and the figures checked by hand in docs/generator.md. */
export interface BlockExample {
  name: string;
  input: GeneratorInput;
  expected: {
    units: number;
    gfa: number;
    parking_spots?: number;
    paved_area?: number;
    green_area?: number;
    trees?: number;
  };
}

/**
 * A lift's machine room on the roof: over the 1.9 x 2.9 m shaft (larger than the 1.5 x 2.6 m rule), with a
 * 0.4 m outer wall all round: 2.7 x 3.7 m gross.
 */
const MACHINE_ROOM = 2.7 * 3.7;
const floors = (n: number, height = 3) => [defaultFloorCfg({ repeat_count: n, height })];
const one = (size: number, size_max: number): UnitInput[] => [
  defaultUnitInput({ id: 'A', name: `${size}-${size_max} m2`, order: 1, size, size_max }),
];
const ex = (
  name: string,
  dims: { length: number; width: number; height: number },
  cfg: Partial<BuildingCfg>,
  units: UnitInput[],
  expected: BlockExample['expected'],
): BlockExample => ({
  name,
  input: exampleInput(name, dims, cfg, units),
  expected,
});

/** One hand-checked example per block type (the numbers are derived step by step in docs/generator.md). */
export function blockExamples(): BlockExample[] {
  const house = defaultBuildingCfg().house;
  return [
    ex(
      'gallery_flats',
      { length: 40, width: 10, height: 6 },
      { blocktype: 'gallery_flats', floors: floors(2) },
      one(60, 90),
      { units: 7, gfa: 800 },
    ),
    ex(
      'corridor_flats',
      { length: 40, width: 14, height: 6 },
      { blocktype: 'corridor_flats', floors: floors(2) },
      one(40, 70),
      { units: 14, gfa: 1120 },
    ),
    ex(
      'tower_u',
      { length: 24, width: 20, height: 9 },
      {
        blocktype: 'tower',
        floors: floors(3),
        towertype: { shape: 'u', core: 'staircase_elevator', apartments_per_floor: 4 },
      },
      one(70, 110),
      { units: 11, gfa: 1440 + MACHINE_ROOM },
    ),
    ex(
      'tower_o',
      { length: 24, width: 24, height: 9 },
      {
        blocktype: 'tower',
        floors: floors(3),
        towertype: { shape: 'o', core: 'staircase_elevator', apartments_per_floor: 4 },
      },
      one(70, 110),
      { units: 11, gfa: 1728 + MACHINE_ROOM },
    ),
    ex(
      'tower_h',
      { length: 30, width: 24, height: 9 },
      {
        blocktype: 'tower',
        floors: floors(3),
        towertype: { shape: 'h', core: 'staircase_elevator', apartments_per_floor: 8 },
      },
      one(45, 70),
      { units: 23, gfa: 2160 + MACHINE_ROOM },
    ),
    ex(
      'street_housing',
      { length: 60, width: 17, height: 6 },
      { blocktype: 'street_housing', house: { ...house, housetype: 'terraced', parking: 'street' } },
      one(120, 140),
      {
        units: 10,
        gfa: 1440,
        parking_spots: 24,
      },
    ),
    ex(
      'parking',
      { length: 50, width: 32, height: 6 },
      {
        blocktype: 'parking',
        floors: floors(2),
        parking: { car_density: 0.1, price_mode: 'sell_unit', parking_type: 'building' },
      },
      [],
      { units: 0, gfa: 3200, parking_spots: 88 },
    ),
    ex(
      'office',
      { length: 40, width: 16, height: 10.8 },
      { blocktype: 'office', floors: floors(3, 3.6) },
      [],
      { units: 12, gfa: 1920 },
    ),
    ex(
      'distribution_centre',
      { length: 120, width: 80, height: 12 },
      { blocktype: 'distribution_centre' },
      [],
      { units: 1, gfa: 5820 },
    ),
    ex('street', { length: 100, width: 13.6, height: 0 }, { blocktype: 'street' }, [], {
      units: 0,
      gfa: 0,
      paved_area: 960,
      green_area: 400,
      trees: 8,
    }),
    ex('pathway', { length: 50, width: 5.8, height: 0 }, { blocktype: 'pathway' }, [], {
      units: 0,
      gfa: 0,
      paved_area: 90,
      green_area: 200,
      trees: 4,
    }),
    ex('empty', { length: 30, width: 20, height: 0 }, { blocktype: 'empty' }, [], { units: 0, gfa: 0 }),
  ];
}
