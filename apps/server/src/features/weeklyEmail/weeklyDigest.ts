import type { NewsItem } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { publishedNews } from '../content/publishedNews';

/** One reader of the weekly e-mail and what the week brought them. */
export interface WeeklyDigest {
  userId: number;
  companyId: number;
  email: string;
  lang: 'nl' | 'en';
  company: { name: string; primaryColor: string };
  tasks: { name: string; targetAt: Date | null; locationName: string | null }[];
  matches: { queryId: number; queryName: string; newPlots: number }[];
  changes: { locationId: number; locationName: string; field: 'status' | 'phase'; toName: string | null; byName: string | null }[];
  /** omgevingsplan deliveries (plan, amendment, draft) that touched a location they created or are assigned to */
  ruleChanges: { locationId: number; locationName: string; kind: 'plan' | 'amendment' | 'draft'; besluit: string }[];
}

const WEEK_MS = 7 * 86_400_000;
const NEWS_SHOWN = 5;
const TASKS_SHOWN = 10;

/**
 * The week's digest of every user who chose the weekly e-mail (active, company not archived, not mailed in the last
 * six days): open tasks assigned to them (or made by them and unassigned), the new matches of saved queries they
 * follow (ran themselves), the status and phase changes others made on locations they created, the omgevingsplan deliveries that touched
 * locations they created or are assigned to; and the news of the
 * week, the same for everyone. A handful of set-based queries, whatever the number of users.
 */
export async function weeklyDigests(db: Db, now: Date): Promise<{ news: NewsItem[]; digests: WeeklyDigest[] }> {
  const since = new Date(now.getTime() - WEEK_MS);
  const news = await publishedNews(db, { since, now, kinds: ['news', 'email'], limit: NEWS_SHOWN });
  const readers = await db.query<{ user_id: number; company_id: number; email: string; language: string | null; company_name: string; primary_color: string | null }>(
    `SELECT u.id AS user_id, u.company_id, u.email, uc.language, c.name AS company_name, s.primary_color
       FROM users u
       JOIN companies c ON c.id = u.company_id AND c.archived IS NOT TRUE
       LEFT JOIN user_cfgs uc ON uc.user_id = u.id
       LEFT JOIN user_emails e ON e.usercfg_id = uc.id
       LEFT JOIN companycfgs cc ON cc.company_id = c.id
       LEFT JOIN company_styles s ON s.company_cfg_id = cc.id
      WHERE u.is_active IS NOT FALSE AND coalesce(e.weekly, 'weekly') = 'weekly'
        AND NOT EXISTS (SELECT 1 FROM mail_log m WHERE m.user_id = u.id AND m.kind = 'weekly' AND m.created_at > $1::timestamptz - interval '6 days')
      ORDER BY u.id`,
    [now],
  );
  const byUser = new Map<number, WeeklyDigest>();
  for (const r of readers)
    byUser.set(r.user_id, {
      userId: r.user_id,
      companyId: r.company_id,
      email: r.email,
      lang: r.language === 'en' ? 'en' : 'nl',
      company: { name: r.company_name, primaryColor: r.primary_color ?? '' },
      tasks: [],
      matches: [],
      changes: [],
      ruleChanges: [],
    });
  const ids = [...byUser.keys()];
  if (!ids.length) return { news, digests: [] };

  const tasks = await db.query<{ user_id: number; name: string | null; target_at: Date | null; location_name: string | null }>(
    `SELECT coalesce(n.assigned_to, n.created_by_user_id) AS user_id, n.name, n.target_at, l.name AS location_name
       FROM notes n LEFT JOIN locations l ON l.id = n.location_id
      WHERE n.type = 'task' AND n.status = 'open' AND coalesce(n.assigned_to, n.created_by_user_id) = ANY($1::int[])
      ORDER BY n.target_at NULLS LAST, n.id`,
    [ids],
  );
  for (const t of tasks) {
    const d = byUser.get(t.user_id);
    if (d && d.tasks.length < TASKS_SHOWN) d.tasks.push({ name: t.name ?? '', targetAt: t.target_at, locationName: t.location_name });
  }

  const matches = await db.query<{ user_id: number; query_id: number; name: string | null; new_plots: number }>(
    `SELECT f.user_id, q.id AS query_id, q.name, sum(cardinality(r.new_matches))::int AS new_plots
       FROM (SELECT DISTINCT search_query_id, ran_by AS user_id FROM search_runs WHERE ran_by = ANY($1::int[])) f
       JOIN search_runs r ON r.search_query_id = f.search_query_id AND r.ran_at > $2
       JOIN searchqueries q ON q.id = f.search_query_id AND q.archived IS NOT TRUE
      GROUP BY f.user_id, q.id, q.name
     HAVING sum(cardinality(r.new_matches)) > 0
      ORDER BY f.user_id, new_plots DESC`,
    [ids, since],
  );
  for (const m of matches) byUser.get(m.user_id)?.matches.push({ queryId: m.query_id, queryName: m.name || `#${m.query_id}`, newPlots: m.new_plots });

  const changes = await db.query<{ user_id: number; location_id: number; location_name: string | null; field: 'status' | 'phase'; to_name: string | null; by_name: string | null }>(
    `SELECT l.created_by_user_id AS user_id, l.id AS location_id, l.name AS location_name, ch.field, tv.name AS to_name,
            nullif(trim(concat_ws(' ', by.first_name, by.last_name)), '') AS by_name
       FROM location_pipeline_changes ch
       JOIN locations l ON l.id = ch.location_id
       LEFT JOIN customvalues tv ON tv.id = ch.to_value AND tv.company_id = ch.company_id
       LEFT JOIN users by ON by.id = ch.user_id
      WHERE ch.created_at > $2 AND l.created_by_user_id = ANY($1::int[]) AND ch.user_id IS DISTINCT FROM l.created_by_user_id
      ORDER BY ch.created_at DESC`,
    [ids, since],
  );
  for (const c of changes)
    byUser.get(c.user_id)?.changes.push({ locationId: c.location_id, locationName: c.location_name || `#${c.location_id}`, field: c.field, toName: c.to_name, byName: c.by_name });

  const ruleChanges = await db.query<{ user_id: number; location_id: number; location_name: string | null; kind: 'plan' | 'amendment' | 'draft'; besluit: string }>(
    `SELECT DISTINCT u.user_id, l.id AS location_id, l.name AS location_name, r.kind, r.besluit, r.created_at
       FROM location_rule_changes r
       JOIN locations l ON l.id = r.location_id AND l.company_id = r.company_id
       CROSS JOIN LATERAL (VALUES (l.created_by_user_id), (l.assigned_to)) u(user_id)
      WHERE r.created_at > $2 AND u.user_id = ANY($1::int[])
      ORDER BY r.created_at DESC`,
    [ids, since],
  );
  for (const c of ruleChanges)
    byUser.get(c.user_id)?.ruleChanges.push({ locationId: c.location_id, locationName: c.location_name || `#${c.location_id}`, kind: c.kind, besluit: c.besluit });

  return { news, digests: [...byUser.values()] };
}

/** Whether a digest says anything (an empty week sends no mail). */
export const hasContent = (news: readonly NewsItem[], d: WeeklyDigest) => news.length + d.tasks.length + d.matches.length + d.changes.length + d.ruleChanges.length > 0;
