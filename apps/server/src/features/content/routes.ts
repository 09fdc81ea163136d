import type { FastifyInstance } from 'fastify';
import { contentRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { serve } from '../../http/serve';
import { publishedNews } from './publishedNews';

/** News on /home/gettingstarted: shown this long after publication. */
const NEWS_DAYS = 180;
const NEWS_SHOWN = 10;

/** GET /api/content/news: the published news for everyone signed in (staff manage items through the data API). */
export function registerContentRoutes(app: FastifyInstance, db: Db) {
  serve(app, contentRoutes.news, async () => {
    const now = new Date();
    return publishedNews(db, { since: new Date(now.getTime() - NEWS_DAYS * 86_400_000), now, kinds: ['news'], limit: NEWS_SHOWN });
  });
}
