import type { AdminCompanyRow, Subscription } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { containing } from './containing';
import { pageWithTotal } from './pageWithTotal';

interface CompanyListQuery {
  limit: number;
  offset: number;
  /** part of the name, or the exact key */
  q?: string | undefined;
  archived: 'true' | 'false' | 'all';
  subscription?: Subscription | undefined;
}

/** A customer row as read: its times as the driver gives them (a Date, or text). */
type CompanyRow = Omit<AdminCompanyRow, 'createdAt' | 'trialStartedAt'> & { createdAt: Date | string | null; trialStartedAt: Date | string | null };

/** One page of the customers for staff, by name, with their user and location counts and the total. */
export async function listCompanies(db: Db, query: CompanyListQuery) {
  const found = await db.query<CompanyRow>(
    `SELECT c.id, c.name, c.key, c.subscription, c.licence, coalesce(c.archived, false) AS archived, c.created_at AS "createdAt",
            cc.trial_started_at AS "trialStartedAt",
            (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS "userCount",
            (SELECT count(*)::int FROM users u WHERE u.company_id = c.id AND u.is_active) AS "activeUserCount",
            (SELECT count(*)::int FROM locations l WHERE l.company_id = c.id) AS "locationCount",
            count(*) OVER ()::int AS "__total"
       FROM companies c LEFT JOIN companycfgs cc ON cc.company_id = c.id
      WHERE ($3::text IS NULL OR c.name ILIKE $3 OR c.key = $4)
        AND ($5::boolean IS NULL OR coalesce(c.archived, false) = $5)
        AND ($6::text IS NULL OR c.subscription = $6)
      ORDER BY lower(c.name), c.id LIMIT $1 OFFSET $2`,
    [query.limit, query.offset, containing(query.q), query.q ?? null, query.archived === 'all' ? null : query.archived === 'true', query.subscription ?? null],
  );
  return pageWithTotal(found);
}
