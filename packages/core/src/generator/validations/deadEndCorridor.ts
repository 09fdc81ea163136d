import { assumedRules } from '../../constants/designRules';
import type { Vec2 } from '../../geometry/vec2';
import type { FloorModel, Space } from '../buildingModel';
import { TOL, type SpaceCheck } from './check';

/**
 * Whether a space is an enclosed corridor that serves dwellings above the ground floor: the corridors whose
 * dead ends are limited. Galleries are open to the air (smoke leaves them), tower halls are short, and the
 * ground floor walks outside; office corridors follow the Bbl's rules for utility buildings, not modelled.
 */
export function isDwellingCorridor(s: Space, floor: FloorModel): boolean {
  return (
    s.subtype === 'corridor' &&
    s.category === 'circulation' &&
    floor.level > 0 &&
    floor.spaces.some((u) => u.functiontype === 'apartment')
  );
}

/**
 * The longer of a corridor's two dead ends: from each end of its net outline, measured along its long axis,
 * to the nearest staircase door beside it; the whole length when no staircase door lies along it.
 */
export function corridorDeadEnd(s: Space, stairDoors: readonly Vec2[]): number {
  const ring = s.net_polygon;
  // The long axis is the direction of the longest edge (a corridor cut by a slanted facade keeps its long sides).
  let longest = 0;
  let ux = 1;
  let uy = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len > longest) {
      longest = len;
      ux = (b.x - a.x) / len;
      uy = (b.y - a.y) / len;
    }
  }
  let t0 = Infinity;
  let t1 = -Infinity;
  for (const p of ring) {
    const t = p.x * ux + p.y * uy;
    t0 = Math.min(t0, t);
    t1 = Math.max(t1, t);
  }
  let fromStart = Infinity;
  let fromEnd = Infinity;
  for (const d of stairDoors) {
    const t = d.x * ux + d.y * uy;
    // A door beyond the corridor's ends opens onto another circulation, not onto this corridor.
    if (t < t0 - 1 || t > t1 + 1) continue;
    fromStart = Math.min(fromStart, Math.abs(t - t0));
    fromEnd = Math.min(fromEnd, Math.abs(t1 - t));
  }
  return Number.isFinite(fromStart) ? Math.max(fromStart, fromEnd) : t1 - t0;
}

/** A dwelling corridor above the ground has no dead end longer than allowed (Bbl afdeling 4.2.12, assumed length). */
export const deadEndCorridor: SpaceCheck = {
  name: 'deadEndCorridor',
  check(s, floor, { add, stairDoors }) {
    if (!isDwellingCorridor(s, floor)) return;
    const len = corridorDeadEnd(s, stairDoors);
    if (len > assumedRules.deadEndCorridorMeters + TOL)
      add('corridor_dead_end_too_long', s.id, len, assumedRules.deadEndCorridorMeters);
  },
};
