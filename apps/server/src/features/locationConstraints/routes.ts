import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { withOnlineRules } from '../../geodata/dso/onlineRules';
import { omgevingsplanOfLocation } from './omgevingsplanOfLocation';
import { refreshConstraints } from './refreshConstraints';

/**
 * POST /api/locations/detail/{id}/constraints/refresh: the zoning's constraints again; hand-made ones stay.
 * GET /api/locations/detail/{id}/omgevingsplan: the omgevingsplan rules at the location.
 */
export function registerLocationConstraintRoutes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.omgevingsplan, async ({ params: { id } }, req) => {
    const actor = authorize(locations, 'read', req.actor, undefined, id);
    return withOnlineRules(db, actor, id, await omgevingsplanOfLocation(db, actor, id));
  });
  serve(app, locationRoutes.refreshConstraints, async ({ params: { id } }, req) => refreshConstraints(db, authorize(locations, 'update', req.actor, undefined, id), id));
}
