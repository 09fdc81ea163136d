import { assumedRules } from '../../constants/designRules';
import type { Vec2 } from '../../geometry/vec2';
import type { FloorModel, Space } from '../buildingModel';
import { TOL, type SpaceCheck } from './check';

/**
 * The point of a space that must lie within the staircase reach, or null: the door of a dwelling or office
 * above the ground floor (the ground floor walks outside), and the middle of every parking bay on a level
 * other than the ground (whoever parks there leaves on foot by a staircase; Bbl afdeling 4.2.12).
 */
export function reachPoint(s: Space, floor: FloorModel): Vec2 | null {
  if ((s.functiontype === 'apartment' || s.functiontype === 'office') && floor.level > 0)
    return s.entrance ?? { x: s.position.x, y: s.position.y };
  if (s.subtype === 'parking_bay' && floor.level !== 0) return { x: s.position.x, y: s.position.y };
  return null;
}

/** The rectilinear walk from a point to the nearest staircase door (Infinity when the floor has none). */
export function nearestStairDoor(p: Vec2, stairDoors: readonly Vec2[]): number {
  let best = Infinity;
  for (const st of stairDoors) best = Math.min(best, Math.abs(st.x - p.x) + Math.abs(st.y - p.y));
  return best;
}

/** Dwellings and offices above the ground floor, and parking bays off the ground, escape to a staircase within reach. */
export const staircaseReach: SpaceCheck = {
  name: 'staircaseReach',
  check(s, floor, { add, stairDoors }) {
    const p = reachPoint(s, floor);
    if (!p) return;
    const best = nearestStairDoor(p, stairDoors);
    if (best > assumedRules.staircaseReachMeters + TOL)
      add('staircase_out_of_reach', s.id, Number.isFinite(best) ? best : null, assumedRules.staircaseReachMeters, s.unit_id);
  },
};
