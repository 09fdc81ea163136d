import type { SsoErrorCode } from '@plotwise/contracts';
import type { Db } from '../../db/database';

export type SsoMatch =
  | { ok: true; userId: number; companyId: number }
  | { ok: false; code: SsoErrorCode; reason: string; userId?: number; companyId?: number };

/**
 * The user that validated ID token claims sign in as: an existing, active user of a live company whose
 * `authentications.azure` is on, matched by email - and only by an email the issuer says it verified,
 * because an unverified address proves nothing about who is signing in.
 */
export async function matchSsoUser(db: Db, claims: Record<string, unknown>): Promise<SsoMatch> {
  const email = claims.email;
  if (typeof email !== 'string' || !email) return { ok: false, code: 'sso_unknown_user', reason: 'no_email' };
  // Strictly the JSON boolean true: a string "true" or a missing claim is not a verification.
  if (claims.email_verified !== true) return { ok: false, code: 'sso_unknown_user', reason: 'email_not_verified' };
  const rows = await db.query<{ id: number; company_id: number; usable: boolean; azure_allowed: boolean }>(
    `SELECT u.id, u.company_id, (coalesce(u.is_active, false) AND NOT coalesce(c.archived, false)) AS usable,
            NOT EXISTS (SELECT 1 FROM authentications a WHERE a.company_id = u.company_id AND (a.azure IS FALSE OR a.azure_allowed IS FALSE)) AS azure_allowed
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE lower(u.email) = lower($1)`,
    [email],
  );
  const u = rows[0];
  if (!u) return { ok: false, code: 'sso_unknown_user', reason: 'no_such_user' };
  if (!u.usable) return { ok: false, code: 'sso_unknown_user', reason: 'inactive', userId: u.id, companyId: u.company_id };
  if (!u.azure_allowed) return { ok: false, code: 'sso_disabled', reason: 'company_sso_off', userId: u.id, companyId: u.company_id };
  return { ok: true, userId: u.id, companyId: u.company_id };
}
