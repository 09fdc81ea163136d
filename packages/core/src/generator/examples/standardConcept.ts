import { radians, rdPoint } from '../../units/units';
import type { BuildingCfg } from '../buildingCfg';
import { defaultBuildingCfg, defaultFloorCfg } from '../buildingCfg';
import type { GeneratorInput } from '../generatorInput';
import type { UnitInput } from '../unitInput';
import { defaultUnitInput } from '../unitInput';

/** The mix of the benchmark: 40 % 50 m2, 40 % 75 m2, 20 % 100 m2 (each may grow 15 % in size). */
export function standardUnits(): UnitInput[] {
  return [
    defaultUnitInput({ id: 'u50', name: '50 m2', order: 1, size: 50, size_max: 57.5, ratio: 40 }),
    defaultUnitInput({ id: 'u75', name: '75 m2', order: 2, size: 75, size_max: 86.25, ratio: 40 }),
    defaultUnitInput({ id: 'u100', name: '100 m2', order: 3, size: 100, size_max: 115, ratio: 20 }),
    defaultUnitInput({ id: 'house', name: 'Terraced house', order: 4, size: 120, size_max: 140, ratio: 1 }),
  ];
}

/** Unit references of a building to some of the concept's units. */
export function unitRefs(...ids: string[]): BuildingCfg['units'] {
  return ids.map((unitId, order) => ({
    mode: 'reference',
    repeat_ratio: 1,
    order,
    name: '',
    size: null,
    size_max: null,
    unitId,
  }));
}

/** A generator input for one building on an open 400 x 400 m buildable area around RD (155000, 463000). */
export function exampleInput(
  id: string,
  dims: { length: number; width: number; height: number },
  cfg: Partial<BuildingCfg>,
  units: UnitInput[] = standardUnits(),
): GeneratorInput {
  const cx = 155_000;
  const cy = 463_000;
  return {
    building: {
      id,
      name: id,
      archetype: 0,
      maxlength: dims.length,
      maxwidth: dims.width,
      maxheight: dims.height,
      x: cx,
      y: cy,
      z: 0,
      rotate_z: radians(0),
      version: 3,
      conceptId: 'standard',
      cfg: { ...defaultBuildingCfg(), ...cfg },
    },
    units,
    site: {
      buildable_area: [
        rdPoint(cx - 200, cy - 200),
        rdPoint(cx + 200, cy - 200),
        rdPoint(cx + 200, cy + 200),
        rdPoint(cx - 200, cy + 200),
      ],
    },
  };
}

/** The benchmark concept of the issue: gallery flat, U tower, 20 terraced houses, parking building, DC. */
export function standardConcept(): GeneratorInput[] {
  const floors = (n: number) => [defaultFloorCfg({ repeat_count: n })];
  const apartments = unitRefs('u50', 'u75', 'u100');
  return [
    exampleInput(
      'gallery',
      { length: 60, width: 12, height: 24 },
      { blocktype: 'gallery_flats', floors: floors(8), units: apartments },
    ),
    exampleInput(
      'tower',
      { length: 25, width: 20, height: 36 },
      {
        blocktype: 'tower',
        towertype: { shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 },
        floors: floors(12),
        units: apartments,
      },
    ),
    exampleInput(
      'houses',
      { length: 120, width: 17, height: 10 },
      { blocktype: 'street_housing', units: unitRefs('house') },
    ),
    exampleInput(
      'parking',
      { length: 50, width: 32, height: 6 },
      {
        blocktype: 'parking',
        parking: { car_density: 0.1, price_mode: 'sell_unit', parking_type: 'building' },
        floors: floors(2),
      },
    ),
    exampleInput('dc', { length: 120, width: 80, height: 12 }, { blocktype: 'distribution_centre' }),
  ];
}
