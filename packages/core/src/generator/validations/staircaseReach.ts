import { assumedRules } from '../../constants/designRules';
import { TOL, type SpaceCheck } from './check';

/** Dwellings and offices above the ground floor escape over circulation to a staircase within reach. */
export const staircaseReach: SpaceCheck = {
  name: 'staircaseReach',
  check(s, floor, { add, stairDoors }) {
    if (floor.level <= 0 || (s.functiontype !== 'apartment' && s.functiontype !== 'office')) return;
    const door = s.entrance ?? { x: s.position.x, y: s.position.y };
    let best = Infinity;
    for (const st of stairDoors) best = Math.min(best, Math.abs(st.x - door.x) + Math.abs(st.y - door.y));
    if (best > assumedRules.staircaseReachMeters + TOL)
      add('staircase_out_of_reach', s.id, Number.isFinite(best) ? best : null, assumedRules.staircaseReachMeters, s.unit_id);
  },
};
