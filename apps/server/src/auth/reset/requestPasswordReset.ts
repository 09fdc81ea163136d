import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/createMailer';
import { recordAudit } from '../audit';
import { issueResetKey, LOCAL_SIGN_IN_ALLOWED } from './resetKeys';
import { resetMail } from './resetMail';

/** What happened to a reset request; recorded in the audit log, never told to the requester. */
export type ResetRequestOutcome = 'sent' | 'unknown_email' | 'inactive' | 'local_sign_in_off' | 'mail_failed' | 'throttled';

/** Reset mails per account and per client address in an hour: enough for a lost mail, too few to flood a mailbox. */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 10;

/** Whether another reset mail to this user, or from this client address, would pass an hourly limit. */
async function overMailLimit(db: Db, userId: number, ip: string | null): Promise<boolean> {
  const [r] = await db.query<{ account: number; address: number }>(
    `SELECT count(*) FILTER (WHERE user_id = $1)::int AS account, count(*) FILTER (WHERE ip = $2)::int AS address
       FROM audit_events
      WHERE kind = 'password_reset_requested' AND detail->>'outcome' = 'sent' AND created_at > now() - interval '1 hour'
        AND (user_id = $1 OR ip = $2)`,
    [userId, ip],
  );
  return (r?.account ?? 0) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR || (r?.address ?? 0) >= RESET_MAILS_PER_ADDRESS_PER_HOUR;
}

/**
 * Handle a password reset request: when the address belongs to an active user whose company signs in
 * with passwords, issue a key and mail the link. Runs after the answer has gone out, so neither the answer
 * nor its timing tells whether the address exists.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  ip: string | null,
): Promise<ResetRequestOutcome> {
  const rows = await db.query<{
    id: number;
    company_id: number;
    email: string;
    password_hash: string | null;
    usable: boolean;
    local_allowed: boolean;
    language: string | null;
  }>(
    `SELECT u.id, u.company_id, u.email, u.password_hash,
            (coalesce(u.is_active, false) AND NOT coalesce(c.archived, false)) AS usable,
            ${LOCAL_SIGN_IN_ALLOWED} AS local_allowed, uc.language
       FROM users u
       JOIN companies c ON c.id = u.company_id
       LEFT JOIN user_cfgs uc ON uc.user_id = u.id AND uc.company_id = u.company_id
      WHERE lower(u.email) = lower($1)`,
    [email],
  );
  const u = rows[0];
  let outcome: ResetRequestOutcome;
  if (!u) outcome = 'unknown_email';
  else if (!u.usable) outcome = 'inactive';
  else if (!u.local_allowed) outcome = 'local_sign_in_off';
  // the answer stays the same (it never tells whether an address exists); only no further mail goes out
  else if (await overMailLimit(db, u.id, ip)) outcome = 'throttled';
  else {
    const key = await issueResetKey(db, u);
    const link = `${publicUrl.replace(/\/+$/, '')}/login/passwordreset/${key}`;
    try {
      await mailer.sendMail(resetMail(u.email, link, u.language));
      outcome = 'sent';
    } catch (err) {
      await recordAudit(db, { kind: 'password_reset_requested', companyId: u.company_id, userId: u.id, ip, detail: { outcome: 'mail_failed' } });
      throw err;
    }
  }
  await recordAudit(db, { kind: 'password_reset_requested', companyId: u?.company_id, userId: u?.id, ip, detail: { outcome } });
  return outcome;
}
