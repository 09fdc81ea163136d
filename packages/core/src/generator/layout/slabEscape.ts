import { assumedRules } from '../../constants/designRules';
import type { Vec2 } from '../../geometry/vec2';
import type { FloorDraft } from '../blockContext';
import type { Slab } from './slabFloor';

const TOL = 1e-6;

/**
 * How many escape rules a slab's upper floors break, measured on the drafts as the validator will measure
 * the spaces: doors of dwellings and offices over the staircase reach, and (corridors serving dwellings)
 * corridor ends further from a staircase door along the corridor than the dead-end length.
 */
export function slabEscapeFailures(slab: Slab, floors: readonly FloorDraft[]): number {
  let failures = 0;
  const reach = assumedRules.staircaseReachMeters;
  const deadEnd = assumedRules.deadEndCorridorMeters;
  // The ground entry walks outside; every later entry is an upper floor.
  for (const f of floors.slice(1)) {
    const doors: Vec2[] = [];
    for (const d of f.drafts) if (d.subtype === 'staircase' && d.entrance) doors.push(d.entrance);
    for (const d of f.drafts) {
      if ((d.functiontype !== 'apartment' && d.functiontype !== 'office') || !d.entrance) continue;
      let best = Infinity;
      for (const s of doors) best = Math.min(best, Math.abs(s.x - d.entrance.x) + Math.abs(s.y - d.entrance.y));
      if (best > reach + TOL) failures++;
    }
    if (slab.kind !== 'corridor' || slab.office) continue;
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
