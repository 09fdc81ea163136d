import type { FastifyInstance } from 'fastify';
import { locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { refreshConstraints } from './refreshConstraints';
import { access } from '../../http/access';

/** POST /api/locations/detail/{id}/constraints/refresh: the zoning's constraints again; hand-made ones stay. */
export function registerLocationConstraintRoutes(app: FastifyInstance, db: Db) {
  app.post<{ Params: { id: string } }>('/api/locations/detail/:id/constraints/refresh', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    return refreshConstraints(db, actor, id);
  });
}
