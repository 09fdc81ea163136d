import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildFinanceWorkbook } from '@plotwise/core';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { conceptFinanceInput, evaluateConcept, financeFailed } from './conceptFinance';
import { financeWorkbookXlsx } from './workbookXlsx';
import { validate } from '../../http/validate';
import { access, actorOf } from '../../http/access';

const evaluateBodySchema = z.strictObject({
  locationId: z.number().int().positive(),
  conceptId: z.number().int().positive(),
  sensitivity: z.strictObject({ stepsPercent: z.array(z.number().finite().min(-90).max(500)).max(11) }).optional(),
});

const exportBodySchema = z.strictObject({
  locationId: z.number().int().positive(),
  conceptId: z.number().int().positive(),
  lang: z.enum(['nl', 'en']).default('nl'),
});

const stamp = () => new Date().toISOString().slice(0, 10);

/** POST /api/finance/evaluate and /api/finance/export: the financial sheets of a stored location and concept (docs/finance.md). */
export function registerFinanceRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/finance/evaluate', access('signedIn'), async (req) => {
    const actor = actorOf(req);
    const body = validate(evaluateBodySchema, req.body);
    return db.tenant(actor.companyId, (tx) => evaluateConcept(new Repository(tx), actor, body.locationId, body.conceptId, body.sensitivity));
  });

  // The sheets as an XLSX workbook in which every figure is a formula over an Inputs sheet (docs/finance.md "Excel export").
  app.post('/api/finance/export', access('signedIn'), async (req, reply) => {
    const actor = actorOf(req);
    const body = validate(exportBodySchema, req.body);
    const { input } = await db.tenant(actor.companyId, (tx) => conceptFinanceInput(new Repository(tx), actor, body.locationId, body.conceptId));
    const model = buildFinanceWorkbook(input, body.lang);
    if (!model.ok) throw financeFailed(model.errors);
    const file = await financeWorkbookXlsx(model.value);
    const name = `${body.lang === 'en' ? 'finance' : 'financien'}-concept-${body.conceptId}-${stamp()}.xlsx`;
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
}
