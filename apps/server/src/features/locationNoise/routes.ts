import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { noiseAtLocation } from './noiseAtLocation';

/** GET /api/locations/detail/{id}/noise: the Lden contours near the location, for the noise pre-check (docs/concepts.md). */
export function registerLocationNoiseRoutes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.noise, async ({ params: { id } }, req) => noiseAtLocation(db, authorize(locations, 'read', req.actor, undefined, id), id));
}
