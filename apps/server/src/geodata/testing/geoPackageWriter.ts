import initSqlJs from 'sql.js';
import type { Geometry } from '../geometry/geometry';
import { toWkbHex } from '../geometry/wkb';

export interface GpkgFixtureLayer {
  table: string;
  srid: number;
  /** a geometry, or its WKB already (e.g. 3D, which toWkbHex does not write) */
  rows: { properties: Record<string, string | number>; geometry: Geometry | Buffer }[];
}

/** ISO WKB of a MultiPolygon Z (type 1006), as GDAL writes the 3D BAG's LoD 2.2 surfaces. */
export function multiPolygonZWkb(polygons: [number, number, number][][][]): Buffer {
  const parts: Buffer[] = [];
  const head = (type: number, n: number) => {
    const b = Buffer.alloc(9);
    b.writeUInt8(1, 0);
    b.writeUInt32LE(type, 1);
    b.writeUInt32LE(n, 5);
    parts.push(b);
  };
  head(1006, polygons.length);
  for (const rings of polygons) {
    head(1003, rings.length);
    for (const ring of rings) {
      const b = Buffer.alloc(4 + ring.length * 24);
      b.writeUInt32LE(ring.length, 0);
      ring.forEach(([x, y, z], i) => {
        b.writeDoubleLE(x, 4 + i * 24);
        b.writeDoubleLE(y, 12 + i * 24);
        b.writeDoubleLE(z, 20 + i * 24);
      });
      parts.push(b);
    }
  }
  return Buffer.concat(parts);
}

/** A small GeoPackage (the tables a reader needs, geometry blobs with the GP header) for tests. */
export async function gpkgBuffer(layers: GpkgFixtureLayer[]): Promise<Buffer> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.exec(`CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT, srs_id INTEGER PRIMARY KEY, organization TEXT, organization_coordsys_id INTEGER, definition TEXT, description TEXT);
           CREATE TABLE gpkg_contents (table_name TEXT PRIMARY KEY, data_type TEXT, identifier TEXT, srs_id INTEGER);
           CREATE TABLE gpkg_geometry_columns (table_name TEXT, column_name TEXT, geometry_type_name TEXT, srs_id INTEGER, z INTEGER, m INTEGER);`);
  for (const srid of new Set(layers.map((l) => l.srid))) db.run(`INSERT INTO gpkg_spatial_ref_sys VALUES (?, ?, 'EPSG', ?, '', '')`, [`EPSG:${srid}`, srid, srid]);
  for (const l of layers) {
    const keys = [...new Set(l.rows.flatMap((r) => Object.keys(r.properties)))];
    db.exec(`CREATE TABLE "${l.table}" (fid INTEGER PRIMARY KEY, geom BLOB${keys.map((k) => `, "${k}"`).join('')})`);
    db.run(`INSERT INTO gpkg_contents VALUES (?, 'features', ?, ?)`, [l.table, l.table, l.srid]);
    db.run(`INSERT INTO gpkg_geometry_columns VALUES (?, 'geom', 'GEOMETRY', ?, 0, 0)`, [l.table, l.srid]);
    for (const r of l.rows) {
      const header = Buffer.alloc(8);
      header.write('GP', 0, 'latin1');
      header.writeUInt8(0, 2);
      header.writeUInt8(1, 3); // little endian, no envelope
      header.writeInt32LE(l.srid, 4);
      const blob = Buffer.concat([header, Buffer.isBuffer(r.geometry) ? r.geometry : Buffer.from(toWkbHex(r.geometry), 'hex')]);
      db.run(`INSERT INTO "${l.table}" (geom${keys.map((k) => `, "${k}"`).join('')}) VALUES (?${keys.map(() => ', ?').join('')})`, [blob, ...keys.map((k) => r.properties[k] ?? null)]);
    }
  }
  const out = Buffer.from(db.export());
  db.close();
  return out;
}
