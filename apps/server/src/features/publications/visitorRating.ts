import { publicationStatuses } from '@plotwise/contracts';
import type { Db, Row } from '../../db/database';
import { AppError } from '../../http/appError';

/**
 * A visitor rates a published location (0-5) when a published publication that shows it allows rating (ratingMode
 * edit): its own publication, one naming its key, or a search-query page showing it. Forbidden otherwise.
 */
export async function checkVisitorRating(db: Db, loc: Row): Promise<void> {
  const [allowed] = await db.query(
    `SELECT 1 FROM publications p JOIN publication_cfgs pc ON pc.publication_id = p.id
      WHERE p.status = $1 AND p.company_id = (SELECT company_id FROM locations WHERE id = $2) AND pc.rating_mode = 'edit'
        AND (p.id = $3 OR pc.location_key = $4 OR p.filter_search_query_id = $5 OR pc.search_query_key = (SELECT key FROM searchqueries WHERE id = $5))
      LIMIT 1`,
    [publicationStatuses.published, loc.id, loc.publicationId, loc.key, loc.searchQueryId],
  );
  if (!allowed) throw new AppError('forbidden', 'This publication does not allow rating');
}

/** Store a visitor's rating of a location (checked by checkVisitorRating). */
export async function storeVisitorRating(db: Db, locationId: unknown, rating: number): Promise<void> {
  await db.query('UPDATE locations SET rating = $2, updated_at = now() WHERE id = $1', [locationId, rating]);
}
