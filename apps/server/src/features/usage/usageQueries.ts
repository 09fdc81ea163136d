import { usageMetrics, type ReportedSearchRow, type ReportingAnswer, type ReportingQuery, type UsageAnswer, type UsageCompanyRow, type UsageMetric, type UsagePoint, type UsageQuery } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { companyStorage } from './companyStorage';

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

/** The first day of the bucket `day` falls in (ISO weeks start on Monday, as PostgreSQL's date_trunc). */
const bucketStart = (day: string, bucket: UsageQuery['bucket']) => bucketStarts(day, day, bucket)[0]!;

/**
 * GET /api/admin/usage: the metrics per bucket and per company (staff; every company). Counted in whole weeks or
 * months, from the start of the bucket `from` falls in, out of the rollups the triggers of migration 0028 keep; the
 * national imports are counted from their runs.
 */
export async function usage(db: Db, q: UsageQuery): Promise<UsageAnswer> {
  const company = q.companyId ?? null;
  const from = bucketStart(q.from, q.bucket);
  const args = [q.bucket, from, q.to, company];
  const inPeriod = `bucket = $1 AND period >= $2::date AND period <= $3::date AND ($4::integer IS NULL OR company_id = $4)`;
  const [counts, active, imports, held, stored] = await Promise.all([
    db.query<{ period: string | null; company_id: number | null; metric: UsageMetric; n: number }>(
      `SELECT to_char(period, 'YYYY-MM-DD') AS period, company_id, metric, sum(n)::int AS n FROM usage_counts WHERE ${inPeriod}
        GROUP BY GROUPING SETS ((period, metric), (company_id, metric))`,
      args,
    ),
    db.query<{ period: string | null; company_id: number | null; n: number }>(
      `SELECT to_char(period, 'YYYY-MM-DD') AS period, company_id, count(DISTINCT user_id)::int AS n FROM usage_active_users WHERE ${inPeriod}
        GROUP BY GROUPING SETS ((period), (company_id))`,
      args,
    ),
    db.query<{ period: string; n: number }>(
      `SELECT to_char(date_trunc($1::text, started_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period, count(*)::int AS n
         FROM geo_import_runs WHERE $4::integer IS NULL AND started_at >= $2::date AND started_at < $3::date + 1 GROUP BY 1`,
      args,
    ),
    db.query<{ id: number; name: string; publicationVisits: number; lastSignInAt: string | null }>(
      `SELECT c.id, COALESCE(c.name, '') AS name,
              COALESCE((SELECT sum(v.visits) FROM publication_visits v WHERE v.company_id = c.id), 0)::int AS "publicationVisits",
              (SELECT max(a.created_at) FROM audit_events a WHERE a.company_id = c.id AND a.kind IN ('login', 'sso_login'))::text AS "lastSignInAt"
         FROM companies c WHERE ($1::integer IS NULL OR c.id = $1)`,
      [company],
    ),
    companyStorage(db, company),
  ]);
  const points = new Map<string, UsagePoint>(bucketStarts(from, q.to, q.bucket).map((period) => [period, { period, values: zero() }]));
  const perCompany = new Map<number, Record<UsageMetric, number>>();
  const ofCompany = (id: number) => perCompany.get(id) ?? perCompany.set(id, zero()).get(id)!;
  for (const r of counts) {
    if (r.period !== null) {
      const point = points.get(r.period);
      if (point) point.values[r.metric] = r.n;
    } else if (r.company_id !== null) ofCompany(r.company_id)[r.metric] = r.n;
  }
  for (const r of active) {
    if (r.period !== null) {
      const point = points.get(r.period);
      if (point) point.values.activeUsers = r.n;
    } else if (r.company_id !== null) ofCompany(r.company_id).activeUsers = r.n;
  }
  for (const r of imports) {
    const point = points.get(r.period);
    if (point) point.values.imports = r.n;
  }
  const companies: UsageCompanyRow[] = held.map((c) => {
    const v = perCompany.get(c.id) ?? zero();
    const { imageBytes, recordBytes } = stored.get(c.id) ?? { imageBytes: 0, recordBytes: 0 };
    return { ...c, imageBytes, recordBytes, storageBytes: imageBytes + recordBytes, activeUsers: v.activeUsers, signIns: v.signIns, searches: v.searches, locations: v.locations, concepts: v.concepts, publications: v.publications };
  });
  // the busiest first
  companies.sort((x, y) => y.signIns + y.searches - (x.signIns + x.searches) || x.name.localeCompare(y.name) || x.id - y.id);
  return { from, to: q.to, bucket: q.bucket, series: [...points.values()], companies };
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
