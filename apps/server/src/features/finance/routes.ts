import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { evaluateConcept } from './conceptFinance';
import { validate } from '../../http/validate';
import { access, actorOf } from '../../http/access';

const evaluateBodySchema = z.strictObject({
  locationId: z.number().int().positive(),
  conceptId: z.number().int().positive(),
  sensitivity: z.strictObject({ stepsPercent: z.array(z.number().finite().min(-90).max(500)).max(11) }).optional(),
});

/** POST /api/finance/evaluate: the financial sheets of a stored location and concept (docs/finance.md). */
export function registerFinanceRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/finance/evaluate', access('signedIn'), async (req) => {
    const actor = actorOf(req);
    const body = validate(evaluateBodySchema, req.body);
    return db.tenant(actor.companyId, (tx) => evaluateConcept(new Repository(tx), actor, body.locationId, body.conceptId, body.sensitivity));
  });
}
