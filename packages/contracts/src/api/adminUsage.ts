import { z } from 'zod';

// What the staff usage and reporting screens ask (/admin/usage, /admin/reporting, /admin/reporting/searchresults)
// and what the server answers (features/usage).

/** The time buckets of the usage series. */
export const usageBuckets = ['week', 'month'] as const;
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
export const usageQuerySchema = z
  .strictObject({
    from: day,
    to: day,
    bucket: z.enum(usageBuckets).default('month'),
    companyId: z.coerce.number().int().positive().optional(),
  })
  .superRefine(checkPeriod);
export type UsageQuery = z.infer<typeof usageQuerySchema>;

/** One bucket of the series: its first day and each metric's count in it. */
export type UsagePoint = {
  period: string;
  values: Record<UsageMetric, number>;
};

/** One company over the whole period, with what it holds now (publication visits, stored image bytes). */
export type UsageCompanyRow = {
  id: number;
  name: string;
  activeUsers: number;
  signIns: number;
  searches: number;
  locations: number;
  concepts: number;
  publications: number;
  publicationVisits: number;
  storageBytes: number;
  lastSignInAt: string | null;
};

/** The answer of GET /api/admin/usage. Imports are national (one import serves every company), so a company filter leaves them out. */
export type UsageAnswer = {
  from: string;
  to: string;
  bucket: UsageBucket;
  series: UsagePoint[];
  companies: UsageCompanyRow[];
};

/** GET /api/admin/reporting?from=&to= and GET /api/admin/reporting/searchresults?from=&to=&limit= */
export const reportingQuerySchema = z
  .strictObject({ from: day, to: day, limit: z.coerce.number().int().min(1).max(500).default(100) })
  .superRefine(checkPeriod);
export type ReportingQuery = z.infer<typeof reportingQuerySchema>;

/** What users searched for in a period: the filters and regions they used, the hits, and the saved queries' runs. */
export type ReportingAnswer = {
  searches: number;
  /** median number of matching plots per search; null without searches */
  medianHits: number | null;
  /** searches that matched no plot at all */
  emptySearches: number;
  filters: { key: string; searches: number; companies: number }[];
  regions: { filter: string; value: string; searches: number }[];
  savedQueries: { total: number; runs: number; runsWithNewMatches: number; newMatches: number };
};

/** One search of a user (a first results page), as the search results report lists it with its info panel. */
export type ReportedSearchRow = {
  id: number;
  at: string;
  companyId: number;
  companyName: string;
  userEmail: string | null;
  filterKeys: string[];
  regions: { filter: string; value: string }[];
  hits: number;
};
