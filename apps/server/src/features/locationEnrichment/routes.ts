import type { FastifyInstance } from 'fastify';
import { locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { access } from '../../http/access';
import { enrichLocation } from './enrichLocation';

/** POST /api/locations/detail/{id}/enrich: the location's address, zoning and constraints again from the registers. */
export function registerLocationEnrichmentRoutes(app: FastifyInstance, db: Db) {
  app.post<{ Params: { id: string } }>('/api/locations/detail/:id/enrich', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    return enrichLocation(db, actor, id);
  });
}
