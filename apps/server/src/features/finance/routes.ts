import type { FastifyInstance } from 'fastify';
import { financeRoutes } from '@plotwise/contracts';
import { buildFinanceWorkbook } from '@plotwise/core';
import type { Db } from '../../db/database';
import { conceptFinanceInput, evaluateConcept, financeFailed } from './conceptFinance';
import { financeWorkbookXlsx } from './workbookXlsx';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';

const stamp = () => new Date().toISOString().slice(0, 10);

/** POST /api/finance/evaluate and /api/finance/export: the financial sheets of a stored location and concept (docs/finance.md). */
export function registerFinanceRoutes(app: FastifyInstance, db: Db) {
  serve(app, financeRoutes.evaluate, async ({ body }, req) => {
    const actor = actorOf(req);
    return evaluateConcept(db, actor, body.locationId, body.conceptId, body.sensitivity);
  });

  // The sheets as an XLSX workbook in which every figure is a formula over an Inputs sheet (docs/finance.md "Excel export").
  serve(app, financeRoutes.export, async ({ body }, req, reply) => {
    const actor = actorOf(req);
    const { input } = await conceptFinanceInput(db, actor, body.locationId, body.conceptId);
    const model = buildFinanceWorkbook(input, body.lang);
    if (!model.ok) throw financeFailed(model.errors);
    const file = await financeWorkbookXlsx(model.value);
    const name = `${body.lang === 'en' ? 'finance' : 'financien'}-concept-${body.conceptId}-${stamp()}.xlsx`;
    void reply.header('content-disposition', `attachment; filename="${name}"`);
    return file;
  });
}
