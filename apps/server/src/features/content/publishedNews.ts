import type { NewsItem } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/**
 * The items published in (since, now] (from their publish time, or their creation without one): never hidden
 * ones, most important first, then newest; at most `limit`. The weekly e-mail asks for both kinds since its last
 * run; /home/gettingstarted asks for news.
 */
export async function publishedNews(db: Db, q: { since: Date; now: Date; kinds: ReadonlyArray<'news' | 'email'>; limit?: number }): Promise<NewsItem[]> {
  return db.query<NewsItem>(
    `SELECT id, coalesce(name, '') AS name, coalesce(description, '') AS "descriptionHtml", level, type,
            to_char(coalesce(publish_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "publishedAt"
       FROM contentitems
      WHERE level <> 'hidden' AND type = ANY($1::text[]) AND coalesce(publish_at, created_at) > $2 AND coalesce(publish_at, created_at) <= $3
      ORDER BY CASE level WHEN 'important' THEN 0 WHEN 'promotional' THEN 1 ELSE 2 END, coalesce(publish_at, created_at) DESC, id DESC
      LIMIT $4`,
    [q.kinds, q.since.toISOString(), q.now.toISOString(), q.limit ?? 1000],
  );
}
