import { pointInPolygon } from './pointInPolygon';
import { segmentsCross } from './segmentsCross';
import type { Polygon } from './vec2';

/**
 * True when `inner` lies inside `outer` (touching allowed): every vertex inside and no edges properly
 * crossing. Works for concave outers, which buildable areas often are.
 */
export function polygonInsidePolygon(inner: Polygon, outer: Polygon, tolerance = 1e-6): boolean {
  for (const p of inner) if (!pointInPolygon(p, outer, tolerance)) return false;
  const n = inner.length;
  const m = outer.length;
  for (let i = 0; i < n; i++) {
    const a = inner[i]!;
    const b = inner[(i + 1) % n]!;
    for (let j = 0; j < m; j++) {
      if (segmentsCross(a, b, outer[j]!, outer[(j + 1) % m]!, tolerance)) return false;
    }
    // Both ends inside a concave ring does not guarantee the middle is: probe the midpoint too.
    if (!pointInPolygon({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, outer, tolerance)) return false;
  }
  return true;
}
