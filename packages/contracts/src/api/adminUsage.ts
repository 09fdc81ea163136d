import { z } from 'zod';
import { defineRoute } from '../model/route';

// What the staff usage and reporting screens ask (/admin/usage, /admin/reporting, /admin/reporting/searchresults)
// and what the server answers (features/usage).

/** The time buckets of the usage series. */
const usageBuckets = ['week', 'month'] as const;
export type UsageBucket = (typeof usageBuckets)[number];

/** The figures counted per bucket (and per company over the whole period). */
export const usageMetrics = ['activeUsers', 'signIns', 'searches', 'locations', 'concepts', 'publications', 'imports'] as const;
export type UsageMetric = (typeof usageMetrics)[number];

const day = z.iso.date();
const MAX_PERIOD_DAYS = 3 * 366;
/** A period has `from` not after `to` (both included) and lasts at most three years. */
function checkPeriod(q: { from: string; to: string }, ctx: z.core.$RefinementCtx) {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', message: 'from must not be after to', path: ['from'] });
  else if (Date.parse(q.to) - Date.parse(q.from) > MAX_PERIOD_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', message: 'at most three years', path: ['to'] });
}

/** A report's period as the screens check it before asking (the queries below check the same). */
export const reportPeriodSchema = z.strictObject({ from: day, to: day }).superRefine(checkPeriod);

/** GET /api/admin/usage?from=&to=&bucket=&companyId= */
const usageQuerySchema = z
  .strictObject({
    from: day,
    to: day,
    bucket: z.enum(usageBuckets).default('month'),
    companyId: z.coerce.number().int().positive().optional(),
  })
  .superRefine(checkPeriod);
export type UsageQuery = z.infer<typeof usageQuerySchema>;

/** One bucket of the series: its first day and each metric's count in it. */
const usagePointSchema = z.object({ period: z.string(), values: z.record(z.enum(usageMetrics), z.number()) });
export type UsagePoint = z.infer<typeof usagePointSchema>;

/**
 * One company over the whole period, with what it holds now: publication visits and storage, which is its images
 * (originals and thumbnails) plus its records (every row of its own tables as stored; docs/operations.md "Storage").
 */
const usageCompanyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  activeUsers: z.number(),
  signIns: z.number(),
  searches: z.number(),
  locations: z.number(),
  concepts: z.number(),
  publications: z.number(),
  publicationVisits: z.number(),
  /** imageBytes + recordBytes */
  storageBytes: z.number(),
  imageBytes: z.number(),
  recordBytes: z.number(),
  lastSignInAt: z.string().nullable(),
});
export type UsageCompanyRow = z.infer<typeof usageCompanyRowSchema>;

/** The answer of GET /api/admin/usage. Imports are national (one import serves every company), so a company filter leaves them out. */
const usageAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(usageBuckets),
  series: z.array(usagePointSchema),
  companies: z.array(usageCompanyRowSchema),
});
export type UsageAnswer = z.infer<typeof usageAnswerSchema>;

/** GET /api/admin/reporting?from=&to= and GET /api/admin/reporting/searchresults?from=&to=&limit= */
const reportingQuerySchema = z
  .strictObject({ from: day, to: day, limit: z.coerce.number().int().min(1).max(500).default(100) })
  .superRefine(checkPeriod);
export type ReportingQuery = z.infer<typeof reportingQuerySchema>;

/** What users searched for in a period: the filters and regions they used, the hits, and the saved queries' runs. */
const reportingAnswerSchema = z.object({
  searches: z.number(),
  /** median number of matching plots per search; null without searches */
  medianHits: z.number().nullable(),
  /** searches that matched no plot at all */
  emptySearches: z.number(),
  filters: z.array(z.object({ key: z.string(), searches: z.number(), companies: z.number() })),
  regions: z.array(z.object({ filter: z.string(), value: z.string(), searches: z.number() })),
  savedQueries: z.object({ total: z.number(), runs: z.number(), runsWithNewMatches: z.number(), newMatches: z.number() }),
});
export type ReportingAnswer = z.infer<typeof reportingAnswerSchema>;

/** One search of a user (a first results page), as the search results report lists it with its info panel. */
const reportedSearchRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  userEmail: z.string().nullable(),
  filterKeys: z.array(z.string()),
  regions: z.array(z.object({ filter: z.string(), value: z.string() })),
  hits: z.number(),
});
export type ReportedSearchRow = z.infer<typeof reportedSearchRowSchema>;

/** The routes of /admin/usage and /admin/reporting (staff). */
export const usageRoutes = {
  usage: defineRoute({ method: 'GET', path: '/api/admin/usage', access: 'staff', summary: 'Staff: usage per week or month and per company', query: usageQuerySchema, response: usageAnswerSchema }),
  reporting: defineRoute({ method: 'GET', path: '/api/admin/reporting', access: 'staff', summary: 'Staff: what users searched for in a period', query: reportingQuerySchema, response: reportingAnswerSchema }),
  searches: defineRoute({
    method: 'GET',
    path: '/api/admin/reporting/searchresults',
    access: 'staff',
    summary: "Staff: the period's latest searches, newest first",
    query: reportingQuerySchema,
    response: z.array(reportedSearchRowSchema),
  }),
};
