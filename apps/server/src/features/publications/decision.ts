import type { PublicDecision } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { publishedByKey } from './page';

/**
 * A visitor of a published search-query page accepts or rejects one of its locations (spec: allowAcceptReject).
 * The location's status moves to the configured accept or reject status and the change joins the location's
 * activity (location_pipeline_changes) under the name the visitor gave (migration 0018). Draft, hidden and unknown
 * publications answer 404; a publication without accept/reject answers 403.
 */
export async function decideLocation(
  db: Db,
  publicationKey: string,
  locationKey: string,
  body: PublicDecision,
): Promise<{ status: number }> {
  const p = await publishedByKey(db, publicationKey);
  if (!p || p.type !== 'searchquery') throw notFound('publications');
  const [cfg] = await db.query<{ accept: number | null; reject: number | null; allow: boolean | null }>(
    `SELECT search_query_accept_status AS accept, search_query_reject_status AS reject, allow_accept_reject AS allow
       FROM publication_cfgs WHERE publication_id = $1`,
    [p.id],
  );
  const to = body.decision === 'accept' ? cfg?.accept : cfg?.reject;
  if (!cfg?.allow || to === null || to === undefined)
    throw new AppError('forbidden', 'This publication does not allow accepting or rejecting');
  return db.transaction(async (tx) => {
    const [loc] = await tx.query<{ id: number; status: number | null }>(
      `SELECT l.id, l.status FROM locations l JOIN searchqueries q ON q.id = l.search_query_id AND q.company_id = l.company_id
        WHERE l.key = $1 AND l.company_id = $2 AND l.deleted IS NOT TRUE
          AND (q.id = $3 OR q.key = (SELECT search_query_key FROM publication_cfgs WHERE publication_id = $4) OR q.publication_id = $4)
        FOR UPDATE OF l`,
      [locationKey, p.company_id, p.filter_search_query_id, p.id],
    );
    if (!loc) throw notFound('locations');
    if (loc.status !== to) {
      await tx.query('UPDATE locations SET status = $1, updated_at = now() WHERE id = $2', [to, loc.id]);
      await tx.query(
        `INSERT INTO location_pipeline_changes (company_id, location_id, field, from_value, to_value, visitor_name) VALUES ($1, $2, 'status', $3, $4, $5)`,
        [p.company_id, loc.id, loc.status, to, body.visitorName],
      );
    }
    return { status: to };
  });
}
