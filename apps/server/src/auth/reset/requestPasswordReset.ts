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

// one advisory lock key for the reset-mail bookkeeping: counting and booking a mail is one step, for every server
const RESET_MAIL_LOCK = 80130021;

/**
 * Book a reset mail to this user from this client address in the audit log (outcome `sent`) when both hourly
 * limits allow one more; null when not. Counting and booking happen under one lock in one transaction, so a burst
 * of simultaneous requests cannot all pass the count before any of them is written.
 */
async function bookResetMail(db: Db, u: { id: number; company_id: number }, ip: string | null): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [RESET_MAIL_LOCK]);
    const [r] = await tx.query<{ account: number; address: number }>(
      `SELECT count(*) FILTER (WHERE user_id = $1)::int AS account, count(*) FILTER (WHERE ip = $2)::int AS address
         FROM audit_events
        WHERE kind = 'password_reset_requested' AND detail->>'outcome' = 'sent' AND created_at > now() - interval '1 hour'
          AND (user_id = $1 OR ip = $2)`,
      [u.id, ip],
    );
    if ((r?.account ?? 0) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR || (r?.address ?? 0) >= RESET_MAILS_PER_ADDRESS_PER_HOUR) return null;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO audit_events (company_id, user_id, kind, detail, ip) VALUES ($1, $2, 'password_reset_requested', '{"outcome":"sent"}'::jsonb, $3) RETURNING id`,
      [u.company_id, u.id, ip],
    );
    return row!.id;
  });
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
  else {
    // the answer stays the same (it never tells whether an address exists); over a limit only no further mail goes out
    const booked = await bookResetMail(db, u, ip);
    if (booked === null) outcome = 'throttled';
    else {
      const key = await issueResetKey(db, u);
      const link = `${publicUrl.replace(/\/+$/, '')}/login/passwordreset/${key}`;
      try {
        await mailer.sendMail(resetMail(u.email, link, u.language));
      } catch (err) {
        await db.query(`UPDATE audit_events SET detail = '{"outcome":"mail_failed"}'::jsonb WHERE id = $1`, [booked]);
        throw err;
      }
      return 'sent'; // the booking is its audit record
    }
  }
  await recordAudit(db, { kind: 'password_reset_requested', companyId: u?.company_id, userId: u?.id, ip, detail: { outcome } });
  return outcome;
}
