import { z } from 'zod';
import { defineRoute } from '../model/route';
import { ERROR_ENTRY_SIZE } from './errorEntry';

// Apart from errorEntry.ts, whose sizes the web's first load needs without zod.

/**
 * POST /api/errors/list: a client error entry. Longer names and references are cut rather than refused: the entry of
 * a real failure is worth keeping (the log, any JSON, is kept as at most ERROR_ENTRY_SIZE.logChars of its text).
 */
const errorEntryBodySchema = z.strictObject({
  name: z.string().min(1).transform((s) => s.slice(0, ERROR_ENTRY_SIZE.nameChars)),
  reference: z.string().min(1).transform((s) => s.slice(0, ERROR_ENTRY_SIZE.referenceChars)),
  log: z.unknown().optional(),
});

/**
 * The error entries the web reports (its apiClient posts them by hand, so that reporting a failure never depends on
 * the route contracts). 201 with a new entry, 200 with the one of the same reference (created false).
 */
export const errorRoutes = {
  record: defineRoute({
    method: 'POST',
    path: '/api/errors/list',
    access: 'public',
    summary: 'Record a client error entry (one per reference; same origin only, small, rate limited)',
    body: errorEntryBodySchema,
    response: z.object({ id: z.number().int().optional(), name: z.string(), reference: z.string(), created: z.boolean() }),
  }),
};
