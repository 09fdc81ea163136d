/** 2D geometry as flat coordinate arrays [x0, y0, x1, y1, ...] in the source CRS (Z is dropped on reading). */
export type Geometry =
  | { type: 'Point'; coords: number[] }
  | { type: 'LineString'; coords: number[] }
  | { type: 'Polygon'; rings: number[][] }
  | { type: 'MultiPoint'; points: number[][] }
  | { type: 'MultiLineString'; lines: number[][] }
  | { type: 'MultiPolygon'; polygons: number[][][] }
  | { type: 'GeometryCollection'; geometries: Geometry[] };

/** A geometry problem that rejects one feature (not the whole file). */
export class GeometryError extends Error {}

/** Close an open ring and check it has enough points; returns whether it had to be closed. */
export function checkRing(ring: number[]): boolean {
  for (const v of ring) if (!Number.isFinite(v)) throw new GeometryError('coordinate is not a number');
  const n = ring.length;
  if (n < 6) throw new GeometryError(`ring with ${n / 2} points`);
  if (ring[0] !== ring[n - 2] || ring[1] !== ring[n - 1]) {
    ring.push(ring[0]!, ring[1]!);
    return true;
  }
  if (n < 8) throw new GeometryError(`ring with ${n / 2} points`);
  return false;
}

