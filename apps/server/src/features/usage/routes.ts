import type { FastifyInstance } from 'fastify';
import { reportingQuerySchema, usageQuerySchema } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { access } from '../../http/access';
import { validate } from '../../http/validate';
import { recordSearches } from './recordSearches';
import { reportedSearches, reporting, usage } from './usageQueries';

/** Staff usage and reporting (/admin/usage, /admin/reporting, /admin/reporting/searchresults) and the recording of searches. */
export function registerUsageRoutes(app: FastifyInstance, db: Db) {
  recordSearches(app, db);
  app.get('/api/admin/usage', access('staff'), async (req) => usage(db, validate(usageQuerySchema, req.query, 'query')));
  app.get('/api/admin/reporting', access('staff'), async (req) => reporting(db, validate(reportingQuerySchema, req.query, 'query')));
  app.get('/api/admin/reporting/searchresults', access('staff'), async (req) =>
    reportedSearches(db, validate(reportingQuerySchema, req.query, 'query')),
  );
}
