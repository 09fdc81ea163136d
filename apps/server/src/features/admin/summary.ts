import { auditKindGroups, isTrial, subscriptions, type AdminSummary } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/** The staff home's figures: customers (active, archived, on trial), users, open invitations and this week's sign-ins. */
export async function adminSummary(db: Db): Promise<AdminSummary> {
  const [counts] = (await db.query<AdminSummary>(
    `SELECT (SELECT count(*)::int FROM companies WHERE NOT coalesce(archived, false)) AS "companies",
            (SELECT count(*)::int FROM companies WHERE coalesce(archived, false)) AS "archivedCompanies",
            (SELECT count(*)::int FROM companies WHERE NOT coalesce(archived, false) AND subscription = ANY($1::text[])) AS "trialCompanies",
            (SELECT count(*)::int FROM users WHERE is_active) AS "activeUsers",
            (SELECT count(*)::int FROM users WHERE NOT is_active) AS "inactiveUsers",
            (SELECT count(*)::int FROM users WHERE is_active AND password_hash IS NULL AND last_login_at IS NULL) AS "pendingInvitations",
            (SELECT count(*)::int FROM audit_events WHERE created_at > now() - interval '7 days' AND kind = ANY($2::text[])) AS "signInsLast7Days",
            (SELECT count(*)::int FROM audit_events WHERE created_at > now() - interval '7 days' AND kind = ANY($3::text[])) AS "failedSignInsLast7Days"`,
    [subscriptions.filter(isTrial), ['login', 'sso_login'], [...auditKindGroups.failedSignIns]],
  )) as [AdminSummary];
  return counts;
}
