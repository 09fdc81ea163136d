import type { Db } from '../../db/database';

/**
 * Planner statistics of the imported tables.
 *
 * PGlite runs PostGIS compiled to 32-bit WebAssembly, where a float8 is passed by reference. PostGIS's join estimate
 * for two geometry columns (`estimate_join_selectivity`, used by `&&` and by the support function of ST_Intersects,
 * ST_DWithin, ST_Contains ...) answers "no overlap" with `PG_RETURN_FLOAT8(0.0)` inside a function that returns a
 * plain double: on 64-bit PostgreSQL that Datum is the bits of 0.0, on PGlite it is the address of a palloc'd double,
 * so PostgreSQL sees a selectivity of some hundred million and stops the query ("invalid join selectivity:
 * 172879520.000000", or "invalid function selectivity" for ST_Intersects). It happens whenever two analysed geometry
 * columns whose statistics' extents do not meet are joined directly (parcels of one region, a layer of another).
 *
 * So on PGlite geometry columns carry no statistics: their statistics target is 0 (ANALYZE skips them) and whatever
 * an earlier ANALYZE stored for them is removed. PostGIS then falls back to its defaults (a box search 0.0001 of the
 * rows, a join 0.001), which keep the planner on the spatial indexes; the other columns keep their statistics, and
 * PostgreSQL keeps its own (its estimates are right there).
 */
async function withoutGeometryStatistics(db: Db): Promise<void> {
  if (db.kind !== 'pglite') return;
  const columns = await db.query<{ tbl: string; col: string; target: number | null }>(
    `SELECT a.attrelid::regclass::text AS tbl, a.attname AS col, a.attstattarget AS target
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE a.atttypid = 'geometry'::regtype AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
        AND c.relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)`,
  );
  for (const c of columns)
    if (c.target !== 0) await db.exec(`ALTER TABLE ${c.tbl} ALTER COLUMN "${c.col.replaceAll('"', '""')}" SET STATISTICS 0`);
  // statistics an earlier ANALYZE stored (before this rule, or after a table was loaded anew) go too
  await db.exec(
    `DELETE FROM pg_statistic s USING pg_attribute a
      WHERE s.starelid = a.attrelid AND s.staattnum = a.attnum AND a.atttypid = 'geometry'::regtype`,
  );
}

/** ANALYZE the tables an import wrote (on PGlite without statistics on geometry columns, see above). */
export async function analyzeTables(db: Db, tables: readonly string[]): Promise<void> {
  await withoutGeometryStatistics(db);
  for (const table of tables) if (/^geo_[a-z0-9_]+$/.test(table)) await db.exec(`ANALYZE ${table}`);
}
