import type { FastifyInstance } from 'fastify';
import { locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { access } from '../../http/access';
import { gridCapacityOfLocation } from './gridCapacityOfLocation';

/** GET /api/locations/detail/{id}/gridcapacity: grid congestion at the location (docs/geodata.md "Grid capacity"). */
export function registerLocationGridCapacityRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string } }>('/api/locations/detail/:id/gridcapacity', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'read', req.actor, undefined, id);
    return gridCapacityOfLocation(db, actor, id);
  });
}
