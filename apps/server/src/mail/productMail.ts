import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Mailer } from './createMailer';
import { publicBase, renderMail, type MailBody } from './layout';
import { markBounced } from './bounces/mailBounces';

/** The kinds of mail the product sends on its own; each has its own unsubscribe. */
export type ProductMailKind = 'saved_query_alert' | 'weekly';

/** Who gets a product mail. */
interface MailRecipient {
  userId: number;
  companyId: number;
  email: string;
}

/** How a send ended: sent; failed for now (kept and sent again later); bounced (the address is refused for good); suppressed (not sent to a bounced address). */
export type SendOutcome = 'sent' | 'failed' | 'bounced' | 'suppressed';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link that stops this kind of mail for the reader, signed out: /api/mail/unsubscribe?token=... */
const unsubscribeUrl = (publicUrl: string, token: string) => `${publicBase(publicUrl)}/api/mail/unsubscribe?token=${token}`;

// SMTP reply codes 5xx are permanent: the server will not take mail for this address (RFC 5321 4.2.1).
const permanent = (e: unknown) => {
  const code = (e as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);

type Outgoing = { id: number; to: string; subject: string; text: string; html: string; headers: Record<string, string> };
type Delivered = { id: number; to: string; outcome: 'sent' | 'failed' | 'bounced'; error?: string };

/** Hand one logged mail to SMTP; what became of it (written by record). */
async function deliver(mailer: Mailer, m: Outgoing): Promise<Delivered> {
  try {
    await mailer.sendMail(m);
    return { id: m.id, to: m.to, outcome: 'sent' };
  } catch (e) {
    return { id: m.id, to: m.to, outcome: permanent(e) ? 'bounced' : 'failed', error: messageOf(e) };
  }
}

/** Write the outcomes: the sent ones in one statement, failures and bounces (rare) one by one with their error. */
async function record(db: Db, done: readonly Delivered[]): Promise<void> {
  const sent = done.filter((d) => d.outcome === 'sent').map((d) => d.id);
  if (sent.length) await db.query(`UPDATE mail_log SET state = 'sent', sent_at = now(), error = NULL, attempts = attempts + 1 WHERE id = ANY($1::int[])`, [sent]);
  for (const d of done) {
    if (d.outcome === 'sent') continue;
    if (d.outcome === 'bounced') await markBounced(db, d.to, d.error ?? 'refused by the SMTP server');
    await db.query(`UPDATE mail_log SET state = $2, error = $3, attempts = attempts + 1 WHERE id = $1`, [d.id, d.outcome, d.error]);
  }
}

/** Mails handed to SMTP at once (the pooled transport keeps up to 5 connections open). */
const CONCURRENCY = 8;
/** Mails logged, sent and recorded per batch: a few statements per batch instead of several per mail. */
const BATCH = 250;

/** Hand mails to SMTP, CONCURRENCY at a time. */
async function deliverAll(mailer: Mailer, mails: readonly Outgoing[]): Promise<Delivered[]> {
  const done: Delivered[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < mails.length; i = next++) done.push(await deliver(mailer, mails[i]!));
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, mails.length) }, worker));
  return done;
}

const tally = (counts: Record<SendOutcome, number>, done: readonly Delivered[]) => done.forEach((d) => counts[d.outcome]++);

/** One product mail to send: who, its subject, and its body given its unsubscribe link. */
export interface ProductMail {
  to: MailRecipient;
  subject: string;
  body: (unsubscribeUrl: string) => MailBody;
}

/**
 * Send product mails of one kind: each logged in mail_log (before it goes out) with its outcome; with a working
 * unsubscribe link (also as the List-Unsubscribe header, one-click per RFC 8058); never to an address that bounced
 * before. A failure is kept with the mail for resendFailed. Counts by outcome.
 */
export async function sendProductMails(db: Db, mailer: Mailer, publicUrl: string, kind: ProductMailKind, mails: readonly ProductMail[]): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, failed: 0, bounced: 0, suppressed: 0 };
  const rows = await db.query<{ address: string; reason: string }>(`SELECT address, reason FROM mail_bounces WHERE address = ANY($1::text[])`, [
    mails.map((m) => m.to.email.toLowerCase()),
  ]);
  const bounced = new Map(rows.map((r) => [r.address, r.reason]));
  for (let start = 0; start < mails.length; start += BATCH) {
    const batch = mails.slice(start, start + BATCH);
    const suppressed = batch.filter((m) => bounced.has(m.to.email.toLowerCase()));
    for (const m of suppressed)
      await db.query(`INSERT INTO mail_log (company_id, user_id, kind, to_address, subject, state, error) VALUES ($1, $2, $3, $4, $5, 'suppressed', $6)`, [
        m.to.companyId,
        m.to.userId,
        kind,
        m.to.email,
        m.subject,
        `the address bounced before: ${bounced.get(m.to.email.toLowerCase())}`,
      ]);
    counts.suppressed += suppressed.length;
    const going = batch
      .filter((m) => !bounced.has(m.to.email.toLowerCase()))
      .map((m) => {
        const token = randomBytes(24).toString('base64url');
        const url = unsubscribeUrl(publicUrl, token);
        return { m, digest: digest(token), ...renderMail(m.body(url)), headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
      });
    if (!going.length) continue;
    // logged before they go out, in one statement (unnest keeps the order of the arrays)
    const logged = await db.query<{ id: number; unsubscribe_digest: string }>(
      `INSERT INTO mail_log (company_id, user_id, kind, to_address, subject, state, unsubscribe_digest, text, html, headers)
       SELECT c, u, $1, a, s, 'sending', d, t, h, x::jsonb
         FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) AS v(c, u, a, s, d, t, h, x)
       RETURNING id, unsubscribe_digest`,
      [
        kind,
        going.map((g) => g.m.to.companyId),
        going.map((g) => g.m.to.userId),
        going.map((g) => g.m.to.email),
        going.map((g) => g.m.subject),
        going.map((g) => g.digest),
        going.map((g) => g.text),
        going.map((g) => g.html),
        going.map((g) => JSON.stringify(g.headers)),
      ],
    );
    const idOf = new Map(logged.map((r) => [r.unsubscribe_digest, r.id]));
    const done = await deliverAll(
      mailer,
      going.map((g) => ({ id: idOf.get(g.digest)!, to: g.m.to.email, subject: g.m.subject, text: g.text, html: g.html, headers: g.headers })),
    );
    await record(db, done);
    tally(counts, done);
  }
  return counts;
}

/** How many failed sends are tried again at most (one per job run). */
const MAX_ATTEMPTS = 5;

/**
 * Send again the mails of `kind` whose earlier sends failed for now (SMTP down, a timeout), and those a stopped
 * server left "sending" for over an hour; counts by outcome.
 */
export async function resendFailed(db: Db, mailer: Mailer, kind: ProductMailKind): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, failed: 0, bounced: 0, suppressed: 0 };
  const rows = await db.query<{ id: number; to_address: string; subject: string; text: string; html: string; headers: Record<string, string> }>(
    `SELECT id, to_address, subject, text, html, headers FROM mail_log
      WHERE kind = $1 AND attempts < $2 AND (state = 'failed' OR (state = 'sending' AND created_at < now() - interval '1 hour'))
      ORDER BY id`,
    [kind, MAX_ATTEMPTS],
  );
  const done = await deliverAll(mailer, rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text, html: r.html, headers: r.headers })));
  await record(db, done);
  tally(counts, done);
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
