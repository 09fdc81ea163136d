import { signedPolygonArea } from './polygonArea';
import type { Polygon, Vec2 } from './vec2';

/**
 * Intersection of any simple polygon with a convex clip polygon (Sutherland-Hodgman). When the result
 * falls apart in pieces they stay joined by zero-width bridges, so the area stays exact. Clipping a
 * building's rectangle to a concave buildable area is this call with the arguments swapped, because the
 * intersection is symmetric.
 */
export function clipPolygonToConvex(subject: Polygon, convexClip: Polygon): Polygon {
  if (subject.length < 3 || convexClip.length < 3) return [];
  const ccw = signedPolygonArea(convexClip) > 0 ? 1 : -1;
  let output: Vec2[] = [...subject];
  const m = convexClip.length;
  for (let i = 0; i < m && output.length > 0; i++) {
    const a = convexClip[i]!;
    const b = convexClip[(i + 1) % m]!;
    const side = (p: Vec2) => ccw * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j++) {
      const cur = input[j]!;
      const prev = input[(j + input.length - 1) % input.length]!;
      const sc = side(cur);
      const sp = side(prev);
      if (sc >= 0) {
        if (sp < 0) output.push(intersect(prev, cur, sp, sc));
        output.push(cur);
      } else if (sp >= 0) {
        output.push(intersect(prev, cur, sp, sc));
      }
    }
  }
  return output;
}

function intersect(p: Vec2, q: Vec2, sp: number, sq: number): Vec2 {
  const t = sp / (sp - sq);
  return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
}
