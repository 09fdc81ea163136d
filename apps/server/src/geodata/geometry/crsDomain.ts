import type { Geometry } from './geometry';

/**
 * Where coordinates read in a CRS may lie for a Dutch import. A file read in the wrong CRS (lon/lat values taken as RD
 * metres, RD metres taken as degrees) lands hundreds of kilometres off as parcels of a fraction of a square metre:
 * such coordinates fall outside these boxes, so the import is refused instead.
 */
interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** RD New's domain (EPSG:28992 as RDNAPTRANS defines it): x -7 000..300 000 m, y 289 000..629 000 m. */
const RD_DOMAIN_METERS: Box = { minX: -7000, maxX: 300000, minY: 289000, maxY: 629000 };

/** The Netherlands with its territorial sea and continental shelf, in degrees (longitude x, latitude y). */
const NL_BOUNDS_LNG_LAT: Box = { minX: 2.0, maxX: 7.6, minY: 50.5, maxY: 55.9 };

/** The same area in UTM zone 31N metres (EPSG:25831, 32631). */
const NL_BOUNDS_UTM31_METERS: Box = { minX: 350000, maxX: 900000, minY: 5550000, maxY: 6250000 };

const EARTH_RADIUS_METERS = 6378137;

const inBox = (b: Box, x: number, y: number) => x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY;

/** Web Mercator metres as degrees (spherical formulas of EPSG:3857). */
function mercatorToLngLat(x: number, y: number): [number, number] {
  const lng = (x / EARTH_RADIUS_METERS) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / EARTH_RADIUS_METERS)) - Math.PI / 2) * (180 / Math.PI);
  return [lng, lat];
}

interface Domain {
  name: string;
  holds(x: number, y: number): boolean;
}

const RD_NEW: Domain = { name: 'the RD New domain (x -7 000..300 000 m, y 289 000..629 000 m)', holds: (x, y) => inBox(RD_DOMAIN_METERS, x, y) };
const LNG_LAT: Domain = { name: 'the Netherlands (longitude 2.0..7.6, latitude 50.5..55.9 degrees)', holds: (x, y) => inBox(NL_BOUNDS_LNG_LAT, x, y) };
const UTM31: Domain = { name: 'the Netherlands in UTM zone 31N', holds: (x, y) => inBox(NL_BOUNDS_UTM31_METERS, x, y) };
const MERCATOR: Domain = { name: 'the Netherlands in Web Mercator', holds: (x, y) => inBox(NL_BOUNDS_LNG_LAT, ...mercatorToLngLat(x, y)) };

const DOMAINS = new Map<number, Domain>([
  [28992, RD_NEW],
  [4326, LNG_LAT],
  [4258, LNG_LAT],
  [3857, MERCATOR],
  [25831, UTM31],
  [32631, UTM31],
]);

/** The coordinate system that a position most likely is in, judged by where it would lie in the Netherlands. */
export function likelyCrs(x: number, y: number): string {
  if (inBox(RD_DOMAIN_METERS, x, y)) return 'RD New (EPSG:28992)';
  if (inBox(NL_BOUNDS_LNG_LAT, x, y)) return 'longitude/latitude (WGS84 EPSG:4326 or ETRS89 EPSG:4258)';
  if (inBox(NL_BOUNDS_LNG_LAT, y, x)) return 'latitude/longitude, latitude first (EPSG:4326 or EPSG:4258 in the URN form)';
  if (inBox(RD_DOMAIN_METERS, y, x)) return 'RD New with x and y swapped';
  if (inBox(NL_BOUNDS_UTM31_METERS, x, y)) return 'UTM zone 31N (EPSG:25831 or EPSG:32631)';
  if (inBox(NL_BOUNDS_LNG_LAT, ...mercatorToLngLat(x, y))) return 'Web Mercator (EPSG:3857)';
  return 'none that covers the Netherlands';
}

