import type { FastifyInstance } from 'fastify';
import { customValueCellsBody, locationscustomvalues } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import { writeCustomValueCells } from './writeCells';

/** PUT /api/locations/custom-values: the custom-fields grid's cells, all or nothing. */
export function registerLocationCustomValueRoutes(app: FastifyInstance, db: Db) {
  app.put('/api/locations/custom-values', access('signedIn'), async (req) => {
    const actor = authorize(locationscustomvalues, 'update', actorOf(req));
    return writeCustomValueCells(db, actor, validate(customValueCellsBody, req.body));
  });
}
