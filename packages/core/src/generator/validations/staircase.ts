import { intersectionArea } from '../../geometry/unionArea';
import type { BuildingModel, FloorModel } from '../buildingModel';
import { roomFits, type SpaceCheck } from './check';

/** The storey right below a floor in the same part (the podium or one tower), if any. */
function storeyBelow(model: BuildingModel, floor: FloorModel): FloorModel | undefined {
  return model.children.floors.find((g) => g.kind === 'storey' && g.tower_index === floor.tower_index && g.level + g.repeat_count === floor.level);
}

/** Staircases (and tower staircases): their size, and standing on the staircase of the storey below. */
export const staircase: SpaceCheck = {
  name: 'staircase',
  check(s, floor, { model, rules, add }) {
    if (s.subtype !== 'staircase' && s.subtype !== 'tower_staircase') return;
    const tower = s.subtype === 'tower_staircase';
    const needLong = tower ? rules.towerStaircaseLengthMeters : rules.staircaseLengthMeters;
    const needShort = tower ? rules.towerStaircaseWidthMeters : rules.staircaseWidthMeters;
    if (!roomFits(s, needShort, needLong)) add('staircase_too_small', s.id, s.area_net, needShort * needLong);
    // Staircases stack: one stands on the staircase of the storey below in the same part.
    const below = floor.kind === 'storey' ? storeyBelow(model, floor) : undefined;
    if (!below) return;
    const need = Math.min(needShort * needLong, s.area_net);
    let shared = 0;
    for (const u of below.spaces)
      if (u.subtype === 'staircase' || u.subtype === 'tower_staircase') shared = Math.max(shared, intersectionArea(s.net_polygon, u.net_polygon));
    if (shared < need - 1e-6) add('core_not_stacked', s.id, shared, need);
  },
};
