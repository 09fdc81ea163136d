import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import type { Config } from '../../config';
import { fetchOnlineRules, withOnlineRules } from './onlineRules';
import { omgevingsplanOfLocation } from './omgevingsplanOfLocation';
import { refreshConstraints } from './refreshConstraints';

/**
 * POST /api/locations/detail/{id}/constraints/refresh: the zoning's constraints again; hand-made ones stay.
 * GET /api/locations/detail/{id}/omgevingsplan: the omgevingsplan rules at the location.
 * POST /api/locations/detail/{id}/omgevingsplan/fetch: the rules at the location from the online sources, kept.
 */
export function registerLocationConstraintRoutes(app: FastifyInstance, db: Db, config: Config) {
  serve(app, locationRoutes.omgevingsplan, async ({ params: { id } }, req) => {
    const actor = authorize(locations, 'read', req.actor, undefined, id);
    return withOnlineRules(db, actor, id, await omgevingsplanOfLocation(db, actor, id));
  });
  // the rules at the location from the DSO and Ruimtelijke Plannen (app.log, not req.log: one logger the tests can watch for the key)
  serve(app, locationRoutes.fetchOmgevingsplan, async ({ params: { id } }, req) => fetchOnlineRules(db, authorize(locations, 'update', req.actor, undefined, id), id, config, app.log));
  serve(app, locationRoutes.refreshConstraints, async ({ params: { id } }, req) => refreshConstraints(db, authorize(locations, 'update', req.actor, undefined, id), id));
}
