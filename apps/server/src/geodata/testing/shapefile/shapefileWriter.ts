/**
 * Writes small ESRI shapefiles in code for the importer's tests (the layout of the ESRI white paper of July 1998:
 * .shp with its .shx index and the dBase III .dbf), and .prj texts as ESRI and GDAL write them.
 */
import { zipBuffer } from '../zipWriter';

type Xy = [number, number];

/** One record: its parts (one point for a Point, the points of a MultiPoint, lines or rings) and attributes. */
export interface ShpFeature {
  parts: Xy[][] | null;
  attributes: Record<string, string | number | boolean | null>;
}

export interface DbfFieldSpec {
  name: string;
  type: 'C' | 'N' | 'F' | 'L' | 'D' | 'M';
  length: number;
  decimals?: number;
}

export interface ShapefileSpec {
  /** 1 Point, 3 PolyLine, 5 Polygon, 8 MultiPoint, +10 the Z variant, +20 the M variant */
  shapeType: number;
  fields: DbfFieldSpec[];
  features: ShpFeature[];
  /** dBase language driver byte (default 0: none) */
  ldid?: number;
  /** how C values become bytes (default UTF-8) */
  encode?: (s: string) => Buffer;
}

function header(shapeType: number, lengthBytes: number, all: Xy[]): Buffer {
  const h = Buffer.alloc(100);
  h.writeInt32BE(9994, 0);
  h.writeInt32BE(lengthBytes / 2, 24);
  h.writeInt32LE(1000, 28);
  h.writeInt32LE(shapeType, 32);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => h.writeDoubleLE(Number.isFinite(v) ? v : 0, 36 + 8 * i));
  return h;
}

const doubles = (vs: number[]) => {
  const b = Buffer.alloc(8 * vs.length);
  vs.forEach((v, i) => b.writeDoubleLE(v, 8 * i));
  return b;
};
const int32s = (vs: number[]) => {
  const b = Buffer.alloc(4 * vs.length);
  vs.forEach((v, i) => b.writeInt32LE(v, 4 * i));
  return b;
};
const bbox = (pts: Xy[]) => doubles([Math.min(...pts.map((p) => p[0])), Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[1]))]);

/** The content of one record (shape type first): Z variants get z = 10 + index, M variants m = index. */
function shapeContent(shapeType: number, parts: Xy[][] | null): Buffer {
  if (!parts) return int32s([0]);
  const base = shapeType % 10;
  const z = shapeType > 10 && shapeType < 20;
  const m = shapeType > 20 || z;
  const pts = parts.flat();
  const zm = (n: number) => [
    ...(z ? [doubles([10, 10 + n - 1]), doubles(Array.from({ length: n }, (_, i) => 10 + i))] : []),
    ...(m ? [doubles([0, n - 1]), doubles(Array.from({ length: n }, (_, i) => i))] : []),
  ];
  if (base === 1) return Buffer.concat([int32s([shapeType]), doubles(pts[0]!), ...(z ? [doubles([10])] : []), ...(m ? [doubles([0])] : [])]);
  if (base === 8) return Buffer.concat([int32s([shapeType]), bbox(pts), int32s([pts.length]), doubles(pts.flat()), ...zm(pts.length)]);
  const starts: number[] = [];
  let at = 0;
  for (const p of parts) {
    starts.push(at);
    at += p.length;
  }
  return Buffer.concat([int32s([shapeType]), bbox(pts), int32s([parts.length, pts.length, ...starts]), doubles(pts.flat()), ...zm(pts.length)]);
}

/** The .shp and .shx of the features. */
function shpAndShx(spec: Pick<ShapefileSpec, 'shapeType' | 'features'>): { shp: Buffer; shx: Buffer } {
  const records: Buffer[] = [];
  const index: Buffer[] = [];
  let offset = 100;
  spec.features.forEach((f, i) => {
    const content = shapeContent(spec.shapeType, f.parts);
    const rh = Buffer.alloc(8);
    rh.writeInt32BE(i + 1, 0);
    rh.writeInt32BE(content.length / 2, 4);
    records.push(rh, content);
    const ix = Buffer.alloc(8);
    ix.writeInt32BE(offset / 2, 0);
    ix.writeInt32BE(content.length / 2, 4);
    index.push(ix);
    offset += 8 + content.length;
  });
  const all = spec.features.flatMap((f) => f.parts?.flat() ?? []);
  return {
    shp: Buffer.concat([header(spec.shapeType, offset, all), ...records]),
    shx: Buffer.concat([header(spec.shapeType, 100 + 8 * spec.features.length, all), ...index]),
  };
}

