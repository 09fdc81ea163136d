import type { Db } from '../../db/database';

/** Longest reason kept: an SMTP reply or a report's status and diagnostic fit; staff read it in a tooltip. */
const REASON_MAX = 500;

/**
 * Mark an address as bounced for good (table mail_bounces): product mail to it is suppressed from now on. One
 * statement for both ways a bounce arrives: a 5xx at send time (productMail.ts) and a delivery report later
 * (bounceReceiver.ts). A newer bounce replaces the reason and time of an older one.
 */
export async function markBounced(db: Db, address: string, reason: string): Promise<void> {
  await db.query(
    `INSERT INTO mail_bounces (address, reason) VALUES (lower($1), $2)
     ON CONFLICT (address) DO UPDATE SET reason = EXCLUDED.reason, bounced_at = now()`,
    [address.trim(), reason.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX)],
  );
}

/** Staff clear the mark ("Allow mail again"): the reason it had, or null when the address was not marked. */
export async function allowMailAgain(db: Db, address: string): Promise<string | null> {
  const [removed] = await db.query<{ reason: string }>(`DELETE FROM mail_bounces WHERE address = lower($1) RETURNING reason`, [address.trim()]);
  return removed?.reason ?? null;
}
