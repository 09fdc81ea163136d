import { checkRing, GeometryError, type Geometry } from './geometry';

type Pos = number[];

const flat = (ps: unknown, what: string): number[] => {
  if (!Array.isArray(ps)) throw new GeometryError(`${what}: coordinates are not an array`);
  const out: number[] = [];
  for (const p of ps as Pos[]) {
    if (!Array.isArray(p) || p.length < 2) throw new GeometryError(`${what}: a position needs x and y`);
    const x = Number(p[0]);
    const y = Number(p[1]);
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new GeometryError(`${what}: coordinate is not a number`);
    out.push(x, y);
  }
  return out;
};

/** A GeoJSON geometry as our flat 2D geometry; `repairs` counts rings that had to be closed. */
export function fromGeoJson(g: unknown, state = { repairs: 0 }): Geometry {
  if (!g || typeof g !== 'object') throw new GeometryError('feature without geometry');
  const { type, coordinates: c, geometries } = g as { type?: string; coordinates?: unknown; geometries?: unknown[] };
  const rings = (rs: unknown): number[][] => {
    if (!Array.isArray(rs) || !rs.length) throw new GeometryError('polygon without rings');
    return rs.map((r) => {
      const ring = flat(r, 'ring');
      if (checkRing(ring)) state.repairs++;
      return ring;
    });
  };
  switch (type) {
    case 'Point': {
      const p = flat([c], 'Point');
      return { type: 'Point', coords: p };
    }
    case 'MultiPoint':
      return { type: 'MultiPoint', points: (c as Pos[]).map((p) => flat([p], 'MultiPoint')) };
    case 'LineString':
      return { type: 'LineString', coords: flat(c, 'LineString') };
    case 'MultiLineString':
      return { type: 'MultiLineString', lines: (c as Pos[][]).map((l) => flat(l, 'MultiLineString')) };
    case 'Polygon':
      return { type: 'Polygon', rings: rings(c) };
    case 'MultiPolygon':
      if (!Array.isArray(c)) throw new GeometryError('MultiPolygon: coordinates are not an array');
      return { type: 'MultiPolygon', polygons: c.map((p) => rings(p)) };
    case 'GeometryCollection':
      return { type: 'GeometryCollection', geometries: (geometries ?? []).map((x) => fromGeoJson(x, state)) };
    default:
      throw new GeometryError(`unsupported geometry type ${String(type)}`);
  }
}

/** The first coordinate pair of a GeoJSON geometry (to tell RD from WGS84 when a file does not say). */
export function firstPosition(g: unknown): [number, number] | undefined {
  let c: unknown = (g as { coordinates?: unknown } | null)?.coordinates;
  if (!c && (g as { geometries?: unknown[] } | null)?.geometries) return firstPosition((g as { geometries: unknown[] }).geometries[0]);
  while (Array.isArray(c) && Array.isArray(c[0])) c = c[0];
  return Array.isArray(c) && c.length >= 2 ? [Number(c[0]), Number(c[1])] : undefined;
}