/** The .dbf of the features' attributes (a value is written as dBase does: padded, numbers right-aligned). */
function dbf(spec: Pick<ShapefileSpec, 'fields' | 'features' | 'ldid' | 'encode'>): Buffer {
  const encode = spec.encode ?? ((s: string) => Buffer.from(s, 'utf8'));
  const recordLength = 1 + spec.fields.reduce((s, f) => s + f.length, 0);
  const headerLength = 32 + 32 * spec.fields.length + 1;
  const h = Buffer.alloc(headerLength);
  h[0] = 0x03;
  h[1] = 125;
  h[2] = 1;
  h[3] = 15;
  h.writeUInt32LE(spec.features.length, 4);
  h.writeUInt16LE(headerLength, 8);
  h.writeUInt16LE(recordLength, 10);
  h[29] = spec.ldid ?? 0;
  spec.fields.forEach((f, i) => {
    const d = 32 + 32 * i;
    h.write(f.name, d, 'latin1');
    h[d + 11] = f.type.charCodeAt(0);
    h[d + 16] = f.length;
    h[d + 17] = f.decimals ?? 0;
  });
  h[headerLength - 1] = 0x0d;
  const rows = spec.features.map((feat) => {
    const r = Buffer.alloc(recordLength, 0x20);
    let at = 1;
    for (const f of spec.fields) {
      const v = feat.attributes[f.name];
      let b: Buffer;
      if (v === null || v === undefined) b = Buffer.alloc(0);
      else if (f.type === 'N' || f.type === 'F') b = Buffer.from(typeof v === 'number' ? v.toFixed(f.decimals ?? 0).padStart(f.length) : String(v).padStart(f.length), 'latin1');
      else if (f.type === 'L') b = Buffer.from(typeof v === 'boolean' ? (v ? 'T' : 'F') : String(v), 'latin1');
      else if (f.type === 'D') b = Buffer.from(String(v).replace(/-/g, ''), 'latin1');
      else b = encode(String(v));
      b.copy(r, at, 0, Math.min(b.length, f.length));
      at += f.length;
    }
    return r;
  });
  return Buffer.concat([h, ...rows, Buffer.from([0x1a])]);
}

/** The parts of one shapefile, by extension. */
export function shapefileParts(spec: ShapefileSpec, prj?: string, cpg?: string): Record<string, Buffer | string> {
  const { shp, shx } = shpAndShx(spec);
  return { shp, shx, dbf: dbf(spec), ...(prj !== undefined ? { prj } : {}), ...(cpg !== undefined ? { cpg } : {}) };
}

/** A zip holding `name.<ext>` for each part. */
export function shapefileZip(name: string, parts: Record<string, Buffer | string>): Buffer {
  return zipBuffer(Object.fromEntries(Object.entries(parts).map(([ext, v]) => [`${name}.${ext}`, v])));
}

// .prj texts as ArcGIS (ESRI WKT) and GDAL (OGC WKT with AUTHORITY) write them
const GCS_WGS84 = 'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';
export const PRJ = {
  rdNew:
    'PROJCS["RD_New",GEOGCS["GCS_Amersfoort",DATUM["D_Amersfoort",SPHEROID["Bessel_1841",6377397.155,299.1528128]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Double_Stereographic"],PARAMETER["False_Easting",155000.0],PARAMETER["False_Northing",463000.0],PARAMETER["Central_Meridian",5.38763888888889],PARAMETER["Scale_Factor",0.9999079],PARAMETER["Latitude_Of_Origin",52.15616055555555],UNIT["Meter",1.0]]',
  wgs84: GCS_WGS84,
  etrs89: 'GEOGCS["GCS_ETRS_1989",DATUM["D_ETRS_1989",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]',
  utm31n: `PROJCS["WGS_1984_UTM_Zone_31N",${GCS_WGS84},PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",3.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]`,
  webMercator: `PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",${GCS_WGS84},PROJECTION["Mercator_Auxiliary_Sphere"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",0.0],PARAMETER["Standard_Parallel_1",0.0],PARAMETER["Auxiliary_Sphere_Type",0.0],UNIT["Meter",1.0]]`,
  /** GDAL's OGC WKT of RD New: known by its AUTHORITY */
  rdNewGdal:
    'PROJCS["Amersfoort / RD New",GEOGCS["Amersfoort",DATUM["Amersfoort",SPHEROID["Bessel 1841",6377397.155,299.1528128,AUTHORITY["EPSG","7004"]],AUTHORITY["EPSG","6289"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4289"]],PROJECTION["Oblique_Stereographic"],PARAMETER["latitude_of_origin",52.1561605555556],PARAMETER["central_meridian",5.38763888888889],PARAMETER["scale_factor",0.9999079],PARAMETER["false_easting",155000],PARAMETER["false_northing",463000],UNIT["metre",1,AUTHORITY["EPSG","9001"]],AXIS["Easting",EAST],AXIS["Northing",NORTH],AUTHORITY["EPSG","28992"]]',
  /** Belgian Lambert 72 (EPSG:31370) as ArcGIS writes it: not a system the importer reads */
  belgianLambert72:
    'PROJCS["Belge_Lambert_1972",GEOGCS["GCS_Belge_1972",DATUM["D_Belge_1972",SPHEROID["International_1924",6378388.0,297.0]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],PARAMETER["False_Easting",150000.013],PARAMETER["False_Northing",5400088.438],PARAMETER["Central_Meridian",4.367486666666666],PARAMETER["Standard_Parallel_1",49.8333339],PARAMETER["Standard_Parallel_2",51.16666723333333],PARAMETER["Latitude_Of_Origin",90.0],UNIT["Meter",1.0]]',
};
