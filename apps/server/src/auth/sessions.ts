import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const SESSION_COOKIE = 'sid';

/** Who is making a request: every data query is scoped by `companyId`. */
export interface Actor {
  userId: number;
  companyId: number;
  isStaff: boolean;
  isAdmin: boolean;
  userName: string;
  sessionId: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Start a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: number, companyId: number, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id, user_id, company_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [digest(token), userId, companyId, days],
  );
  return token;
}

/** The actor of a session token, or null when the session is unknown, expired or its user inactive. */
export async function actorOfToken(db: Db, token: string | undefined): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const id = digest(token);
  const rows = await db.query<{
    user_id: number;
    company_id: number;
    is_staff: boolean;
    is_admin: boolean;
    first_name: string | null;
    last_name: string | null;
  }>(
    `SELECT s.user_id, s.company_id, u.is_staff, u.is_admin, u.first_name, u.last_name
       FROM sessions s JOIN users u ON u.id = s.user_id AND u.company_id = s.company_id
      WHERE s.id = $1 AND s.expires_at > now() AND u.is_active`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    userId: r.user_id,
    companyId: r.company_id,
    isStaff: r.is_staff,
    isAdmin: r.is_admin,
    userName: [r.first_name, r.last_name].filter(Boolean).join(' '),
    sessionId: id,
  };
}

/** End a session by its token. */
export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.query('DELETE FROM sessions WHERE id = $1', [digest(token)]);
}
