import type { FastifyInstance } from 'fastify';
import { usageRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { serve } from '../../http/serve';
import { recordSearches } from './recordSearches';
import { reportedSearches, reporting, usage } from './usageQueries';

/** Staff usage and reporting (/admin/usage, /admin/reporting, /admin/reporting/searchresults) and the recording of searches. */
export function registerUsageRoutes(app: FastifyInstance, db: Db) {
  recordSearches(app, db);
  serve(app, usageRoutes.usage, async ({ query }) => usage(db, query));
  serve(app, usageRoutes.reporting, async ({ query }) => reporting(db, query));
  serve(app, usageRoutes.searches, async ({ query }) => reportedSearches(db, query));
}
