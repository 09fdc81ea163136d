import { lngLat, lngLatToRd, polygonArea, rdCoordsToLngLat, type Polygon } from '@plotwise/core';
import type { AnyGeoJsonGeometry } from '@plotwise/contracts';
import { fromGeoJson } from '../../geodata/geometry/geojsonGeometry';
import { GeometryError, type Geometry } from '../../geodata/geometry/geometry';
import { parseWkt } from './wkt';

/** A pasted shape read and placed: RD New coordinates for the database, WGS84 GeoJSON for the map. */
export interface ReadShape {
  format: 'wkt' | 'geojson';
  crs: 'EPSG:28992' | 'EPSG:4326';
  rd: Geometry;
  wgs84: AnyGeoJsonGeometry;
  areaSquareMeters: number;
  bbox: [number, number, number, number];
}

// RD New's valid area (EPSG:28992 bounds, with a margin): every Dutch coordinate lies in it, no WGS84 one does.
const RD_BOUNDS = { x0: -8000, x1: 300000, y0: 289000, y1: 630000 };

/** Apply `f` to every flat coordinate array of a geometry. */
function mapCoords(g: Geometry, f: (c: number[]) => number[]): Geometry {
  switch (g.type) {
    case 'Point':
    case 'LineString':
      return { type: g.type, coords: f(g.coords) };
    case 'Polygon':
      return { type: 'Polygon', rings: g.rings.map(f) };
    case 'MultiPoint':
      return { type: 'MultiPoint', points: g.points.map(f) };
    case 'MultiLineString':
      return { type: 'MultiLineString', lines: g.lines.map(f) };
    case 'MultiPolygon':
      return { type: 'MultiPolygon', polygons: g.polygons.map((p) => p.map(f)) };
    case 'GeometryCollection':
      return { type: 'GeometryCollection', geometries: g.geometries.map((x) => mapCoords(x, f)) };
  }
}

function allCoords(g: Geometry, out: number[] = []): number[] {
  mapCoords(g, (c) => {
    for (const v of c) out.push(v);
    return c;
  });
  return out;
}

const pairs = (c: number[]) => {
  const out: number[][] = [];
  for (let k = 0; k < c.length; k += 2) out.push([c[k]!, c[k + 1]!]);
  return out;
};

/** Our flat geometry as GeoJSON. */
function toGeoJson(g: Geometry): AnyGeoJsonGeometry {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: pairs(g.coords)[0]! };
    case 'LineString':
      return { type: 'LineString', coordinates: pairs(g.coords) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: g.rings.map(pairs) };
    case 'MultiPoint':
      return { type: 'MultiPoint', coordinates: g.points.map((p) => pairs(p)[0]!) };
    case 'MultiLineString':
      return { type: 'MultiLineString', coordinates: g.lines.map(pairs) };
    case 'MultiPolygon':
      return { type: 'MultiPolygon', coordinates: g.polygons.map((p) => p.map(pairs)) };
    case 'GeometryCollection':
      return { type: 'GeometryCollection', geometries: g.geometries.map(toGeoJson) };
  }
}

/** The polygonal area of an RD geometry: outer rings less their holes (core's polygon area, metres). */
export function rdArea(g: Geometry): number {
  const ring = (c: number[]): Polygon => pairs(c).slice(0, -1).map(([x, y]) => ({ x: x!, y: y! }));
  const polygon = (rings: number[][]) => rings.reduce((s, r, k) => s + (k === 0 ? 1 : -1) * polygonArea(ring(r)), 0);
  switch (g.type) {
    case 'Polygon':
      return polygon(g.rings);
    case 'MultiPolygon':
      return g.polygons.reduce((s, p) => s + polygon(p), 0);
    case 'GeometryCollection':
      return g.geometries.reduce((s, x) => s + rdArea(x), 0);
    default:
      return 0;
  }
}

