import type { RefreshSource, RefreshSourceInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';

type SourceRow = {
  id: number;
  name: string;
  kind: RefreshSource['kind'];
  url: string;
  format: string | null;
  bbox: number[] | null;
  area: string | null;
  layer: string | null;
  every_days: number;
  enabled: boolean;
  requested: boolean;
  last_run_id: number | null;
  last_refreshed_at: Date | null;
  last_attempt_at: Date | null;
  last_error: string | null;
};

const DAY_MS = 86_400_000;

/** A stored source as the API answers it; due `everyDays` after its last refresh (at once when never refreshed). */
function presentSource(r: SourceRow): RefreshSource {
  const due = !r.enabled ? null : r.requested || !r.last_refreshed_at ? new Date(0) : new Date(r.last_refreshed_at.getTime() + r.every_days * DAY_MS);
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    url: r.url,
    format: r.format,
    bbox: r.bbox && r.bbox.length === 4 ? [r.bbox[0]!, r.bbox[1]!, r.bbox[2]!, r.bbox[3]!] : null,
    area: r.area,
    layer: r.layer,
    everyDays: r.every_days,
    enabled: r.enabled,
    requested: r.requested,
    lastRunId: r.last_run_id,
    lastRefreshedAt: r.last_refreshed_at?.toISOString() ?? null,
    lastAttemptAt: r.last_attempt_at?.toISOString() ?? null,
    lastError: r.last_error,
    dueAt: due?.toISOString() ?? null,
  };
}

const COLUMNS = 'id, name, kind, url, format, bbox, area, layer, every_days, enabled, requested, last_run_id, last_refreshed_at, last_attempt_at, last_error';
const values = (s: RefreshSourceInput) => [s.name, s.kind, s.url, s.format, s.bbox, s.area, s.layer, s.everyDays, s.enabled];

/** Every configured source, by name. */
export async function listSources(db: Db): Promise<RefreshSource[]> {
  return (await db.query<SourceRow>(`SELECT ${COLUMNS} FROM data_refresh_sources ORDER BY lower(name), id`)).map(presentSource);
}

/** The sources the job takes at `now`: enabled, and asked for or not refreshed for `every_days`. */
export async function dueSources(db: Db, now: Date): Promise<RefreshSource[]> {
  const rows = await db.query<SourceRow>(
    `SELECT ${COLUMNS} FROM data_refresh_sources
      WHERE enabled AND (requested OR last_refreshed_at IS NULL OR last_refreshed_at + make_interval(days => every_days) <= $1)
      ORDER BY id`,
    [now],
  );
  return rows.map(presentSource);
}

/** Add a source. */
export async function createSource(db: Db, s: RefreshSourceInput, userId: number): Promise<RefreshSource> {
  const [row] = await db.query<SourceRow>(
    `INSERT INTO data_refresh_sources (name, kind, url, format, bbox, area, layer, every_days, enabled, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [...values(s), userId],
  );
  return presentSource(row!);
}

/** Replace a source's settings (its refresh history stays). */
export async function updateSource(db: Db, id: number, s: RefreshSourceInput): Promise<RefreshSource> {
  const [row] = await db.query<SourceRow>(
    `UPDATE data_refresh_sources SET name = $1, kind = $2, url = $3, format = $4, bbox = $5, area = $6, layer = $7, every_days = $8, enabled = $9
      WHERE id = $10 RETURNING ${COLUMNS}`,
    [...values(s), id],
  );
  if (!row) throw notFound('Refresh source');
  return presentSource(row);
}

/** Remove a source (the data it imported stays). */
export async function deleteSource(db: Db, id: number): Promise<void> {
  if (!(await db.query('DELETE FROM data_refresh_sources WHERE id = $1 RETURNING id', [id])).length) throw notFound('Refresh source');
}

/** Ask for a refresh at the job's next start, whether due or not. */
export async function requestRefresh(db: Db, id: number): Promise<RefreshSource> {
  const [row] = await db.query<SourceRow>(`UPDATE data_refresh_sources SET requested = true WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  if (!row) throw notFound('Refresh source');
  return presentSource(row);
}

/** Record one attempt: a success moves the schedule on; a failure keeps the source due, with the reason. */
export async function recordAttempt(db: Db, id: number, at: Date, outcome: { runId: number } | { error: string }): Promise<void> {
  if ('runId' in outcome)
    await db.query(
      `UPDATE data_refresh_sources SET requested = false, last_run_id = $2, last_refreshed_at = $3, last_attempt_at = $3, last_error = NULL WHERE id = $1`,
      [id, outcome.runId, at],
    );
  else await db.query(`UPDATE data_refresh_sources SET last_attempt_at = $2, last_error = $3 WHERE id = $1`, [id, at, outcome.error]);
}
