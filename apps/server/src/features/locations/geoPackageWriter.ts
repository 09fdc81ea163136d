import initSqlJs from 'sql.js';
import { parcelProperties, type ParcelFeature } from './geoExport';

let sqlJs: ReturnType<typeof initSqlJs> | null = null;

const TABLE = 'locations_parcels';
const WGS84 = 4326;
// the definitions GeoPackage 1.4 requires (Requirement 11): WGS 84, and the undefined Cartesian and geographic systems
const WGS84_WKT =
  'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4326"]]';

/**
 * GeoPackage geometry blob (spec 2.1.3): "GP", version 0, flags (little-endian, envelope [minx, maxx, miny, maxy]),
 * srs_id, the envelope, then the ISO WKB as it is.
 */
function gpkgGeometry(wkb: Buffer, bbox: readonly [number, number, number, number], srsId = WGS84): Buffer {
  const head = Buffer.alloc(8 + 32);
  head.write('GP', 0, 'ascii');
  head.writeUInt8(0, 2);
  head.writeUInt8(0b0000_0011, 3); // bit 0: little-endian header; bits 1-3 = 1: an xy envelope
  head.writeInt32LE(srsId, 4);
  const [minx, miny, maxx, maxy] = bbox;
  head.writeDoubleLE(minx, 8);
  head.writeDoubleLE(maxx, 16);
  head.writeDoubleLE(miny, 24);
  head.writeDoubleLE(maxy, 32);
  return Buffer.concat([head, wkb]);
}

/**
 * A GeoPackage 1.4 file with one feature layer of parcels (MULTIPOLYGON, EPSG:4326), written with SQLite in
 * WebAssembly (sql.js, as the GeoPackage reader): the required metadata tables, the application id 'GPKG' and
 * the user version 10400, so QGIS and GDAL open it as a GeoPackage and not as a plain SQLite file.
 */
export async function parcelsGeoPackage(
  features: readonly ParcelFeature[],
  now = new Date(),
): Promise<Buffer> {
  sqlJs ??= initSqlJs();
  const SQL = await sqlJs;
  const db = new SQL.Database();
  try {
    db.exec(`PRAGMA application_id = 1196444487; PRAGMA user_version = 10400;
      CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER NOT NULL PRIMARY KEY, organization TEXT NOT NULL,
        organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
      CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE, description TEXT DEFAULT '',
        last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')), min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE,
        srs_id INTEGER, CONSTRAINT fk_gc_r_srs_id FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys(srs_id));
      CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL, geometry_type_name TEXT NOT NULL,
        srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL, CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name),
        CONSTRAINT fk_gc_tn FOREIGN KEY (table_name) REFERENCES gpkg_contents(table_name),
        CONSTRAINT fk_gc_srs FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys (srs_id));
      CREATE TABLE ${TABLE} (fid INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, geom MULTIPOLYGON, plot_id INTEGER, location_id INTEGER,
        location_name TEXT, plotnr TEXT, status TEXT, phase TEXT, plotsize INTEGER, city TEXT);`);
    const srs = db.prepare('INSERT INTO gpkg_spatial_ref_sys VALUES (?, ?, ?, ?, ?, ?)');
    srs.run([
      'Undefined cartesian SRS',
      -1,
      'NONE',
      -1,
      'undefined',
      'undefined cartesian coordinate reference system',
    ]);
    srs.run([
      'Undefined geographic SRS',
      0,
      'NONE',
      0,
      'undefined',
      'undefined geographic coordinate reference system',
    ]);
    srs.run([
      'WGS 84 geodetic',
      WGS84,
      'EPSG',
      WGS84,
      WGS84_WKT,
      'longitude/latitude coordinates in decimal degrees on the WGS 84 spheroid',
    ]);
    srs.free();
    const ext = features.reduce<[number, number, number, number] | null>(
      (acc, f) =>
        acc
          ? [
              Math.min(acc[0], f.bbox[0]),
              Math.min(acc[1], f.bbox[1]),
              Math.max(acc[2], f.bbox[2]),
              Math.max(acc[3], f.bbox[3]),
            ]
          : [...f.bbox],
      null,
    );
    db.run('INSERT INTO gpkg_contents VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
      TABLE,
      'features',
      TABLE,
      'Parcels of the locations (Plotwise)',
      now.toISOString(),
      ext?.[0] ?? null,
      ext?.[1] ?? null,
      ext?.[2] ?? null,
      ext?.[3] ?? null,
      WGS84,
    ]);
    db.run('INSERT INTO gpkg_geometry_columns VALUES (?, ?, ?, ?, 0, 0)', [
      TABLE,
      'geom',
      'MULTIPOLYGON',
      WGS84,
    ]);
    const ins = db.prepare(
      `INSERT INTO ${TABLE} (geom, plot_id, location_id, location_name, plotnr, status, phase, plotsize, city) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    db.exec('BEGIN');
    for (const f of features) {
      const p = parcelProperties(f);
      ins.run([
        gpkgGeometry(f.wkb, f.bbox),
        p.plot_id,
        p.location_id,
        p.location_name,
        p.plotnr,
        p.status,
        p.phase,
        p.plotsize,
        p.city,
      ]);
    }
    db.exec('COMMIT');
    ins.free();
    return Buffer.from(db.export());
  } finally {
    db.close();
  }
}
