import type { ImportJob, ImportRun } from '@plotwise/contracts/api/importReport';
import type { Db } from '../db/database';
import type { ImportReport } from './runner/report';

type StoredRun = { status: ImportJob['status']; report: ImportReport | null; error: string | null; format: string; source_name: string };

/** An import run as geo_import_runs keeps it (any server instance), or undefined for an unknown id. */
export async function storedImportRun(db: Db, id: number): Promise<StoredRun | undefined> {
  const [row] = await db.query<StoredRun>(
    `SELECT status, report, error, format, source_name FROM geo_import_runs WHERE id = $1`,
    [id],
  );
  return row;
}

/** The last 100 import runs, newest first, with the counts of their reports. */
export async function recentImportRuns(db: Db): Promise<ImportRun[]> {
  const rows = await db.query<Omit<ImportRun, 'startedAt' | 'finishedAt'> & { startedAt: Date | string; finishedAt: Date | string | null }>(
    `SELECT id AS "jobId", format, source_name AS source, status, started_at AS "startedAt", finished_at AS "finishedAt", error,
            (report->>'read')::int AS read, (report->>'written')::int AS written, (report->>'rejected')::int AS rejected,
            (report->>'durationMs')::int AS "durationMs"
       FROM geo_import_runs ORDER BY id DESC LIMIT 100`,
  );
  // timestamps come back as Date objects: the answer says ISO strings
  const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : v);
  return rows.map((r) => ({ ...r, startedAt: iso(r.startedAt), finishedAt: r.finishedAt === null ? null : iso(r.finishedAt) }));
}

/** Whether a feature layer holds any feature, and the date (YYYY-MM-DD) its newest import finished: "not imported" is never "none near". */
export async function featureLayerImport(db: Db, layer: string): Promise<{ imported: boolean; asOf: string | null }> {
  const [row] = await db.query<{ as_of: string | null; imported: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM geo_features WHERE layer = $1) AS imported,
            (SELECT to_char(max(r.finished_at), 'YYYY-MM-DD') FROM geo_import_runs r
              WHERE r.id IN (SELECT DISTINCT run_id FROM geo_features WHERE layer = $1)) AS as_of`,
    [layer],
  );
  return { imported: row?.imported === true, asOf: row?.as_of ?? null };
}