/** Which system the coordinates are in: a declared SRID must fit them; otherwise they tell by their range. */
function detectCrs(coords: number[], declared: number | null): ReadShape['crs'] {
  let wgs = true;
  let rd = true;
  for (let k = 0; k < coords.length; k += 2) {
    const x = coords[k]!;
    const y = coords[k + 1]!;
    if (Math.abs(x) > 180 || Math.abs(y) > 90) wgs = false;
    if (x < RD_BOUNDS.x0 || x > RD_BOUNDS.x1 || y < RD_BOUNDS.y0 || y > RD_BOUNDS.y1) rd = false;
  }
  if (declared === 28992 || declared === 4326) {
    if (declared === 28992 ? !rd : !wgs) throw new GeometryError(`the coordinates do not lie in the declared EPSG:${declared}`);
    return declared === 28992 ? 'EPSG:28992' : 'EPSG:4326';
  }
  if (declared !== null) throw new GeometryError(`EPSG:${declared} is not supported: use RD New (28992) or WGS84 (4326)`);
  if (rd) return 'EPSG:28992';
  if (wgs) return 'EPSG:4326';
  throw new GeometryError('the coordinates are neither RD New (EPSG:28992, metres in the Netherlands) nor WGS84 (degrees)');
}

/** The SRID a GeoJSON `crs` member names (old GeoJSON, still written by QGIS and PDOK), or null. */
function geoJsonSrid(o: unknown): number | null {
  const name = (o as { crs?: { properties?: { name?: unknown } } } | null)?.crs?.properties?.name;
  if (typeof name !== 'string') return null;
  const m = /EPSG:{1,2}(\d+)$/i.exec(name) ?? (/CRS84$/i.test(name) ? ['', '4326'] : null);
  return m ? Number(m[1]) : null;
}

/** The geometry of pasted GeoJSON: a geometry, a Feature, or every feature of a FeatureCollection as a collection. */
function geoJsonGeometry(o: unknown): Geometry {
  const v = o as { type?: string; geometry?: unknown; features?: { geometry?: unknown }[] };
  if (v?.type === 'Feature') return fromGeoJson(v.geometry);
  if (v?.type === 'FeatureCollection') {
    const gs = (Array.isArray(v.features) ? v.features : []).map((f) => fromGeoJson(f?.geometry));
    if (!gs.length) throw new GeometryError('the FeatureCollection has no features');
    return gs.length === 1 ? gs[0]! : { type: 'GeometryCollection', geometries: gs };
  }
  return fromGeoJson(o);
}

/** Read pasted WKT or GeoJSON; any problem is a GeometryError whose message says what is wrong. */
export function readShape(text: string): ReadShape {
  const trimmed = text.trim();
  let format: ReadShape['format'];
  let geometry: Geometry;
  let declared: number | null;
  if (trimmed.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (e) {
      throw new GeometryError(`GeoJSON: ${(e as Error).message}`);
    }
    format = 'geojson';
    geometry = geoJsonGeometry(json);
    declared = geoJsonSrid(json);
  } else {
    format = 'wkt';
    ({ geometry, srid: declared } = parseWkt(trimmed));
  }
  const coords = allCoords(geometry);
  if (!coords.length) throw new GeometryError('the shape has no coordinates');
  const crs = detectCrs(coords, declared);
  const toRd = (c: number[]) => {
    const out: number[] = [];
    for (let k = 0; k < c.length; k += 2) {
      const p = lngLatToRd(lngLat(c[k]!, c[k + 1]!));
      out.push(p.x, p.y);
    }
    return out;
  };
  const rd = crs === 'EPSG:28992' ? geometry : mapCoords(geometry, toRd);
  const wgs = crs === 'EPSG:4326' ? geometry : mapCoords(geometry, (c) => rdCoordsToLngLat(c));
  const ll = allCoords(wgs);
  const bbox: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let k = 0; k < ll.length; k += 2) {
    bbox[0] = Math.min(bbox[0], ll[k]!);
    bbox[1] = Math.min(bbox[1], ll[k + 1]!);
    bbox[2] = Math.max(bbox[2], ll[k]!);
    bbox[3] = Math.max(bbox[3], ll[k + 1]!);
  }
  return { format, crs, rd, wgs84: toGeoJson(wgs), areaSquareMeters: Math.round(Math.abs(rdArea(rd)) * 100) / 100, bbox };
}
