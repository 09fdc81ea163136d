/**
 * Geometry of the demo region. Coordinates are whole decimetres in RD New (EPSG:28992), so that areas are
 * exact (multiples of 0.01 m2) and neighbouring parcels share their edges exactly: the parcels, blocks and
 * zoning planes tile without slivers.
 */

/** A point in RD New, in whole decimetres. */
export type PtDm = readonly [number, number];
/** A closed ring (first point repeated last). */
export type RingDm = PtDm[];
export interface PolygonDm {
  outer: RingDm;
  holes?: RingDm[];
}

/** An axis-parallel rectangle [x0, x1] x [y0, y1] in decimetres. */
export interface RectDm {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The closed ring of a rectangle, counter-clockwise. */
export function rectRing(r: RectDm): RingDm {
  return [
    [r.x0, r.y0],
    [r.x1, r.y0],
    [r.x1, r.y1],
    [r.x0, r.y1],
    [r.x0, r.y0],
  ];
}

/** Area in square metres of a rectangle given in decimetres. */
export const rectAreaM2 = (r: RectDm) => ((r.x1 - r.x0) * (r.y1 - r.y0)) / 100;

/** Signed area of a ring in square metres (positive counter-clockwise). */
function ringAreaM2(ring: RingDm): number {
  let s = 0;
  for (let i = 0; i + 1 < ring.length; i++) s += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return s / 200;
}

/** Area of a polygon (outer minus holes) in square metres. */
export function polygonAreaM2(p: PolygonDm): number {
  return Math.abs(ringAreaM2(p.outer)) - (p.holes ?? []).reduce((s, h) => s + Math.abs(ringAreaM2(h)), 0);
}

export const rectCentre = (r: RectDm): PtDm => [Math.round((r.x0 + r.x1) / 2), Math.round((r.y0 + r.y1) / 2)];
export const inset = (r: RectDm, d: number): RectDm => ({ x0: r.x0 + d, y0: r.y0 + d, x1: r.x1 - d, y1: r.y1 - d });

/** Decimetres as metres with three decimals, as Kadaster and BAG files write coordinates. */
export function m3(dm: number): string {
  const neg = dm < 0;
  const a = Math.abs(dm);
  return `${neg ? '-' : ''}${Math.floor(a / 10)}.${a % 10}00`;
}

/** Decimetres as a JSON number of metres. */
export const mJson = (dm: number) => dm / 10;

/** A GeoJSON polygon's coordinates (metres). */
export function polygonCoords(p: PolygonDm): number[][][] {
  return [p.outer, ...(p.holes ?? [])].map((r) => r.map(([x, y]) => [mJson(x), mJson(y)]));
}
