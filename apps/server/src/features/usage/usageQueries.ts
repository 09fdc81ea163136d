import { usageMetrics, type ReportedSearchRow, type ReportingAnswer, type ReportingQuery, type UsageAnswer, type UsageCompanyRow, type UsageMetric, type UsagePoint, type UsageQuery } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/**
 * What was done, by whom and when, as one stream: sign-ins (audit log), searches (usage events), records made, and the
 * national imports (no company). Each branch keeps its own period filter, so each can use its table's index.
 */
const EVENTS = `
  SELECT 'signIns' AS metric, created_at AS at, user_id, company_id FROM audit_events
   WHERE kind IN ('login', 'sso_login') AND created_at >= $1::date AND created_at < $2::date + 1
  UNION ALL SELECT 'searches', created_at, user_id, company_id FROM usage_events
   WHERE kind = 'search' AND created_at >= $1::date AND created_at < $2::date + 1
  UNION ALL SELECT 'locations', created_at, NULL, company_id FROM locations WHERE created_at >= $1::date AND created_at < $2::date + 1
  UNION ALL SELECT 'concepts', created_at, NULL, company_id FROM concepts WHERE created_at >= $1::date AND created_at < $2::date + 1
  UNION ALL SELECT 'publications', created_at, NULL, company_id FROM publications WHERE created_at >= $1::date AND created_at < $2::date + 1
  UNION ALL SELECT 'imports', started_at, created_by, NULL FROM geo_import_runs WHERE started_at >= $1::date AND started_at < $2::date + 1`;

const zero = (): Record<UsageMetric, number> => Object.fromEntries(usageMetrics.map((m) => [m, 0])) as Record<UsageMetric, number>;

/** The first day (YYYY-MM-DD, UTC) of every bucket from `from` to `to`, so quiet periods show as zeros. */
export function bucketStarts(from: string, to: string, bucket: UsageQuery['bucket']): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  if (bucket === 'month') start.setUTCDate(1);
  else start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7)); // ISO weeks start on Monday, as date_trunc's
  const end = Date.parse(`${to}T00:00:00Z`);
  const out: string[] = [];
  for (const d = start; d.getTime() <= end; bucket === 'month' ? d.setUTCMonth(d.getUTCMonth() + 1) : d.setUTCDate(d.getUTCDate() + 7))
    out.push(d.toISOString().slice(0, 10));
  return out;
}

/** GET /api/admin/usage: the metrics per bucket and per company over the period (staff; every company). */
export async function usage(db: Db, q: UsageQuery): Promise<UsageAnswer> {
  const company = q.companyId ?? null;
  const rows = await db.query<{ period: string; metric: UsageMetric; n: number; users: number }>(
    `SELECT to_char(date_trunc($3::text, at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period, metric, count(*)::int AS n, count(DISTINCT user_id)::int AS users
       FROM (${EVENTS}) ev WHERE ($4::integer IS NULL OR company_id = $4) GROUP BY 1, 2`,
    [q.from, q.to, q.bucket, company],
  );
  const points = new Map<string, UsagePoint>(bucketStarts(q.from, q.to, q.bucket).map((period) => [period, { period, values: zero() }]));
  for (const r of rows) {
    const point = points.get(r.period);
    if (!point) continue;
    point.values[r.metric] = r.n;
    if (r.metric === 'signIns') point.values.activeUsers = r.users;
  }
  const companies = await db.query<UsageCompanyRow>(
    `WITH ev AS (SELECT * FROM (${EVENTS}) e WHERE company_id IS NOT NULL),
          counts AS (SELECT company_id, count(DISTINCT user_id) FILTER (WHERE metric = 'signIns')::int AS "activeUsers",
                            count(*) FILTER (WHERE metric = 'signIns')::int AS "signIns",
                            count(*) FILTER (WHERE metric = 'searches')::int AS searches,
                            count(*) FILTER (WHERE metric = 'locations')::int AS locations,
                            count(*) FILTER (WHERE metric = 'concepts')::int AS concepts,
                            count(*) FILTER (WHERE metric = 'publications')::int AS publications
                       FROM ev GROUP BY company_id)
     SELECT c.id, COALESCE(c.name, '') AS name,
            COALESCE(k."activeUsers", 0) AS "activeUsers", COALESCE(k."signIns", 0) AS "signIns", COALESCE(k.searches, 0) AS searches,
            COALESCE(k.locations, 0) AS locations, COALESCE(k.concepts, 0) AS concepts, COALESCE(k.publications, 0) AS publications,
            COALESCE((SELECT sum(v.visits) FROM publication_visits v WHERE v.company_id = c.id), 0)::int AS "publicationVisits",
            COALESCE((SELECT sum(octet_length(i.data)) FROM images i WHERE i.company_id = c.id), 0)::float8 AS "storageBytes",
            (SELECT max(a.created_at) FROM audit_events a WHERE a.company_id = c.id AND a.kind IN ('login', 'sso_login'))::text AS "lastSignInAt"
       FROM companies c LEFT JOIN counts k ON k.company_id = c.id
      WHERE ($3::integer IS NULL OR c.id = $3)
      ORDER BY COALESCE(k."signIns", 0) + COALESCE(k.searches, 0) DESC, c.name, c.id`,
    [q.from, q.to, company],
  );
  return { from: q.from, to: q.to, bucket: q.bucket, series: [...points.values()], companies };
}

