import type { FloorModel } from '../buildingModel';
import type { ResolvedRules } from '../generationParameters';
import type { GeneratorMessage } from '../generatorMessage';
import { maxDepthFor } from './mixUnit';
import type { MixUnit } from './mixUnit';
import { assumedRules } from '../../constants/designRules';
import { intersectionArea } from '../../geometry/unionArea';
import type { Vec2 } from '../../geometry/vec2';
import { roomFits } from '../validations/check';
import { corridorDeadEnd, isDwellingCorridor } from '../validations/deadEndCorridor';
import { reachWalk, stairDoorsOf } from '../validations/staircaseReach';

const TOL = 1e-6;

/**
 * The generator's own account of what it built: unit depths, lengths and sizes against their unit's
 * limits, office depths, the walk from every upper-floor door to a staircase, and whether each staircase
 * stands on the one of the floor below (a floor offset can move it). Each miss is a message naming the
 * space, so the user sees which unit on which floor.
 */
export function checkSpaces(
  floors: readonly FloorModel[],
  mix: readonly MixUnit[],
  rules: ResolvedRules,
  buildingId: string | number,
): GeneratorMessage[] {
  const out: GeneratorMessage[] = [];
  const push = (
    message: GeneratorMessage['message'],
    target: string,
    value: number | null,
    unitId: string | number | null,
  ) =>
    out.push({
      message,
      target,
      value: value === null ? null : Math.round(value * 100) / 100,
      building_id: buildingId,
      unit_id: unitId,
    });
  for (const floor of floors) {
    const hasOffice = floor.spaces.some((s) => s.functiontype === 'office');
    const hasHomes = floor.spaces.some(
      (s) => s.functiontype === 'apartment' || s.functiontype === 'residential',
    );
    const minHeight = hasOffice ? rules.officeFloorHeightMeters : hasHomes ? rules.floorHeightMeters : 0;
    if (floor.height < minHeight - TOL)
      push('floor_height_below_minimum', `floor ${floor.index}`, floor.height, null);
    // Staircase doors as the validator takes them, so the reach and dead-end messages own its violations.
    const stairDoors = stairDoorsOf(floor);
    // A staircase cut short by a facade wall (a bay pushed against an end of a shortened slab).
    for (const s of floor.spaces) {
      if (s.subtype !== 'staircase' && s.subtype !== 'tower_staircase') continue;
      const tower = s.subtype === 'tower_staircase';
      const short = tower ? rules.towerStaircaseWidthMeters : rules.staircaseWidthMeters;
      const long = tower ? rules.towerStaircaseLengthMeters : rules.staircaseLengthMeters;
      if (!roomFits(s, short, long) && !out.some((m) => m.message === 'staircase_too_small' && m.target === s.id))
        push('staircase_too_small', s.id, s.area_net, null);
    }
    const below = floor.kind === 'storey' ? floorBelow(floors, floor) : undefined;
    if (below) {
      const under = below.spaces.filter((s) => s.functiontype === 'staircase');
      for (const s of floor.spaces) {
        if (s.functiontype !== 'staircase') continue;
        const need =
          s.subtype === 'tower_staircase'
            ? rules.towerStaircaseWidthMeters * rules.towerStaircaseLengthMeters
            : rules.staircaseWidthMeters * rules.staircaseLengthMeters;
        const shared = Math.max(0, ...under.map((u) => intersectionArea(s.net_polygon, u.net_polygon)));
        if (shared < Math.min(need, s.area_net) - 1e-6) push('core_not_stacked', s.id, shared, null);
      }
    }
    for (const s of floor.spaces) {
      if (s.category !== 'unit') continue;
      if (s.functiontype === 'apartment') {
        const u = mix.find((m) => m.unit_id === s.unit_id);
        if (u) {
          const maxDepth = maxDepthFor(u, s.two_window, s.length_meters);
          if (s.depth_meters < u.mindepth - TOL || s.depth_meters > maxDepth + TOL)
            push('unit_depth_out_of_range', s.id, s.depth_meters, s.unit_id);
          if (s.length_meters < u.minlength - TOL || s.length_meters > u.maxlength + TOL)
            push('unit_length_out_of_range', s.id, s.length_meters, s.unit_id);
          if (s.area_net < u.size - 0.01 || s.area_net > u.size_max + 0.01)
            push('unit_size_out_of_range', s.id, s.area_net, s.unit_id);
        }
      }
      if (
        s.functiontype === 'office' &&
        (s.depth_meters < rules.officeMinDepthMeters - TOL ||
          s.depth_meters > rules.officeMaxDepthMeters + TOL)
      ) {
        push('unit_depth_out_of_range', s.id, s.depth_meters, null);
      }
    }
    checkEscape(floor, stairDoors, push);
  }
  return out;
}

/**
 * The escape rules the validator applies, with the same code per rule: every upper-floor door and every
 * parking bay off the ground within the staircase reach (houses and ground floors walk outside), and no
 * dwelling corridor with a dead end longer than allowed.
 */
function checkEscape(
  floor: FloorModel,
  stairDoors: readonly Vec2[],
  push: (message: GeneratorMessage['message'], target: string, value: number | null, unitId: string | number | null) => void,
): void {
  for (const s of floor.spaces) {
    const best = reachWalk(s, floor, stairDoors);
    if (best !== null && best > assumedRules.staircaseReachMeters + TOL)
      push('staircase_out_of_reach', s.id, Number.isFinite(best) ? best : null, s.unit_id);
    if (isDwellingCorridor(s, floor)) {
      const len = corridorDeadEnd(s, stairDoors);
      if (len > assumedRules.deadEndCorridorMeters + TOL) push('corridor_dead_end_too_long', s.id, len, null);
    }
  }
}

/** The storey right below a floor within the same part of the building (the podium or one tower). */
function floorBelow(floors: readonly FloorModel[], floor: FloorModel): FloorModel | undefined {
  return floors.find(
    (g) =>
      g.kind === 'storey' && g.tower_index === floor.tower_index && g.level + g.repeat_count === floor.level,
  );
}
