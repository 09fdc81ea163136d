import type { Polygon } from './vec2';

/** Signed shoelace area: positive for counter-clockwise rings, which lets callers detect orientation. */
export function signedPolygonArea(polygon: Polygon): number {
  let sum = 0;
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % n]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** Unsigned area of a simple polygon in square metres. */
export function polygonArea(polygon: Polygon): number {
  return Math.abs(signedPolygonArea(polygon));
}

/** Perimeter length of a closed ring in metres. */
export function polygonPerimeter(polygon: Polygon): number {
  let sum = 0;
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % n]!;
    sum += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return sum;
}

/** Area-weighted centroid; falls back to the vertex mean for degenerate rings. */
export function polygonCentroid(polygon: Polygon): { x: number; y: number } {
  const a = signedPolygonArea(polygon);
  const n = polygon.length;
  if (n === 0) return { x: 0, y: 0 };
  if (Math.abs(a) < 1e-12) {
    let sx = 0;
    let sy = 0;
    for (const p of polygon) {
      sx += p.x;
      sy += p.y;
    }
    return { x: sx / n, y: sy / n };
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % n]!;
    const f = p.x * q.y - q.x * p.y;
    cx += (p.x + q.x) * f;
    cy += (p.y + q.y) * f;
  }
  return { x: cx / (6 * a), y: cy / (6 * a) };
}
