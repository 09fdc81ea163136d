import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Mailer } from './createMailer';
import { renderMail, type MailBody } from './layout';

/** The kinds of mail the product sends on its own; each has its own unsubscribe. */
export type ProductMailKind = 'saved_query_alert' | 'weekly';

/** Who gets a product mail. */
export interface MailRecipient {
  userId: number;
  companyId: number;
  email: string;
}

/** How a send ended: sent; failed for now (kept and sent again later); bounced (the address is refused for good); suppressed (not sent to a bounced address). */
export type SendOutcome = 'sent' | 'failed' | 'bounced' | 'suppressed';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link that stops this kind of mail for the reader, signed out: /api/mail/unsubscribe?token=... */
const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/api/mail/unsubscribe?token=${token}`;

// SMTP reply codes 5xx are permanent: the server will not take mail for this address (RFC 5321 4.2.1).
const permanent = (e: unknown) => {
  const code = (e as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);

async function deliver(db: Db, mailer: Mailer, id: number, mail: { to: string; subject: string; text: string; html: string; headers: Record<string, string> }): Promise<SendOutcome> {
  try {
    await mailer.sendMail(mail);
    await db.query(`UPDATE mail_log SET state = 'sent', sent_at = now(), error = NULL, attempts = attempts + 1 WHERE id = $1`, [id]);
    return 'sent';
  } catch (e) {
    if (permanent(e)) {
      await db.query(`INSERT INTO mail_bounces (address, reason) VALUES (lower($1), $2) ON CONFLICT (address) DO UPDATE SET reason = EXCLUDED.reason, bounced_at = now()`, [mail.to, messageOf(e)]);
      await db.query(`UPDATE mail_log SET state = 'bounced', error = $2, attempts = attempts + 1 WHERE id = $1`, [id, messageOf(e)]);
      return 'bounced';
    }
    await db.query(`UPDATE mail_log SET state = 'failed', error = $2, attempts = attempts + 1 WHERE id = $1`, [id, messageOf(e)]);
    return 'failed';
  }
}

/**
 * Send one product mail: logged in mail_log with its outcome; with a working unsubscribe link (also as the
 * List-Unsubscribe header, one-click per RFC 8058); never to an address that bounced before. A failure is kept
 * with the mail for resendFailed.
 */
export async function sendProductMail(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  to: MailRecipient,
  kind: ProductMailKind,
  subject: string,
  body: (unsubscribeUrl: string) => MailBody,
): Promise<SendOutcome> {
  const [bounced] = await db.query<{ reason: string }>(`SELECT reason FROM mail_bounces WHERE address = lower($1)`, [to.email]);
  if (bounced) {
    await db.query(`INSERT INTO mail_log (company_id, user_id, kind, to_address, subject, state, error) VALUES ($1, $2, $3, $4, $5, 'suppressed', $6)`, [
      to.companyId,
      to.userId,
      kind,
      to.email,
      subject,
      `the address bounced before: ${bounced.reason}`,
    ]);
    return 'suppressed';
  }
  const token = randomBytes(24).toString('base64url');
  const url = unsubscribeUrl(publicUrl, token);
  const { html, text } = renderMail(body(url));
  const headers = { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO mail_log (company_id, user_id, kind, to_address, subject, state, unsubscribe_digest, text, html, headers)
     VALUES ($1, $2, $3, $4, $5, 'sending', $6, $7, $8, $9) RETURNING id`,
    [to.companyId, to.userId, kind, to.email, subject, digest(token), text, html, JSON.stringify(headers)],
  );
  return deliver(db, mailer, row!.id, { to: to.email, subject, text, html, headers });
}

/** How many failed sends are tried again at most (one per job run). */
const MAX_ATTEMPTS = 5;

/** Send again the mails of `kind` whose earlier sends failed for now (SMTP down, a timeout); counts by outcome. */
export async function resendFailed(db: Db, mailer: Mailer, kind: ProductMailKind): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, failed: 0, bounced: 0, suppressed: 0 };
  const rows = await db.query<{ id: number; to_address: string; subject: string; text: string; html: string; headers: Record<string, string> }>(
    `SELECT id, to_address, subject, text, html, headers FROM mail_log WHERE kind = $1 AND state = 'failed' AND attempts < $2 ORDER BY id`,
    [kind, MAX_ATTEMPTS],
  );
  for (const r of rows) counts[await deliver(db, mailer, r.id, { to: r.to_address, subject: r.subject, text: r.text, html: r.html, headers: r.headers })]++;
  return counts;
}

/** What an unsubscribe token stops, or null for an unknown token. */
export async function unsubscribeTarget(db: Db, token: string): Promise<{ kind: ProductMailKind; userId: number; done: boolean; lang: 'nl' | 'en' } | null> {
  const [row] = await db.query<{ kind: ProductMailKind; user_id: number | null; unsubscribed_at: Date | null; language: string | null }>(
    `SELECT m.kind, m.user_id, m.unsubscribed_at, c.language FROM mail_log m LEFT JOIN user_cfgs c ON c.user_id = m.user_id WHERE m.unsubscribe_digest = $1`,
    [digest(token)],
  );
  return row?.user_id ? { kind: row.kind, userId: row.user_id, done: row.unsubscribed_at !== null, lang: row.language === 'en' ? 'en' : 'nl' } : null;
}

/** Stop the kind of mail the token's mail was: alerts off, or the weekly e-mail set to never. */
export async function unsubscribe(db: Db, token: string): Promise<{ kind: ProductMailKind } | null> {
  const target = await unsubscribeTarget(db, token);
  if (!target) return null;
  await db.transaction(async (tx) => {
    // the user's e-mail choices, made when missing (a user from before they existed)
    await tx.query(
      `INSERT INTO user_emails (company_id, usercfg_id, weekly, alerts)
       SELECT c.company_id, c.id, CASE WHEN $2 = 'weekly' THEN 'never' ELSE 'weekly' END, $2 <> 'saved_query_alert' FROM user_cfgs c WHERE c.user_id = $1
       ON CONFLICT (usercfg_id) DO UPDATE SET
         weekly = CASE WHEN $2 = 'weekly' THEN 'never' ELSE user_emails.weekly END,
         alerts = CASE WHEN $2 = 'saved_query_alert' THEN false ELSE user_emails.alerts END`,
      [target.userId, target.kind],
    );
    await tx.query(`UPDATE mail_log SET unsubscribed_at = now() WHERE unsubscribe_digest = $1`, [digest(token)]);
  });
  return { kind: target.kind };
}
