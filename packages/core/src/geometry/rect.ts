import type { Polygon } from './vec2';

/** An axis-aligned rectangle in a building's local frame (metres); the generator lays out in these. */
export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Builds a rectangle from its corner coordinates, normalising the order. */
export const rect = (x0: number, y0: number, x1: number, y1: number): Rect => ({
  x0: Math.min(x0, x1),
  y0: Math.min(y0, y1),
  x1: Math.max(x0, x1),
  y1: Math.max(y0, y1),
});

/** Counter-clockwise ring of a rectangle. */
export const rectPolygon = (r: Rect): Polygon => [
  { x: r.x0, y: r.y0 },
  { x: r.x1, y: r.y0 },
  { x: r.x1, y: r.y1 },
  { x: r.x0, y: r.y1 },
];

/** Area in square metres. */
export const rectArea = (r: Rect): number => (r.x1 - r.x0) * (r.y1 - r.y0);

/** Area of the overlap of two rectangles; zero when they only touch. */
export function rectOverlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const d = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && d > 0 ? w * d : 0;
}

/** The axis-aligned bounding rectangle of a polygon. */
export function boundingRect(polygon: Polygon): Rect {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of polygon) {
    if (p.x < x0) x0 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.x > x1) x1 = p.x;
    if (p.y > y1) y1 = p.y;
  }
  return { x0, y0, x1, y1 };
}
