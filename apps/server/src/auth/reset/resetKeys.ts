import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

/** How long a mailed reset key works. */
const RESET_KEY_MINUTES = 60;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A fingerprint of what a reset key was issued against: any later password or email change voids the key. */
const resetFingerprint = (passwordHash: string | null, email: string) => sha256(`${passwordHash ?? ''}\n${email.toLowerCase()}`);

/**
 * SQL condition "password sign-in is allowed for the company of `u`": a company signs in with passwords
 * unless one of its authentication configs turns `local` off (no config row means the default, on).
 */
export const LOCAL_SIGN_IN_ALLOWED = `NOT EXISTS (SELECT 1 FROM authentications a WHERE a.company_id = u.company_id AND a.local IS FALSE)`;

/** Whom a live reset key belongs to. */
export interface ResetTarget {
  userId: number;
  companyId: number;
  email: string;
  /** the user's own words, which a new password must not lean on */
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}

/** Issue a new reset key for a user, replacing any earlier one; returns the key (only its hash is stored). */
export async function issueResetKey(
  db: Db,
  user: { id: number; company_id: number; email: string; password_hash: string | null },
  minutes = RESET_KEY_MINUTES,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM password_resets WHERE user_id = $1', [user.id]);
    await tx.query(
      `INSERT INTO password_resets (id, user_id, company_id, fingerprint, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [sha256(key), user.id, user.company_id, resetFingerprint(user.password_hash, user.email), minutes],
    );
  });
  return key;
}

/**
 * The user of a reset key that is known, unexpired and still valid: the user active, the company not
 * archived and still signing in with passwords, password and email unchanged since the key was made.
 * With `lock` (inside a transaction) the key row is locked, so two concurrent uses cannot both win.
 */
export async function findResetKey(db: Db, key: string, lock = false): Promise<ResetTarget | null> {
  if (!key || key.length > 200) return null;
  const rows = await db.query<{ user_id: number; company_id: number; email: string; first_name: string | null; last_name: string | null; company_name: string | null; password_hash: string | null; fingerprint: string }>(
    `SELECT u.id AS user_id, u.company_id, u.email, u.first_name, u.last_name, c.name AS company_name, u.password_hash, r.fingerprint
       FROM password_resets r
       JOIN users u ON u.id = r.user_id AND u.company_id = r.company_id
       JOIN companies c ON c.id = u.company_id
      WHERE r.id = $1 AND r.expires_at > now() AND u.is_active AND NOT coalesce(c.archived, false)
        AND ${LOCAL_SIGN_IN_ALLOWED}${lock ? ' FOR UPDATE OF r' : ''}`,
    [sha256(key)],
  );
  const r = rows[0];
  if (!r || r.fingerprint !== resetFingerprint(r.password_hash, r.email)) return null;
  return { userId: r.user_id, companyId: r.company_id, email: r.email, firstName: r.first_name, lastName: r.last_name, companyName: r.company_name };
}

/** Use up a reset key inside the caller's transaction; false when another request used it first. */
export async function consumeResetKey(tx: Db, key: string): Promise<boolean> {
  return (await tx.query('DELETE FROM password_resets WHERE id = $1 RETURNING id', [sha256(key)])).length === 1;
}
