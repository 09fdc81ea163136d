import { polygonArea } from './polygonArea';
import type { Polygon, Vec2 } from './vec2';

const EPS = 1e-9;

/**
 * Area covered by any of the polygons (each a simple ring), in square metres. The plane is cut into
 * vertical slabs at every vertex and every crossing of two edges; inside a slab no edges cross, so the
 * covered length of a vertical line changes linearly and its value at the slab's middle gives the exact
 * area. Identical rings (repeated floors) count once before the work starts.
 */
export function unionArea(polygons: readonly Polygon[]): number {
  const seen = new Set<string>();
  const rings: Polygon[] = [];
  for (const p of polygons) {
    if (p.length < 3) continue;
    const key = p.map((v) => `${v.x.toFixed(7)},${v.y.toFixed(7)}`).join(';');
    if (seen.has(key)) continue;
    seen.add(key);
    rings.push(p);
  }
  if (rings.length === 0) return 0;
  if (rings.length === 1) return polygonArea(rings[0]!);
  const edges: [Vec2, Vec2][] = [];
  for (const r of rings) for (let i = 0; i < r.length; i++) edges.push([r[i]!, r[(i + 1) % r.length]!]);
  const xs: number[] = [];
  for (const [a] of edges) xs.push(a.x);
  for (let i = 0; i < edges.length; i++) {
    const [a, b] = edges[i]!;
    for (let j = i + 1; j < edges.length; j++) {
      const [c, d] = edges[j]!;
      if (Math.max(a.x, b.x) < Math.min(c.x, d.x) || Math.max(c.x, d.x) < Math.min(a.x, b.x)) continue;
      const x = crossingX(a, b, c, d);
      if (x !== null) xs.push(x);
    }
  }
  xs.sort((p, q) => p - q);
  let area = 0;
  for (let i = 0; i + 1 < xs.length; i++) {
    const x0 = xs[i]!;
    const x1 = xs[i + 1]!;
    if (x1 - x0 < EPS) continue;
    area += coveredLength(rings, (x0 + x1) / 2) * (x1 - x0);
  }
  return area;
}

/** Area shared by two simple polygons, square metres. */
export function intersectionArea(a: Polygon, b: Polygon): number {
  return Math.max(0, polygonArea(a) + polygonArea(b) - unionArea([a, b]));
}

/** x of the point where two segments properly cross, or null. */
function crossingX(a: Vec2, b: Vec2, c: Vec2, d: Vec2): number | null {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-15) return null;
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  if (t <= EPS || t >= 1 - EPS || u <= EPS || u >= 1 - EPS) return null;
  return a.x + t * rx;
}

/** Length of the vertical line at x covered by the union of the rings (even-odd per ring). */
function coveredLength(rings: readonly Polygon[], x: number): number {
  const spans: [number, number][] = [];
  for (const r of rings) {
    const ys: number[] = [];
    for (let i = 0; i < r.length; i++) {
      const a = r[i]!;
      const b = r[(i + 1) % r.length]!;
      if (a.x > x !== b.x > x) ys.push(a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y));
    }
    ys.sort((p, q) => p - q);
    for (let k = 0; k + 1 < ys.length; k += 2) spans.push([ys[k]!, ys[k + 1]!]);
  }
  spans.sort((p, q) => p[0] - q[0]);
  let total = 0;
  let lo = -Infinity;
  let hi = -Infinity;
  for (const [s0, s1] of spans) {
    if (s0 > hi) {
      if (hi > lo) total += hi - lo;
      lo = s0;
      hi = s1;
    } else if (s1 > hi) hi = s1;
  }
  if (hi > lo) total += hi - lo;
  return total;
}
