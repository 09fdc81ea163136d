import type { FastifyInstance } from 'fastify';
import { locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { withOnlineRules } from '../../geodata/dso/onlineRules';
import { omgevingsplanOfLocation } from './omgevingsplanOfLocation';
import { refreshConstraints } from './refreshConstraints';
import { access } from '../../http/access';

/**
 * POST /api/locations/detail/{id}/constraints/refresh: the zoning's constraints again; hand-made ones stay.
 * GET /api/locations/detail/{id}/omgevingsplan: the omgevingsplan rules at the location.
 */
export function registerLocationConstraintRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string } }>('/api/locations/detail/:id/omgevingsplan', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'read', req.actor, undefined, id);
    return withOnlineRules(db, actor, id, await omgevingsplanOfLocation(db, actor, id));
  });
  app.post<{ Params: { id: string } }>('/api/locations/detail/:id/constraints/refresh', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    return refreshConstraints(db, actor, id);
  });
}
