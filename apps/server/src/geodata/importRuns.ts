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
export function recentImportRuns(db: Db): Promise<ImportRun[]> {
  return db.query<ImportRun>(
    `SELECT id AS "jobId", format, source_name AS source, status, started_at AS "startedAt", finished_at AS "finishedAt", error,
            (report->>'read')::int AS read, (report->>'written')::int AS written, (report->>'rejected')::int AS rejected,
            (report->>'durationMs')::int AS "durationMs"
       FROM geo_import_runs ORDER BY id DESC LIMIT 100`,
  );
}
