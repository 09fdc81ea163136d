import { pointInPolygon } from './pointInPolygon';
import { segmentsCross } from './segmentsCross';
import type { Polygon } from './vec2';

/**
 * The longest x-interval [x0, x1] within [0, maxLength] such that the rectangle [x0, x1] x [0, depth] lies
 * inside `polygon`. The generator uses it to shorten a building that does not fit its buildable area
 * rather than letting it stick out. Returns null when no part of the strip fits.
 */
export function fitStripInPolygon(
  polygon: Polygon,
  maxLength: number,
  depth: number,
): { x0: number; x1: number } | null {
  return fitStripInPolygons([polygon], maxLength, depth);
}

/**
 * The longest x-interval [x0, x1] within [0, maxLength] whose rectangle [x0, x1] x [0, depth] lies inside
 * every one of the polygons. Floors set back by an offset see the buildable area moved the other way, so
 * one call fits a building whose floors must all stay inside.
 */
export function fitStripInPolygons(
  polygons: readonly Polygon[],
  maxLength: number,
  depth: number,
): { x0: number; x1: number } | null {
  const xs = new Set<number>([0, maxLength]);
  for (const polygon of polygons) {
    const n = polygon.length;
    for (let i = 0; i < n; i++) {
      const a = polygon[i]!;
      const b = polygon[(i + 1) % n]!;
      if (a.y > 0 && a.y < depth) xs.add(a.x);
      for (const yLine of [0, depth]) {
        if ((a.y - yLine) * (b.y - yLine) < 0) xs.add(a.x + ((yLine - a.y) / (b.y - a.y)) * (b.x - a.x));
        if (a.y === yLine) xs.add(a.x);
      }
    }
  }
  const sorted = [...xs].filter((x) => x >= 0 && x <= maxLength).sort((p, q) => p - q);
  // Between consecutive breakpoints no edge enters the strip, so one probe column per interval decides it.
  const columnInside = (x: number, polygon: Polygon) => {
    const n = polygon.length;
    const bottom = { x, y: 0 };
    const top = { x, y: depth };
    if (!pointInPolygon(bottom, polygon, 1e-7) || !pointInPolygon(top, polygon, 1e-7)) return false;
    if (!pointInPolygon({ x, y: depth / 2 }, polygon, 1e-7)) return false;
    for (let i = 0; i < n; i++)
      if (segmentsCross(bottom, top, polygon[i]!, polygon[(i + 1) % n]!)) return false;
    return true;
  };
  let best: { x0: number; x1: number } | null = null;
  let runStart: number | null = null;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const lo = sorted[i]!;
    const hi = sorted[i + 1]!;
    if (hi - lo < 1e-9) continue;
    const mid = (lo + hi) / 2;
    if (polygons.every((p) => columnInside(mid, p))) {
      if (runStart === null) runStart = lo;
      if (!best || hi - runStart > best.x1 - best.x0 + 1e-9) best = { x0: runStart, x1: hi };
    } else {
      runStart = null;
    }
  }
  return best;
}
