import type { AdminUserRow } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { containing } from '../admin/containing';
import { pageWithTotal } from '../admin/pageWithTotal';

interface StaffUserQuery {
  companyId?: number | undefined;
  /** part of the email, the name or the company's name */
  q?: string | undefined;
  active?: boolean | undefined;
  role?: 'staff' | 'admin' | 'user' | undefined;
  limit: number;
  offset: number;
}

/** One page of the users of every company for staff, by company and email, with a bounced address marked, and the total. */
export async function listUsers(db: Db, q: StaffUserQuery) {
  const found = await db.query<AdminUserRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.is_active, u.is_admin, u.is_staff, u.login_provider,
            u.password_hash IS NOT NULL AS "hasPassword",
            u.company_id AS "companyId", c.name AS "companyName", coalesce(c.archived, false) AS "companyArchived",
            to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
            to_char(u.last_login_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastLoginAt",
            CASE WHEN b.address IS NOT NULL THEN json_build_object('reason', b.reason,
              'bouncedAt', to_char(b.bounced_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) END AS bounce,
            count(*) OVER ()::int AS "__total"
       FROM users u JOIN companies c ON c.id = u.company_id
       LEFT JOIN mail_bounces b ON b.address = lower(u.email)
      WHERE ($1::integer IS NULL OR u.company_id = $1)
        AND ($2::text IS NULL OR u.email ILIKE $2 OR (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ILIKE $2 OR c.name ILIKE $2)
        AND ($3::boolean IS NULL OR u.is_active = $3)
        AND ($4::text IS NULL OR ($4 = 'staff' AND u.is_staff) OR ($4 = 'admin' AND u.is_admin) OR ($4 = 'user' AND NOT u.is_admin AND NOT u.is_staff))
      ORDER BY c.name, c.id, u.email LIMIT $5 OFFSET $6`,
    [q.companyId ?? null, containing(q.q), q.active ?? null, q.role ?? null, q.limit, q.offset],
  );
  return pageWithTotal(found);
}
