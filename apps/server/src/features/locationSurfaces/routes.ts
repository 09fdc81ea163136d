import type { FastifyInstance } from 'fastify';
import { locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { access } from '../../http/access';
import { surfacesOfLocation } from './surfacesOfLocation';

/** GET /api/locations/detail/{id}/surfaces: the BGT paved, green, water and built m² inside the location's parcels. */
export function registerLocationSurfaceRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string } }>('/api/locations/detail/:id/surfaces', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'read', req.actor, undefined, id);
    return surfacesOfLocation(db, actor, id);
  });
}
