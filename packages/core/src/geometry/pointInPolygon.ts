import type { Polygon, Vec2 } from './vec2';

/** Distance from a point to a segment, metres. */
export function pointSegmentDistance(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** True when the point lies within `tolerance` metres of the ring's boundary. */
export function pointOnBoundary(p: Vec2, polygon: Polygon, tolerance = 1e-6): boolean {
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    if (pointSegmentDistance(p, polygon[i]!, polygon[(i + 1) % n]!) <= tolerance) return true;
  }
  return false;
}

/** Even-odd point-in-polygon test; points on the boundary count as inside. */
export function pointInPolygon(p: Vec2, polygon: Polygon, tolerance = 1e-6): boolean {
  if (pointOnBoundary(p, polygon, tolerance)) return true;
  let inside = false;
  const n = polygon.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
