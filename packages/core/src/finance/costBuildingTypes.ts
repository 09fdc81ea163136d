import type { BlockType } from '../generator/enums';

/**
 * The building types a construction cost line can be priced for (issue #39 item 2: construction costs per m² GFA per
 * building type); the stored `building_type` of a cost line. A building's type follows its block type: gallery and
 * corridor flats are flats, street housing is houses, and so on.
 */
export const costBuildingTypes = ['flats', 'towers', 'houses', 'parking', 'offices', 'distribution_centres'] as const;
export type CostBuildingType = (typeof costBuildingTypes)[number];

const knownCostBuildingTypes: ReadonlySet<unknown> = new Set(costBuildingTypes);
/** True when the value is one of the stable building type codes. */
export const isCostBuildingType = (value: unknown): value is CostBuildingType => knownCostBuildingTypes.has(value);

// Streets, paths and empty blocks build no floor area, so no construction cost line is priced for them.
const typeOfBlock: Partial<Record<BlockType, CostBuildingType>> = {
  gallery_flats: 'flats',
  corridor_flats: 'flats',
  tower: 'towers',
  street_housing: 'houses',
  parking: 'parking',
  office: 'offices',
  distribution_centre: 'distribution_centres',
};

/** The building type a block type's floor area is priced as; null for blocks that build none (streets, paths). */
export function costBuildingTypeOfBlock(blocktype: string): CostBuildingType | null {
  return typeOfBlock[blocktype as BlockType] ?? null;
}
