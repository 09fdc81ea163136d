import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { surfacesOfLocation } from './surfacesOfLocation';

/** GET /api/locations/detail/{id}/surfaces: the BGT paved, green, water and built m² inside the location's parcels. */
export function registerLocationSurfaceRoutes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.surfaces, async ({ params: { id } }, req) => surfacesOfLocation(db, authorize(locations, 'read', req.actor, undefined, id), id));
}
