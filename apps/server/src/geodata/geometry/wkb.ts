import type { Geometry } from './geometry';

const TYPE_CODE = { Point: 1, LineString: 2, Polygon: 3, MultiPoint: 4, MultiLineString: 5, MultiPolygon: 6, GeometryCollection: 7 };

function size(g: Geometry): number {
  switch (g.type) {
    case 'Point':
      return 5 + 16;
    case 'LineString':
      return 9 + g.coords.length * 8;
    case 'Polygon':
      return 9 + g.rings.reduce((s, r) => s + 4 + r.length * 8, 0);
    case 'MultiPoint':
      return 9 + g.points.length * 21;
    case 'MultiLineString':
      return 9 + g.lines.reduce((s, l) => s + 9 + l.length * 8, 0);
    case 'MultiPolygon':
      return 9 + g.polygons.reduce((s, p) => s + size({ type: 'Polygon', rings: p }), 0);
    case 'GeometryCollection':
      return 9 + g.geometries.reduce((s, x) => s + size(x), 0);
  }
}

// module-level helpers, not closures: a closure made per call costs more than the writing (esbuild's keepNames)
function writeCoords(v: DataView, o: number, c: number[]): number {
  for (let i = 0; i < c.length; i++) {
    v.setFloat64(o, c[i]!, true);
    o += 8;
  }
  return o;
}

function writePoints(v: DataView, o: number, c: number[]): number {
  v.setUint32(o, c.length / 2, true);
  return writeCoords(v, o + 4, c);
}

function write(g: Geometry, v: DataView, o: number): number {
  v.setUint8(o, 1);
  v.setUint32(o + 1, TYPE_CODE[g.type], true);
  o += 5;
  switch (g.type) {
    case 'Point':
      return writeCoords(v, o, g.coords);
    case 'LineString':
      return writePoints(v, o, g.coords);
    case 'Polygon':
      v.setUint32(o, g.rings.length, true);
      o += 4;
      for (const r of g.rings) o = writePoints(v, o, r);
      return o;
    case 'MultiPoint':
      v.setUint32(o, g.points.length, true);
      o += 4;
      for (const p of g.points) o = write({ type: 'Point', coords: p }, v, o);
      return o;
    case 'MultiLineString':
      v.setUint32(o, g.lines.length, true);
      o += 4;
      for (const l of g.lines) o = write({ type: 'LineString', coords: l }, v, o);
      return o;
    case 'MultiPolygon':
      v.setUint32(o, g.polygons.length, true);
      o += 4;
      for (const p of g.polygons) o = write({ type: 'Polygon', rings: p }, v, o);
      return o;
    case 'GeometryCollection':
      v.setUint32(o, g.geometries.length, true);
      o += 4;
      for (const x of g.geometries) o = write(x, v, o);
      return o;
  }
}

/** Well-known binary (little endian, 2D) as hex: PostGIS parses it faster than text. */
export function toWkbHex(g: Geometry): string {
  const buf = Buffer.allocUnsafe(size(g));
  write(g, new DataView(buf.buffer, buf.byteOffset, buf.byteLength), 0);
  return buf.toString('hex');
}

/**
 * Extended WKB (PostGIS: the SRID in the header) as hex, the text form a geometry column reads in COPY.
 * A polygon is written as a one-polygon MultiPolygon when `multi` is set (the column's type).
 */
export function toEwkbHex(g: Geometry, srid: number, multi = false): string {
  const body: Geometry = multi && g.type === 'Polygon' ? { type: 'MultiPolygon', polygons: [g.rings] } : g;
  const buf = Buffer.allocUnsafe(size(body) + 4);
  const v = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  // write the plain WKB 4 bytes in, then move the byte order and type before the SRID
  write(body, v, 4);
  v.setUint8(0, 1);
  v.setUint32(1, TYPE_CODE[body.type] | 0x20000000, true);
  // the SRID goes where the type was (bytes 5-8); the WKB header written at 4..8 is overwritten
  v.setUint32(5, srid, true);
  return buf.toString('hex');
}

/**
 * The z values of every coordinate of a WKB geometry (ISO codes 1001-1017 and 3001-3017, or PostGIS's Z flag;
 * little or big endian), in file order; empty when it has no z. Reads points, lines, polygons, their multi
 * forms, collections, polyhedral surfaces, TINs and triangles.
 */
export function wkbZValues(wkb: Buffer): number[] {
  const out: number[] = [];
  let o = 0;
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
    if (raw & 0x20000000) o += 4; // PostGIS EWKB: an SRID follows the type
    const dims = 2 + (hasZ ? 1 : 0) + (hasM ? 1 : 0);
    const points = (n: number) => {
      for (let i = 0; i < n; i++, o += dims * 8) if (hasZ) out.push(f64(o + 16));
    };
    const rings = () => {
      const n = u32(o);
      o += 4;
      for (let i = 0; i < n; i++) {
        const m = u32(o);
        o += 4;
        points(m);
      }
    };
    if (type === 1) return points(1);
    if (type === 2) {
      const n = u32(o);
      o += 4;
      return points(n);
    }
    if (type === 3 || type === 17) return rings();
    // multi forms, collections, polyhedral surfaces and TINs: a count, then whole geometries
    const n = u32(o);
    o += 4;
    for (let i = 0; i < n; i++) read();
  };
  read();
  return out;
}
