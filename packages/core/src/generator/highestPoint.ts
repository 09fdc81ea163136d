import type { BuildingModel } from './buildingModel';

/**
 * A generated building's highest point in metres above its ground floor: the top of its highest floor, roof
 * structures such as a lift's machine room included (the height a zoning plan and the ILS checks measure). The one
 * height of a building: the form factors' maximum height, the rules panel, the ILS checks and the sheets read it.
 */
export function highestPointMeters(model: BuildingModel): number {
  let height = model.shape.height;
  for (const f of model.children.floors) height = Math.max(height, f.z + f.height * Math.max(1, f.repeat_count));
  return height;
}
