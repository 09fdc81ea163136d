import type { Db } from '../db/database';
import type { Actor } from './sessions';

/** The signed-in user's password hash (null with single sign-on), current email and whether sign-in is locked. */
export async function passwordCheckOf(db: Db, userId: number): Promise<{ password_hash: string | null; email: string; locked: boolean } | undefined> {
  const [u] = await db.query<{ password_hash: string | null; email: string; locked: boolean }>(
    'SELECT password_hash, email, coalesce(locked_until > now(), false) AS locked FROM users WHERE id = $1',
    [userId],
  );
  return u;
}

/** The signed-in user's new sign-in email (inside the tenant transaction of their company). */
export async function changeEmail(db: Db, actor: Actor, email: string): Promise<void> {
  await db.tenant(actor.companyId, (tx) => tx.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1 AND company_id = $3', [actor.userId, email, actor.companyId]));
}
