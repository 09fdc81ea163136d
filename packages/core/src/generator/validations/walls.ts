import { TOL, type ModelCheck } from './check';

/** Walls: at least the thickness of their kind (outer, inner, separation). */
export const walls: ModelCheck = {
  name: 'walls',
  check({ model, rules, add }) {
    for (const w of model.walls) {
      const min = w.subtype === 'outer' ? rules.outerWallThicknessMeters : w.subtype === 'inner' ? rules.innerWallThicknessMeters : rules.separationWallThicknessMeters;
      if (w.thickness_meters < min - TOL) add('wall_too_thin', `floor ${w.floor_index} ${w.subtype} wall`, w.thickness_meters, min);
    }
  },
};
