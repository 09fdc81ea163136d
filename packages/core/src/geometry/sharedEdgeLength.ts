import type { Polygon, Vec2 } from './vec2';

/** The edges of a closed ring as segments. */
const edges = (ring: Polygon): [Vec2, Vec2][] => ring.map((a, i) => [a, ring[(i + 1) % ring.length]!]);

/**
 * Length of the boundary two rings share, metres: the overlap of their collinear edges (within `tolerance`
 * metres). Two rooms side by side share their common wall line; a room against the outline shares that stretch.
 */
export function sharedEdgeLength(a: Polygon, b: Polygon, tolerance = 1e-6): number {
  let shared = 0;
  for (const [p, q] of edges(a)) {
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    if (len <= tolerance) continue;
    const ux = (q.x - p.x) / len;
    const uy = (q.y - p.y) / len;
    // distance of a point off the line p-q, and its position along it
    const off = (r: Vec2) => Math.abs((r.x - p.x) * uy - (r.y - p.y) * ux);
    const along = (r: Vec2) => (r.x - p.x) * ux + (r.y - p.y) * uy;
    for (const [r, s] of edges(b)) {
      if (off(r) > tolerance || off(s) > tolerance) continue;
      const lo = Math.max(0, Math.min(along(r), along(s)));
      const hi = Math.min(len, Math.max(along(r), along(s)));
      if (hi > lo) shared += hi - lo;
    }
  }
  return shared;
}
