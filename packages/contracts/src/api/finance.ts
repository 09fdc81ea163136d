import { z } from 'zod';
import type { BuildingInput, FinanceSheets, FormFactors, GeneratorMessage } from '@plotwise/core';
import { defineRoute } from '../model/route';
import { financeWarningCodes } from '../enums/financeEnums';
import { outlineOf } from '../model/outline';

// The financial sheets of a stored location and concept (docs/finance.md), computed on the server by the same
// engines the browser's sheets run (apps/server/src/features/finance).

const id = z.number().int().positive();

/** Body of POST /api/finance/evaluate: the location and its concept, and optionally the sensitivity grid's steps. */
const financeEvaluateBodySchema = z.strictObject({
  locationId: id,
  conceptId: id,
  sensitivity: z.strictObject({ stepsPercent: z.array(z.number().finite().min(-90).max(500)).max(11) }).optional(),
});

/** Body of POST /api/finance/export: the location and its concept, and the workbook's language. */
const financeExportBodySchema = z.strictObject({
  locationId: id,
  conceptId: id,
  lang: z.enum(['nl', 'en']).default('nl'),
});

const sheet = z.looseObject({});

/**
 * The answer of POST /api/finance/evaluate: the sheets, what the generator could not satisfy, each building's form
 * factors. Their types are the core's (large trees typed field by field there): the answer check sees their outline.
 */
const financeEvaluationSchema = z.object({
  sheets: outlineOf<FinanceSheets>(
    z.object({
      parameters: sheet,
      income: sheet,
      costs: sheet,
      results: sheet,
      rgw: sheet,
      areas: sheet,
      sensitivity: sheet.nullable(),
      warnings: z.array(z.object({ code: z.enum(financeWarningCodes), message: z.string(), count: z.number(), names: z.array(z.string()) })),
    }),
  ),
  generatorMessages: z.array(
    outlineOf<GeneratorMessage>(
      z.object({
        message: z.string(),
        target: z.string(),
        value: z.union([z.number(), z.string()]).nullable(),
        building_id: z.union([z.number(), z.string()]),
        unit_id: z.union([z.number(), z.string()]).nullable(),
      }),
    ),
  ),
  formFactors: z.array(
    outlineOf<FormFactors & { buildingId: BuildingInput['id'] }>(
      z.looseObject({ buildingId: z.union([z.number(), z.string()]), gfa: z.number(), nfa: z.number(), units: z.number(), floors: z.number() }),
    ),
  ),
});

/** The financial sheets of a stored location and concept, read with the caller's rights (another company's is a 404). */
export const financeRoutes = {
  evaluate: defineRoute({
    method: 'POST',
    path: '/api/finance/evaluate',
    access: 'signedIn',
    summary: 'Financial sheets of a stored location and concept (income, costs, results, residual land value, sensitivity)',
    body: financeEvaluateBodySchema,
    response: financeEvaluationSchema,
  }),
  export: defineRoute({
    method: 'POST',
    path: '/api/finance/export',
    access: 'signedIn',
    summary: 'The financial sheets of a stored location and concept as an XLSX workbook of live formulas (lang nl or en)',
    body: financeExportBodySchema,
    response: z.unknown(),
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
};
