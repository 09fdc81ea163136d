import { checkRing, GeometryError, type Geometry } from '../geometry/geometry';

/**
 * The geometry file of an ESRI shapefile (.shp) and its index (.shx), as the ESRI Shapefile Technical Description
 * (an ESRI White Paper, July 1998) lays them out: a 100-byte header (file code 9994 and the length in 16-bit words,
 * big-endian; version 1000 and the shape type, little-endian; the bounding box), then records of an 8-byte header
 * (record number and content length in 16-bit words, big-endian) and a little-endian content that starts with
 * the shape type. The .shx holds the same header and one 8-byte entry (offset, content length) per record.
 */

const SHAPE_TYPES: Record<number, string> = {
  0: 'Null',
  1: 'Point',
  3: 'PolyLine',
  5: 'Polygon',
  8: 'MultiPoint',
  11: 'PointZ',
  13: 'PolyLineZ',
  15: 'PolygonZ',
  18: 'MultiPointZ',
  21: 'PointM',
  23: 'PolyLineM',
  25: 'PolygonM',
  28: 'MultiPointM',
  31: 'MultiPatch',
};

interface ShpHeader {
  shapeType: number;
  /** the file's length in bytes, as the header says */
  fileLength: number;
}

/** Read the 100-byte header of a .shp or .shx; throws Error with the reason when it is not one. */
export function readShpHeader(b: Buffer): ShpHeader {
  if (b.length < 100) throw new Error('the file ends inside its 100-byte header');
  if (b.readInt32BE(0) !== 9994) throw new Error(`file code ${b.readInt32BE(0)}, not 9994: not a shapefile`);
  const version = b.readInt32LE(28);
  if (version !== 1000) throw new Error(`version ${version}, not 1000`);
  const shapeType = b.readInt32LE(32);
  if (!(shapeType in SHAPE_TYPES)) throw new Error(`unknown shape type ${shapeType}`);
  return { shapeType, fileLength: b.readInt32BE(24) * 2 };
}

/** The base type of a Z or M variant (PolygonZ -> Polygon): the x and y are read, Z and M are dropped. */
const baseType = (t: number) => (t === 31 ? 31 : t === 0 ? 0 : ((t % 10) as 1 | 3 | 5 | 8));

// bytes of the Z range and values (and, optional, M) that Z and M variants carry after the points
const hasZ = (t: number) => t >= 11 && t <= 18;

/**
 * The geometry of one record's content (shape type first), or null for a Null shape. A content that does not hold
 * what its counts say, or a geometry that is not one, throws GeometryError (the record is rejected).
 */
