import type { FastifyInstance } from 'fastify';
import { locationRoutes, locationscustomvalues } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { writeCustomValueCells } from './writeCells';

/** PUT /api/locations/custom-values: the custom-fields grid's cells, all or nothing. */
export function registerLocationCustomValueRoutes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.customValues, async ({ body }, req) => writeCustomValueCells(db, authorize(locationscustomvalues, 'update', actorOf(req)), body));
}
