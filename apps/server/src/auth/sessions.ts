import { createHash, randomBytes } from 'node:crypto';
import { capabilitiesOf, type Capabilities, type Subscription } from '@plotwise/contracts';
import type { Db } from '../db/database';

// the actor of a request, set by the composition root's onRequest hook (app/buildApp.ts) from the session cookie
declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Who is making a request: every data query is scoped by `companyId`. */
export interface Actor {
  userId: number;
  companyId: number;
  isStaff: boolean;
  isAdmin: boolean;
  userName: string;
  sessionId: string;
  /** what the company's licence allows (packages/contracts licencePolicy) */
  capabilities: Capabilities;
  /** the company's feature flag for the unit mix */
  unitmix: boolean;
}

/** An actor for the server's own work on a company (seed, staff tools): no licence limits. */
export const systemActor = (companyId: number, userId = 0): Actor => ({
  userId,
  companyId,
  isStaff: true,
  isAdmin: true,
  userName: 'system',
  sessionId: '',
  capabilities: { write: true, publish: true, reason: null, trialEndsAt: null },
  unitmix: true,
});

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

// a type, not an interface: rows must fit Db's Record<string, unknown>
type SessionRow = {
  user_id: number;
  company_id: number;
  is_staff: boolean;
  is_admin: boolean;
  first_name: string | null;
  last_name: string | null;
  subscription: Subscription;
  licence: number;
  archived: boolean | null;
  trial_started_at: string | null;
  unitmix: boolean | null;
  expires_at: Date;
};

// Embedded PGlite only: session rows as read, each with the database's change mark from before the read. While
// no write to the tables they come from has finished since (Db.changedSince), a row is what the database holds:
// the staff member following an import's progress is recognised while the import holds PGlite's one connection,
// and a sign-out, deactivation or archive makes the row stale at once. A write is an INSERT, UPDATE, DELETE or
// TRUNCATE of one of those tables; a mere mention does not count (the plot features read a geodata layer that
// is called 'companies').
const SESSION_TABLES = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?:sessions|users|companies|companycfgs|feature_flags|authentications)\b/i;
const readSessions = new Map<string, { mark: number; row: SessionRow }>();
const READ_SESSIONS_MAX = 1000;

/** The actor of a session token, or null when the session is unknown, expired, its user inactive or its company archived. */
export async function actorOfToken(db: Db, token: string | undefined): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const id = digest(token);
  const mark = db.changeMark();
  const known = mark === null ? undefined : readSessions.get(id);
  if (known && db.changedSince(known.mark, SESSION_TABLES) === false && known.row.expires_at.getTime() > Date.now()) return actorOf(known.row, id);
  const rows = await db.query<SessionRow>(
    `SELECT s.user_id, s.company_id, u.is_staff, u.is_admin, u.first_name, u.last_name,
            c.subscription, c.licence, c.archived, cc.trial_started_at, ff.unitmix, s.expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id AND u.company_id = s.company_id
       JOIN companies c ON c.id = s.company_id
       LEFT JOIN companycfgs cc ON cc.company_id = c.id
       LEFT JOIN feature_flags ff ON ff.company_cfg_id = cc.id
      WHERE s.id = $1 AND s.expires_at > now() AND u.is_active AND NOT coalesce(c.archived, false)`,
    [id],
  );
  const r = rows[0];
  readSessions.delete(id);
  if (r && mark !== null && db.changedSince(mark, SESSION_TABLES) === false) {
    if (readSessions.size >= READ_SESSIONS_MAX) readSessions.delete(readSessions.keys().next().value!);
    readSessions.set(id, { mark, row: r });
  }
  return r ? actorOf(r, id) : null;
}

function actorOf(r: SessionRow, sessionId: string): Actor {
  return {
    userId: r.user_id,
    companyId: r.company_id,
    isStaff: r.is_staff,
    isAdmin: r.is_admin,
    userName: [r.first_name, r.last_name].filter(Boolean).join(' '),
    sessionId,
    capabilities: capabilitiesOf(
      {
        subscription: r.subscription,
        licence: r.licence,
        archived: !!r.archived,
        trialStartedAt: r.trial_started_at ? new Date(r.trial_started_at).toISOString() : null,
      },
      new Date(),
    ),
    unitmix: !!r.unitmix,
  };
}

/** End a session by its token. */
export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.query('DELETE FROM sessions WHERE id = $1', [digest(token)]);
}
