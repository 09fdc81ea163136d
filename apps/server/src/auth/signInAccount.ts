import type { Db } from '../db/database';
import { LOCAL_SIGN_IN_ALLOWED } from './reset/resetKeys';

/** What sign-in needs to know of an account; `locked_until` only while the lock holds. */
type SignInAccount = {
  id: number;
  company_id: number;
  password_hash: string | null;
  is_active: boolean;
  local_allowed: boolean;
  locked_until: Date | null;
};

/** The account of an email address (any case) in a company that is not archived, or undefined. */
export async function findSignInAccount(db: Db, email: string): Promise<SignInAccount | undefined> {
  const rows = await db.query<SignInAccount>(
    `SELECT u.id, u.company_id, u.password_hash, u.is_active, ${LOCAL_SIGN_IN_ALLOWED} AS local_allowed,
            CASE WHEN u.locked_until > now() THEN u.locked_until END AS locked_until
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE lower(u.email) = lower($1) AND NOT coalesce(c.archived, false)`,
    [email],
  );
  return rows[0];
}

/** A successful sign-in: its time noted, the count of failures and any lock cleared. */
export async function noteSignIn(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_login_at = now(), failed_logins = 0, locked_until = NULL WHERE id = $1', [userId]);
}

/** Count a failed sign-in; the `lockAfter`th in a row locks the account for a quarter of an hour (answers whether it is locked now). */
export async function countFailedSignIn(db: Db, userId: number, lockAfter: number): Promise<boolean> {
  const [r] = (await db.query<{ locked: boolean }>(
    `UPDATE users SET failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
                      locked_until = CASE WHEN failed_logins + 1 >= $2 THEN now() + interval '15 minutes' ELSE locked_until END
      WHERE id = $1 RETURNING locked_until > now() AS locked`,
    [userId, lockAfter],
  )) as [{ locked: boolean }];
  return r.locked;
}
