import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { natura2000AtLocation } from './nearestNatura2000';

/** GET /api/locations/detail/{id}/natura2000: the nearest Natura 2000 area, for the nitrogen screening (docs/concepts.md). */
export function registerLocationNatura2000Routes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.natura2000, async ({ params: { id } }, req) => natura2000AtLocation(db, authorize(locations, 'read', req.actor, undefined, id), id));
}
