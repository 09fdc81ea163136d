import { assumedRules } from '../../constants/designRules';
import type { Rect } from '../../geometry/rect';
import { rectPolygon } from '../../geometry/rect';
import type { Vec2 } from '../../geometry/vec2';
import type { FloorDraft } from '../blockContext';
import type { ResolvedRules } from '../generationParameters';
import { farthestPoint, nearestStairDoor } from '../validations/staircaseReach';
import type { DraftSpace } from './floorDraft';
import { estimateNetRect } from './floorDraft';
import type { Slab } from './slabFloor';

const TOL = 1e-6;

/**
 * How many escape rules a slab's upper floors break, measured on the drafts as the validator will measure
 * the spaces: doors of dwellings and the farthest points of offices over the staircase reach
 * (`reachFailures`), and (corridors serving dwellings) corridor ends further from a staircase door along
 * the corridor than the dead-end length.
 */
export function slabEscapeFailures(slab: Slab, floors: readonly FloorDraft[]): number {
  let failures = 0;
  const deadEnd = assumedRules.deadEndCorridorMeters;
  // The ground entry walks outside; every later entry is an upper floor.
  for (const f of floors.slice(1)) {
    failures += reachFailures(f.drafts, f.outline, slab.rules);
    if (slab.kind !== 'corridor' || slab.office) continue;
    const doors: Vec2[] = [];
    for (const d of f.drafts) if (d.subtype === 'staircase' && d.entrance) doors.push(d.entrance);
    for (const d of f.drafts) {
      if (d.subtype !== 'corridor') continue;
      // The corridor's net ends: inside the facade wall at an end facade, else inside half an inner wall.
      const x0 = d.rect.x0 + (d.rect.x0 <= f.outline.x0 + TOL ? slab.outer : slab.half);
      const x1 = d.rect.x1 - (d.rect.x1 >= f.outline.x1 - TOL ? slab.outer : slab.half);
      const along = doors.filter((s) => s.x >= x0 - 1 && s.x <= x1 + 1).map((s) => s.x);
      const fromStart = Math.min(...along.map((x) => Math.abs(x - x0)));
      const fromEnd = Math.min(...along.map((x) => Math.abs(x1 - x)));
      if (along.length === 0 || Math.max(fromStart, fromEnd) > deadEnd + TOL) failures++;
    }
  }
  return failures;
}

/**
 * How many dwellings and offices of an upper floor's drafts lie beyond the staircase reach, measured as
 * the validator measures the spaces (`reachPoint`): a dwelling from its door, an office from the point of
 * its net floor farthest from its nearest staircase door.
 */
export function reachFailures(drafts: readonly DraftSpace[], outline: Rect, rules: ResolvedRules): number {
  const doors: Vec2[] = [];
  for (const d of drafts) if (d.subtype === 'staircase' && d.entrance) doors.push(d.entrance);
  let failures = 0;
  for (const d of drafts) {
    const p =
      d.functiontype === 'office'
        ? farthestPoint(rectPolygon(estimateNetRect(d.rect, outline, rules)), doors)
        : d.functiontype === 'apartment'
          ? d.entrance
          : undefined;
    if (p && nearestStairDoor(p, doors) > assumedRules.staircaseReachMeters + TOL) failures++;
  }
  return failures;
}