/** A position outside the domain of the CRS it is read in, with the domain's description. */
export interface OutOfDomain {
  x: number;
  y: number;
  domain: string;
}

/** Every position of a geometry, stopping at the first for which `visit` returns true; that position is returned. */
function firstPosition(g: Geometry, visit: (x: number, y: number) => boolean): [number, number] | undefined {
  const flat = (c: number[]): [number, number] | undefined => {
    for (let i = 0; i + 1 < c.length; i += 2) if (visit(c[i]!, c[i + 1]!)) return [c[i]!, c[i + 1]!];
    return undefined;
  };
  const many = (cs: number[][]): [number, number] | undefined => {
    for (const c of cs) {
      const p = flat(c);
      if (p) return p;
    }
    return undefined;
  };
  switch (g.type) {
    case 'Point':
    case 'LineString':
      return flat(g.coords);
    case 'Polygon':
      return many(g.rings);
    case 'MultiPoint':
      return many(g.points);
    case 'MultiLineString':
      return many(g.lines);
    case 'MultiPolygon':
      for (const p of g.polygons) {
        const q = many(p);
        if (q) return q;
      }
      return undefined;
    case 'GeometryCollection':
      for (const m of g.geometries) {
        const q = firstPosition(m, visit);
        if (q) return q;
      }
      return undefined;
  }
}

/** The first position of `g` outside the domain of `srid` (undefined when all lie in it, or no domain is known). */
export function outOfDomain(g: Geometry, srid: number): OutOfDomain | undefined {
  const d = DOMAINS.get(srid);
  if (!d) return undefined;
  // NaN positions are the geometry checks' business (a rejected feature), not a wrong CRS
  const p = firstPosition(g, (x, y) => Number.isFinite(x) && Number.isFinite(y) && !d.holds(x, y));
  return p ? { x: p[0], y: p[1], domain: d.name } : undefined;
}

/** The first position of a WKB geometry (GeoPackage) outside the domain of `srid`. */
export function wkbOutOfDomain(wkb: Buffer, srid: number): OutOfDomain | undefined {
  const d = DOMAINS.get(srid);
  if (!d) return undefined;
  let o = 0;
  let found: [number, number] | undefined;
  const read = (): void => {
    const le = wkb.readUInt8(o) === 1;
    const u32 = (at: number) => (le ? wkb.readUInt32LE(at) : wkb.readUInt32BE(at));
    const f64 = (at: number) => (le ? wkb.readDoubleLE(at) : wkb.readDoubleBE(at));
    const raw = u32(o + 1);
    o += 5;
    const iso = raw & 0x0fffffff;
    const type = iso % 1000;
    const hasZ = (raw & 0x80000000) !== 0 || Math.floor(iso / 1000) === 1 || Math.floor(iso / 1000) === 3;
    const hasM = (raw & 0x40000000) !== 0 || Math.floor(iso / 1000) >= 2;
    if (raw & 0x20000000) o += 4;
    const dims = 2 + (hasZ ? 1 : 0) + (hasM ? 1 : 0);
    const points = (n: number) => {
      for (let i = 0; i < n && !found; i++, o += dims * 8) {
        const x = f64(o);
        const y = f64(o + 8);
        if (Number.isFinite(x) && Number.isFinite(y) && !d.holds(x, y)) found = [x, y];
      }
    };
    const count = () => {
      const n = u32(o);
      o += 4;
      return n;
    };
    if (type === 1) return points(1);
    if (type === 2) return points(count());
    if (type === 3 || type === 17) {
      for (let r = count(); r > 0 && !found; r--) points(count());
      return;
    }
    for (let n = count(); n > 0 && !found; n--) read();
  };
  try {
    read();
  } catch {
    // a WKB too short for its counts: PostGIS refuses it with its own message
    return undefined;
  }
  return found ? { x: found[0], y: found[1], domain: d.name } : undefined;
}
