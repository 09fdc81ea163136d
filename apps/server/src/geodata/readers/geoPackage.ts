import { readFileSync } from 'node:fs';
import initSqlJs, { type Database } from 'sql.js';
import { AppError } from '../../http/appError';

export interface GpkgLayer {
  table: string;
  geometryColumn: string;
  /** EPSG code of the layer (0 or -1: undefined in the file) */
  srid: number;
}

export interface GpkgRow {
  properties: Record<string, unknown>;
  /** ISO WKB of the geometry (the GeoPackage header stripped), or null */
  wkb: Buffer | null;
}

let sqlJs: ReturnType<typeof initSqlJs> | null = null;

/**
 * A GeoPackage opened with SQLite in WebAssembly. sql.js needs the whole file in memory (there is no file
 * system below it), so GeoPackages are the one input that is not streamed; rows are still read one by one.
 */
export class GeoPackage {
  private constructor(private readonly db: Database, readonly name: string) {}

  static async open(file: string, name: string): Promise<GeoPackage> {
    sqlJs ??= initSqlJs();
    const SQL = await sqlJs;
    let db: Database;
    try {
      db = new SQL.Database(readFileSync(file));
      db.exec('SELECT count(*) FROM gpkg_contents');
    } catch (e) {
      throw new AppError('validation_failed', `${name}: not a GeoPackage (${(e as Error).message})`);
    }
    return new GeoPackage(db, name);
  }

  /** Feature tables with their geometry column and EPSG code. */
  layers(): GpkgLayer[] {
    const res = this.db.exec(
      `SELECT g.table_name, g.column_name, COALESCE(CASE WHEN lower(s.organization) = 'epsg' THEN s.organization_coordsys_id END, g.srs_id)
         FROM gpkg_geometry_columns g LEFT JOIN gpkg_spatial_ref_sys s ON s.srs_id = g.srs_id ORDER BY g.table_name`,
    );
    return (res[0]?.values ?? []).map(([t, c, s]) => ({ table: String(t), geometryColumn: String(c), srid: Number(s) }));
  }

  /** Rows of a layer, one at a time. */
  *rows(layer: GpkgLayer): Generator<GpkgRow> {
    const st = this.db.prepare(`SELECT * FROM "${layer.table.replaceAll('"', '""')}"`);
    try {
      while (st.step()) {
        const row = st.getAsObject();
        const blob = row[layer.geometryColumn];
        delete row[layer.geometryColumn];
        yield { properties: row, wkb: blob instanceof Uint8Array ? stripHeader(blob) : null };
      }
    } finally {
      st.free();
    }
  }

  close() {
    this.db.close();
  }
}

/** GeoPackage geometry blob: "GP", version, flags, srs_id, envelope, then standard WKB. */
function stripHeader(b: Uint8Array): Buffer | null {
  if (b[0] !== 0x47 || b[1] !== 0x50) return Buffer.from(b); // plain WKB (some writers)
  const flags = b[3]!;
  if (flags & 0x10) return null; // empty geometry
  const envelope = [0, 32, 48, 48, 64][(flags >> 1) & 7] ?? 0;
  return Buffer.from(b.subarray(8 + envelope));
}
