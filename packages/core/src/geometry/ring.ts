import { signedPolygonArea } from './polygonArea';
import { pointSegmentDistance } from './pointInPolygon';
import type { Polygon, Vec2 } from './vec2';

/**
 * A ring without repeated points, spikes or points on a straight line, counter-clockwise. Clipping leaves
 * such points behind; walls and insets need them gone.
 */
export function cleanRing(polygon: Polygon, tolerance = 1e-6): Polygon {
  let pts: Vec2[] = [];
  for (const p of polygon) {
    const last = pts[pts.length - 1];
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) > tolerance) pts.push(p);
  }
  while (pts.length > 1) {
    const a = pts[0]!;
    const b = pts[pts.length - 1]!;
    if (Math.hypot(a.x - b.x, a.y - b.y) > tolerance) break;
    pts.pop();
  }
  // Drop points that lie on the segment between their neighbours (collinear or spikes) until none is left.
  let changed = true;
  while (changed && pts.length >= 3) {
    changed = false;
    for (let i = 0; i < pts.length && pts.length >= 3; i++) {
      const prev = pts[(i + pts.length - 1) % pts.length]!;
      const cur = pts[i]!;
      const next = pts[(i + 1) % pts.length]!;
      const cross = (cur.x - prev.x) * (next.y - prev.y) - (cur.y - prev.y) * (next.x - prev.x);
      const len = Math.hypot(next.x - prev.x, next.y - prev.y);
      if (Math.abs(cross) <= tolerance * Math.max(len, 1e-12) || len <= tolerance) {
        pts.splice(i, 1);
        changed = true;
        i--;
      }
    }
  }
  if (pts.length < 3) return [];
  if (signedPolygonArea(pts) < 0) pts = pts.reverse();
  return pts;
}

/**
 * True when no two edges of the ring meet except neighbours at their shared point: the ring bounds one
 * piece. Clipping a concave area can leave pieces joined by zero-width bridges, which this rejects.
 */
export function isSimpleRing(polygon: Polygon, tolerance = 1e-6): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      const c = polygon[j]!;
      const d = polygon[(j + 1) % n]!;
      if (adjacent) continue;
      if (segmentDistance(a, b, c, d) <= tolerance) return false;
    }
  }
  return true;
}

function segmentDistance(a: Vec2, b: Vec2, c: Vec2, d: Vec2): number {
  const o = (p: Vec2, q: Vec2, r: Vec2) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}

/** The ring moved by (dx, dy) metres. */
export function translatePolygon(polygon: Polygon, dx: number, dy: number): Polygon {
  return polygon.map((p) => ({ x: p.x + dx, y: p.y + dy }));
}

/**
 * Side lengths of a rectangle at any angle: `a` along its first edge, `b` across. Any other ring gives
 * its bounding box's sides, so callers can measure rotated rooms and clipped rooms with one call.
 */
export function ringSides(polygon: Polygon): { a: number; b: number } {
  if (polygon.length === 4) {
    const [p0, p1, p2, p3] = polygon as [Vec2, Vec2, Vec2, Vec2];
    const a = Math.hypot(p1.x - p0.x, p1.y - p0.y);
    const b = Math.hypot(p2.x - p1.x, p2.y - p1.y);
    // A rectangle: opposite sides equal and the first corner square.
    const square =
      Math.abs((p1.x - p0.x) * (p2.x - p1.x) + (p1.y - p0.y) * (p2.y - p1.y)) <= 1e-9 * (a * b + 1);
    if (square && Math.abs(Math.hypot(p3.x - p2.x, p3.y - p2.y) - a) <= 1e-9 * (a + 1)) return { a, b };
  }
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of polygon) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return polygon.length ? { a: x1 - x0, b: y1 - y0 } : { a: 0, b: 0 };
}