const SEARCHES = `FROM usage_events e WHERE e.kind = 'search' AND e.created_at >= $1::date AND e.created_at < $2::date + 1`;

/** GET /api/admin/reporting: the filters and regions searched in a period, the hits, and the saved queries' runs. */
export async function reporting(db: Db, q: ReportingQuery): Promise<ReportingAnswer> {
  const [totals] = await db.query<{ searches: number; median: number | null; empty: number }>(
    `SELECT count(*)::int AS searches, percentile_disc(0.5) WITHIN GROUP (ORDER BY (e.detail->>'hits')::int) AS median,
            count(*) FILTER (WHERE (e.detail->>'hits')::int = 0)::int AS empty ${SEARCHES}`,
    [q.from, q.to],
  );
  const filters = await db.query<ReportingAnswer['filters'][number]>(
    `SELECT k.key, count(*)::int AS searches, count(DISTINCT e.company_id)::int AS companies
       ${SEARCHES.replace('FROM usage_events e', 'FROM usage_events e CROSS JOIN LATERAL jsonb_array_elements_text(e.detail->\'filterKeys\') AS k(key)')}
      GROUP BY k.key ORDER BY searches DESC, k.key LIMIT $3`,
    [q.from, q.to, q.limit],
  );
  const regions = await db.query<ReportingAnswer['regions'][number]>(
    `SELECT r->>'filter' AS filter, r->>'value' AS value, count(*)::int AS searches
       ${SEARCHES.replace('FROM usage_events e', 'FROM usage_events e CROSS JOIN LATERAL jsonb_array_elements(e.detail->\'regions\') AS r')}
      GROUP BY 1, 2 ORDER BY searches DESC, 1, 2 LIMIT $3`,
    [q.from, q.to, q.limit],
  );
  const [saved] = await db.query<ReportingAnswer['savedQueries']>(
    `SELECT (SELECT count(*)::int FROM searchqueries) AS total, count(r.id)::int AS runs,
            count(r.id) FILTER (WHERE cardinality(r.new_matches) > 0)::int AS "runsWithNewMatches",
            COALESCE(sum(cardinality(r.new_matches)), 0)::int AS "newMatches"
       FROM search_runs r WHERE r.ran_at >= $1::date AND r.ran_at < $2::date + 1`,
    [q.from, q.to],
  );
  return {
    searches: totals?.searches ?? 0,
    medianHits: totals?.median ?? null,
    emptySearches: totals?.empty ?? 0,
    filters,
    regions,
    savedQueries: saved ?? { total: 0, runs: 0, runsWithNewMatches: 0, newMatches: 0 },
  };
}

/** GET /api/admin/reporting/searchresults: the latest searches of the period, newest first. */
export async function reportedSearches(db: Db, q: ReportingQuery): Promise<ReportedSearchRow[]> {
  return db.query<ReportedSearchRow>(
    `SELECT e.id, e.created_at::text AS at, e.company_id AS "companyId", COALESCE(c.name, '') AS "companyName", u.email AS "userEmail",
            COALESCE(e.detail->'filterKeys', '[]'::jsonb) AS "filterKeys", COALESCE(e.detail->'regions', '[]'::jsonb) AS regions,
            COALESCE((e.detail->>'hits')::int, 0) AS hits
       ${SEARCHES.replace('FROM usage_events e', 'FROM usage_events e JOIN companies c ON c.id = e.company_id LEFT JOIN users u ON u.id = e.user_id')}
      ORDER BY e.created_at DESC, e.id DESC LIMIT $3`,
    [q.from, q.to, q.limit],
  );
}