export function shapeGeometry(c: Buffer, fileType: number, state: { repairs: number } = { repairs: 0 }): Geometry | null {
  if (c.length < 4) throw new GeometryError(`content of ${c.length} bytes`);
  const type = c.readInt32LE(0);
  if (type === 0) return null;
  if (type !== fileType) throw new GeometryError(`shape type ${SHAPE_TYPES[type] ?? type} in a file of ${SHAPE_TYPES[fileType]}`);
  const base = baseType(type);
  if (base === 31) throw new GeometryError('MultiPatch (3D surfaces) is not read');
  const need = (n: number) => {
    if (c.length < n) throw new GeometryError(`content of ${c.length} bytes where ${n} are needed`);
  };
  if (base === 1) {
    need(4 + 16 + (hasZ(type) ? 8 : type === 21 ? 8 : 0));
    const coords = [c.readDoubleLE(4), c.readDoubleLE(12)];
    if (!coords.every(Number.isFinite)) throw new GeometryError('coordinate is not a number');
    return { type: 'Point', coords };
  }
  if (base === 8) {
    need(40);
    const n = c.readInt32LE(36);
    if (n < 1 || n > (c.length - 40) / 16) throw new GeometryError(`${n} points in a content of ${c.length} bytes`);
    need(40 + 16 * n + (hasZ(type) ? 16 + 8 * n : 0));
    const points: number[][] = [];
    for (let i = 0; i < n; i++) points.push(xy(c, 40 + 16 * i, 1));
    return { type: 'MultiPoint', points };
  }
  need(44);
  const numParts = c.readInt32LE(36);
  const numPoints = c.readInt32LE(40);
  if (numParts < 1 || numPoints < 1 || numParts > numPoints || 44 + 4 * numParts + 16 * numPoints > c.length)
    throw new GeometryError(`${numParts} parts of ${numPoints} points in a content of ${c.length} bytes`);
  const pointsAt = 44 + 4 * numParts;
  need(pointsAt + 16 * numPoints + (hasZ(type) ? 16 + 8 * numPoints : 0));
  const parts: number[][] = [];
  for (let p = 0; p < numParts; p++) {
    const from = c.readInt32LE(44 + 4 * p);
    const to = p + 1 < numParts ? c.readInt32LE(44 + 4 * (p + 1)) : numPoints;
    if (from < 0 || to > numPoints || to <= from) throw new GeometryError(`part ${p + 1} runs from point ${from} to ${to} of ${numPoints}`);
    parts.push(xy(c, pointsAt + 16 * from, to - from));
  }
  if (base === 3) {
    for (const l of parts) if (l.length < 4) throw new GeometryError(`line with ${l.length / 2} point`);
    return parts.length === 1 ? { type: 'LineString', coords: parts[0]! } : { type: 'MultiLineString', lines: parts };
  }
  return polygonFromRings(parts, state);
}

function xy(c: Buffer, at: number, n: number): number[] {
  const out = new Array<number>(2 * n);
  for (let i = 0; i < 2 * n; i++) {
    const v = c.readDoubleLE(at + 8 * i);
    if (!Number.isFinite(v)) throw new GeometryError('coordinate is not a number');
    out[i] = v;
  }
  return out;
}

/** Twice the signed area of a closed ring: negative when clockwise (y up). */
function signedArea2(r: number[]): number {
  let s = 0;
  for (let i = 0; i + 3 < r.length; i += 2) s += r[i]! * r[i + 3]! - r[i + 2]! * r[i + 1]!;
  return s;
}

/** Whether (x, y) lies inside a closed ring (even-odd rule). */
function inside(r: number[], x: number, y: number): boolean {
  let on = false;
  for (let i = 0, j = r.length - 2; i < r.length; j = i, i += 2) {
    const xi = r[i]!;
    const yi = r[i + 1]!;
    const xj = r[j]!;
    const yj = r[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) on = !on;
  }
  return on;
}

/**
 * Rings to polygons by orientation, as the white paper defines them: an outer ring runs clockwise, a hole counter-
 * clockwise, in any order. A hole goes to the smallest outer ring holding its first point; a hole that no outer
 * ring holds is taken as an outer ring (files written with the wrong orientation). An unclosed ring is closed and
 * counted in `state.repairs`.
 */
function polygonFromRings(rings: number[][], state: { repairs: number } = { repairs: 0 }): Geometry {
  const shells: { ring: number[]; area: number; holes: number[][] }[] = [];
  const holes: number[][] = [];
  for (const r of rings) {
    if (checkRing(r)) state.repairs++;
    const a = signedArea2(r);
    if (a <= 0) shells.push({ ring: r, area: -a, holes: [] });
    else holes.push(r);
  }
  for (const h of holes) {
    let best: (typeof shells)[number] | undefined;
    for (const s of shells) if (inside(s.ring, h[0]!, h[1]!) && (!best || s.area < best.area)) best = s;
    if (best) best.holes.push(h);
    else shells.push({ ring: h, area: signedArea2(h), holes: [] });
  }
  const polygons = shells.map((s) => [s.ring, ...s.holes]);
  return polygons.length === 1 ? { type: 'Polygon', rings: polygons[0]! } : { type: 'MultiPolygon', polygons };
}
