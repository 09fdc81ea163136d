import type { Db } from '../../db/database';

/** A single sign-on of the user: its time noted (the password sign-in count and lock stay as they are). */
export async function noteSsoSignIn(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
}
