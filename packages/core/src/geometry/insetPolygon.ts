import { signedPolygonArea } from './polygonArea';
import type { Polygon, Vec2 } from './vec2';

/**
 * Moves every edge of a simple polygon inward by `distanceMeters` (negative grows it) and joins neighbours
 * with mitred corners. Exact for convex and rectilinear rings, which is what walls and setbacks need;
 * returns an empty ring when the inset collapses the polygon.
 */
export function insetPolygon(polygon: Polygon, distanceMeters: number): Polygon {
  const n = polygon.length;
  if (n < 3) return [];
  const ccw = signedPolygonArea(polygon) > 0 ? 1 : -1;
  const lines: { p: Vec2; d: Vec2 }[] = [];
  for (let i = 0; i < n; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % n]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-12) continue;
    const dx = (b.x - a.x) / len;
    const dy = (b.y - a.y) / len;
    // The inward normal of a counter-clockwise ring is the left normal.
    const nx = -dy * ccw;
    const ny = dx * ccw;
    lines.push({ p: { x: a.x + nx * distanceMeters, y: a.y + ny * distanceMeters }, d: { x: dx, y: dy } });
  }
  const out: Vec2[] = [];
  const m = lines.length;
  for (let i = 0; i < m; i++) {
    const l1 = lines[(i + m - 1) % m]!;
    const l2 = lines[i]!;
    const cross = l1.d.x * l2.d.y - l1.d.y * l2.d.x;
    if (Math.abs(cross) < 1e-12) {
      out.push(l2.p);
      continue;
    }
    const t = ((l2.p.x - l1.p.x) * l2.d.y - (l2.p.y - l1.p.y) * l2.d.x) / cross;
    out.push({ x: l1.p.x + l1.d.x * t, y: l1.p.y + l1.d.y * t });
  }
  // A collapsed inset turns edges around (or the whole ring inside out): report it as empty.
  if (Math.sign(signedPolygonArea(out)) !== ccw) return [];
  for (let i = 0; i < m; i++) {
    const a = out[i]!;
    const b = out[(i + 1) % m]!;
    const d = lines[i]!.d;
    if ((b.x - a.x) * d.x + (b.y - a.y) * d.y < -1e-9) return [];
  }
  return out;
}
