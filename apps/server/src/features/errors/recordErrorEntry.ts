import type { Db } from '../../db/database';

/** An error entry as stored: the log already JSON text within its size; who reported it when signed in. */
interface ErrorEntry {
  name: string;
  reference: string;
  logJson: string;
  companyId: number | null;
  userId: number | null;
}

/** Store an error entry unless its reference is known (then answers that entry, created false); a new one applies `keep`. */
export async function recordErrorEntry(db: Db, e: ErrorEntry, keep: { keptDays: number; keptEntries: number }): Promise<{ id: number | undefined; created: boolean }> {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO errors (name, reference, log, company_id, user_id) VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (reference) DO NOTHING RETURNING id`,
    [e.name, e.reference, e.logJson, e.companyId, e.userId],
  );
  if (inserted[0]) {
    // retention: drop what is older than the kept days or beyond the kept number (an index range on id; the
    // server-wide rate bounds how often this runs)
    await db.query(
      `DELETE FROM errors WHERE created_at < now() - make_interval(days => $1)
          OR id <= (SELECT id FROM errors ORDER BY id DESC OFFSET $2 LIMIT 1)`,
      [keep.keptDays, keep.keptEntries],
    );
    return { id: inserted[0].id, created: true };
  }
  const existing = await db.query<{ id: number }>('SELECT id FROM errors WHERE reference = $1', [e.reference]);
  return { id: existing[0]?.id, created: false };
}
