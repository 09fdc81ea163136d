import { polygonArea } from '../../geometry/polygonArea';
import { TOL, type SpaceCheck } from './check';

/** Smoke locks before a staircase: at least the minimum length, and a full rectangle. */
export const smokeLock: SpaceCheck = {
  name: 'smokeLock',
  check(s, _floor, { rules, add }) {
    if (s.subtype !== 'smoke_lock') return;
    if (s.depth_meters < rules.smokeLockMinLengthMeters - TOL || polygonArea(s.net_polygon) < s.depth_meters * s.length_meters - 1e-6)
      add('staircase_too_small', s.id, s.depth_meters, rules.smokeLockMinLengthMeters);
  },
};
