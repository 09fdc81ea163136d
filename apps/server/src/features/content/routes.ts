import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { access } from '../../http/access';
import { publishedNews } from './publishedNews';

/** News on /home/gettingstarted: shown this long after publication. */
const NEWS_DAYS = 180;
const NEWS_SHOWN = 10;

/** GET /api/content/news: the published news for everyone signed in (staff manage items through the data API). */
export function registerContentRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/content/news', access('signedIn'), async () => {
    const now = new Date();
    return publishedNews(db, { since: new Date(now.getTime() - NEWS_DAYS * 86_400_000), now, kinds: ['news'], limit: NEWS_SHOWN });
  });
}
