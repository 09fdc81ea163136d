import type { RdPolygon } from './filterSpec';

/** A set of RD polygons prepared for many point tests: flat coordinates and a bounding box. */
export interface PreparedPolygons {
  readonly rings: readonly Float64Array[][];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Flatten polygons (outer ring first, then holes) for `pointInPolygons`. */
export function preparePolygons(polygons: readonly RdPolygon[]): PreparedPolygons {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const rings = polygons.map((poly) =>
    poly.map((ring) => {
      const flat = new Float64Array(ring.length * 2);
      ring.forEach(([x, y], i) => {
        flat[2 * i] = x;
        flat[2 * i + 1] = y;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      });
      return flat;
    }),
  );
  return { rings, minX, minY, maxX, maxY };
}

/** Even-odd crossing test of one closed or open ring. */
function insideRing(ring: Float64Array, x: number, y: number): boolean {
  let inside = false;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = ring[2 * i]!;
    const yi = ring[2 * i + 1]!;
    const xj = ring[2 * j]!;
    const yj = ring[2 * j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether RD point (x, y) lies inside any of the polygons (inside the outer ring and outside its holes). */
export function pointInPolygons(p: PreparedPolygons, x: number, y: number): boolean {
  if (x < p.minX || x > p.maxX || y < p.minY || y > p.maxY) return false;
  for (const rings of p.rings) {
    if (!rings[0] || !insideRing(rings[0], x, y)) continue;
    let inHole = false;
    for (let h = 1; h < rings.length && !inHole; h++) inHole = insideRing(rings[h]!, x, y);
    if (!inHole) return true;
  }
  return false;
}

/** Whether segments (x1, y1)-(x2, y2) and (x3, y3)-(x4, y4) cross (touching at an end counts). */
function segmentsCross(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, x4: number, y4: number): boolean {
  const d1 = (x4 - x3) * (y1 - y3) - (y4 - y3) * (x1 - x3);
  const d2 = (x4 - x3) * (y2 - y3) - (y4 - y3) * (x2 - x3);
  const d3 = (x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1);
  const d4 = (x2 - x1) * (y4 - y1) - (y2 - y1) * (x4 - x1);
  return d1 * d2 <= 0 && d3 * d4 <= 0 && !(d1 === 0 && d2 === 0);
}

/**
 * Whether any point of the RD segment (ax, ay)-(bx, by) lies inside the polygons: an end inside, or the segment
 * crossing a ring (near a crossing one side is inside). One pass over the edges, whatever the segment's length.
 */
export function segmentInPolygons(p: PreparedPolygons, ax: number, ay: number, bx: number, by: number): boolean {
  if (Math.max(ax, bx) < p.minX || Math.min(ax, bx) > p.maxX || Math.max(ay, by) < p.minY || Math.min(ay, by) > p.maxY) return false;
  if (pointInPolygons(p, ax, ay) || pointInPolygons(p, bx, by)) return true;
  for (const rings of p.rings)
    for (const ring of rings) {
      const n = ring.length / 2;
      for (let i = 0, j = n - 1; i < n; j = i++)
        if (segmentsCross(ax, ay, bx, by, ring[2 * j]!, ring[2 * j + 1]!, ring[2 * i]!, ring[2 * i + 1]!)) return true;
    }
  return false;
}
