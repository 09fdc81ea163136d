import type { FloorModel } from '../buildingModel';
import { TOL, type CheckContext } from './check';

/** Floors with homes or offices: at least the floor height of the design rules (offices need more). */
export function floorHeight(floor: FloorModel, { rules, add }: CheckContext): void {
  const homes = floor.spaces.some((s) => s.functiontype === 'apartment' || s.functiontype === 'residential');
  const offices = floor.spaces.some((s) => s.functiontype === 'office');
  const minHeight = offices ? rules.officeFloorHeightMeters : homes ? rules.floorHeightMeters : 0;
  if (floor.height < minHeight - TOL) add('floor_height_below_minimum', `floor ${floor.index}`, floor.height, minHeight);
}
