import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { enrichLocation } from './enrichLocation';

/** POST /api/locations/detail/{id}/enrich: the location's address, zoning and constraints again from the registers. */
export function registerLocationEnrichmentRoutes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.enrich, async ({ params: { id } }, req) => enrichLocation(db, authorize(locations, 'update', req.actor, undefined, id), id));
}
