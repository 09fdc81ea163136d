import { publicationStatuses } from '@plotwise/contracts';
import type { Db, Row } from '../db/database';
import { AppError } from '../http/appError';
import { publicByKey } from './publicRecords';

interface VisitorDecision {
  /** 0-5 */
  rating?: number | undefined;
  decision?: 'accept' | 'reject' | undefined;
}

/** A visitor rates, accepts or rejects a published location as far as its publication allows (forbidden otherwise). */
export async function decideAsVisitor(db: Db, key: string, change: VisitorDecision): Promise<Row> {
  const loc = await publicByKey(db, 'locations', key);
  // The publication that exposes the location decides what a visitor may change.
  const cfg = (
    await db.query<{ allow: boolean; rating_mode: string; accept: number | null; reject: number | null }>(
      `SELECT pc.allow_accept_reject AS allow, pc.rating_mode, pc.search_query_accept_status AS accept, pc.search_query_reject_status AS reject
         FROM publications p JOIN publication_cfgs pc ON pc.publication_id = p.id
        WHERE p.status = $1 AND p.company_id = (SELECT company_id FROM locations WHERE id = $2)
          AND (p.id = $3 OR pc.location_key = $4 OR p.filter_search_query_id = $5 OR pc.search_query_key = (SELECT key FROM searchqueries WHERE id = $5))
        ORDER BY pc.allow_accept_reject DESC LIMIT 1`,
      [publicationStatuses.published, loc.id, loc.publicationId, loc.key, loc.searchQueryId],
    )
  )[0];
  const sets: Record<string, unknown> = {};
  if (change.rating !== undefined) {
    if (cfg?.rating_mode !== 'edit') throw new AppError('forbidden', 'This publication does not allow rating');
    sets.rating = change.rating;
  }
  if (change.decision) {
    const status = change.decision === 'accept' ? cfg?.accept : cfg?.reject;
    if (!cfg?.allow || status === null || status === undefined)
      throw new AppError('forbidden', 'This publication does not allow accepting or rejecting');
    sets.status = status;
  }
  const cols = Object.keys(sets);
  await db.query(
    `UPDATE locations SET ${cols.map((c, i) => `"${c}" = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
    [loc.id, ...cols.map((c) => sets[c])],
  );
  return publicByKey(db, 'locations', key);
}
