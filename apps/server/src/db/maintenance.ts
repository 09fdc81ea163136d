import type { Db } from './database';

/**
 * Tables whose reads are large scans that an up-to-date visibility map turns into index-only scans: the usage
 * rollups (staff usage charts read two years of them). PostgreSQL's autovacuum keeps them so; the embedded PGlite
 * has no autovacuum, so the nightly maintenance job does it there (measured in docs/operations.md).
 */
const MAINTAINED_TABLES = ['usage_counts', 'usage_active_users', 'usage_events', 'audit_events'] as const;

/** VACUUM ANALYZE each maintained table (one statement each: VACUUM cannot run inside a transaction). */
export async function vacuumAnalyze(db: Db, tables: readonly string[] = MAINTAINED_TABLES): Promise<{ table: string; ms: number }[]> {
  const out: { table: string; ms: number }[] = [];
  for (const table of tables) {
    const started = performance.now();
    await db.query(`VACUUM ANALYZE "${table.replaceAll('"', '')}"`);
    out.push({ table, ms: Math.round(performance.now() - started) });
  }
  return out;
}
