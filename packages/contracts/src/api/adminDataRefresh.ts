import { z } from 'zod';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';

// Data refresh (/admin/import, "Scheduled refresh"): where each dataset is re-imported from, and how often.

/** Where a source's data comes from: a PDOK OGC API Features collection inside a box, or a file at a URL. */
const refreshSourceKinds = ['ogc', 'download'] as const;

const HTTP_URL = /^https?:\/\/\S+$/i;
const PDOK_COLLECTION = /^(bag|brk)\/[\w-]+$/i;

/** The fields of a source as staff enter them. */
const sourceFields = {
  name: z.string().trim().min(1).max(120),
  kind: z.enum(refreshSourceKinds),
  /** kind ogc: a collection's /items URL or bag/<collection>, brk/<collection>; kind download: the file's URL */
  url: z.string().trim().min(1).max(2000),
  /** an importer format (GET /api/admin/import/formats); ogc: told from the collection when empty */
  format: z.string().trim().max(40).nullable().default(null),
  /** RD New metres: minx, miny, maxx, maxy (kind ogc) */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable().default(null),
  area: z.string().trim().max(80).nullable().default(null),
  layer: z.string().trim().max(80).nullable().default(null),
  everyDays: z.number().int().min(1).max(365).default(7),
  enabled: z.boolean().default(true),
};

/** POST /api/admin/refresh-sources and PUT .../{id}: a source as staff enter it. */
export const refreshSourceInputSchema = z.strictObject(sourceFields).superRefine((s, ctx) => {
  if (s.kind === 'ogc' && !s.bbox) ctx.addIssue({ code: 'custom', path: ['bbox'], message: 'an OGC collection is refreshed inside a box: give minx, miny, maxx, maxy in RD New metres' });
  if (s.bbox && (s.bbox[0] >= s.bbox[2] || s.bbox[1] >= s.bbox[3])) ctx.addIssue({ code: 'custom', path: ['bbox'], message: 'the box needs minx < maxx and miny < maxy' });
  if (s.kind === 'download' && !s.format) ctx.addIssue({ code: 'custom', path: ['format'], message: 'a downloaded file needs its import format' });
  // checked here, not on the field, so that staff see every problem of the form at once
  if (!HTTP_URL.test(s.url) && (s.kind === 'download' || !PDOK_COLLECTION.test(s.url)))
    ctx.addIssue({ code: 'custom', path: ['url'], message: s.kind === 'download' ? 'a download needs a URL starting with http:// or https://' : 'a collection /items URL, or bag/<collection> or brk/<collection>' });
});
export type RefreshSourceInput = z.infer<typeof refreshSourceInputSchema>;

/** A configured source as the screen lists it, with its last refresh and when it is due next. */
const refreshSourceSchema = z.object({
  ...sourceFields,
  id: z.number().int(),
  /** a run of the job takes it at its next start (refresh now) */
  requested: z.boolean(),
  lastRunId: z.number().int().nullable(),
  lastRefreshedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** when the job takes it again (null: disabled) */
  dueAt: z.string().nullable(),
});
export type RefreshSource = z.infer<typeof refreshSourceSchema>;

const staff = 'staff' as const;
/** The routes of /admin/import "Scheduled refresh" (staff). */
export const refreshSourceRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/admin/refresh-sources', access: staff, summary: 'Staff: the sources the data_refresh job re-imports', response: z.array(refreshSourceSchema) }),
  create: defineRoute({ method: 'POST', path: '/api/admin/refresh-sources', access: staff, summary: 'Staff: add a source', body: refreshSourceInputSchema, response: refreshSourceSchema, status: 201 }),
  update: defineRoute({ method: 'PUT', path: '/api/admin/refresh-sources/:id', access: staff, summary: 'Staff: change a source', params: idParamsSchema, body: refreshSourceInputSchema, response: refreshSourceSchema }),
  remove: defineRoute({ method: 'DELETE', path: '/api/admin/refresh-sources/:id', access: staff, summary: 'Staff: remove a source', params: idParamsSchema, response: z.undefined(), status: 204 }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/admin/refresh-sources/:id/refresh',
    access: staff,
    summary: "Staff: refresh a source at the job's next start, and start the job now when this server runs the scheduler",
    params: idParamsSchema,
    response: z.object({ source: refreshSourceSchema, started: z.boolean() }),
  }),
};
