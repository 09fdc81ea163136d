import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { gridCapacityOfLocation } from './gridCapacityOfLocation';

/** GET /api/locations/detail/{id}/gridcapacity: grid congestion at the location (docs/geodata.md "Grid capacity"). */
export function registerLocationGridCapacityRoutes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.gridCapacity, async ({ params: { id } }, req) => gridCapacityOfLocation(db, authorize(locations, 'read', req.actor, undefined, id), id));
}
