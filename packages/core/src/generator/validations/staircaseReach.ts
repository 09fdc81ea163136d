import { assumedRules } from '../../constants/designRules';
import type { Vec2 } from '../../geometry/vec2';
import type { FloorModel, Space } from '../buildingModel';
import { TOL, type SpaceCheck } from './check';

/**
 * The point of a space that must lie within the staircase reach, or null: above the ground floor (the
 * ground floor walks outside), the door of a dwelling (its own inner route is not part of the escape
 * route), the farthest point of an office's net floor from its nearest staircase door (an office is an open
 * floor: every point of it escapes; Bbl afdeling 4.2.12), and the middle of every parking bay on a level
 * other than the ground (whoever parks there leaves on foot by a staircase).
 */
export function reachPoint(s: Space, floor: FloorModel, stairDoors: readonly Vec2[]): Vec2 | null {
  if (s.functiontype === 'office' && floor.level > 0) return farthestPoint(s.net_polygon, stairDoors);
  if (s.functiontype === 'apartment' && floor.level > 0)
    return s.entrance ?? { x: s.position.x, y: s.position.y };
  if (s.subtype === 'parking_bay' && floor.level !== 0) return { x: s.position.x, y: s.position.y };
  return null;
}

/** A floor's staircase doors as the reach is measured: each staircase's entrance, else its centre. */
export function stairDoorsOf(floor: FloorModel): Vec2[] {
  return floor.spaces
    .filter((s) => s.functiontype === 'staircase')
    .map((s) => s.entrance ?? { x: s.position.x, y: s.position.y });
}

/** The walk from a space's reach point (`reachPoint`) to its nearest staircase door; null when it has none. */
export function reachWalk(s: Space, floor: FloorModel, stairDoors: readonly Vec2[]): number | null {
  const p = reachPoint(s, floor, stairDoors);
  return p ? nearestStairDoor(p, stairDoors) : null;
}

/** The rectilinear walk from a point to the nearest staircase door (Infinity when the floor has none). */
export function nearestStairDoor(p: Vec2, stairDoors: readonly Vec2[]): number {
  let best = Infinity;
  for (const st of stairDoors) best = Math.min(best, Math.abs(st.x - p.x) + Math.abs(st.y - p.y));
  return best;
}

/**
 * The point of a polygon's outline whose rectilinear walk to its nearest staircase door is longest (the
 * first vertex when there is no door). The doors stand at or outside the floor's edges, so the walk grows
 * towards the far side and the farthest point lies on the outline. Along an edge every door's walk is
 * linear between the points where the edge passes the door's x or y, so the nearest door's walk peaks at
 * an edge's ends, at such a point, or where two doors' walks cross: all of them are tried.
 */
export function farthestPoint(polygon: readonly Vec2[], stairDoors: readonly Vec2[]): Vec2 {
  let best = polygon[0] ?? { x: 0, y: 0 };
  if (stairDoors.length === 0) return best;
  let bestWalk = -Infinity;
  const at = (a: Vec2, b: Vec2, t: number): Vec2 => ({ x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) });
  const tryPoint = (p: Vec2) => {
    const walk = nearestStairDoor(p, stairDoors);
    if (walk > bestWalk) {
      bestWalk = walk;
      best = p;
    }
  };
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const ts = [0, 1];
    for (const d of stairDoors) {
      if (Math.abs(b.x - a.x) > TOL) ts.push((d.x - a.x) / (b.x - a.x));
      if (Math.abs(b.y - a.y) > TOL) ts.push((d.y - a.y) / (b.y - a.y));
    }
    const cuts = [...new Set(ts.filter((t) => t >= 0 && t <= 1))].sort((p, q) => p - q);
    for (let k = 0; k < cuts.length; k++) {
      const t0 = cuts[k]!;
      tryPoint(at(a, b, t0));
      const t1 = cuts[k + 1];
      if (t1 === undefined || t1 - t0 < TOL) continue;
      // Within [t0, t1] each door's walk is linear: where two of them cross, the nearest may peak.
      const p0 = at(a, b, t0);
      const p1 = at(a, b, t1);
      const w0 = stairDoors.map((d) => Math.abs(d.x - p0.x) + Math.abs(d.y - p0.y));
      const w1 = stairDoors.map((d) => Math.abs(d.x - p1.x) + Math.abs(d.y - p1.y));
      for (let m = 0; m < stairDoors.length; m++)
        for (let n = m + 1; n < stairDoors.length; n++) {
          const slope = w1[m]! - w0[m]! - (w1[n]! - w0[n]!);
          if (Math.abs(slope) < TOL) continue;
          const s = (w0[n]! - w0[m]!) / slope;
          if (s > 0 && s < 1) tryPoint(at(p0, p1, s));
        }
    }
  }
  return best;
}

/** Dwellings and offices above the ground floor, and parking bays off the ground, escape to a staircase within reach. */
export const staircaseReach: SpaceCheck = {
  name: 'staircaseReach',
  check(s, floor, { add, stairDoors }) {
    const best = reachWalk(s, floor, stairDoors);
    if (best !== null && best > assumedRules.staircaseReachMeters + TOL)
      add(
        'staircase_out_of_reach',
        s.id,
        Number.isFinite(best) ? best : null,
        assumedRules.staircaseReachMeters,
        s.unit_id,
      );
  },
};
