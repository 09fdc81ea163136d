import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authRoutes, type SessionAnswer } from '@plotwise/contracts';
import type { Db } from '../db/database';
import type { Config } from '../config';
import { AppError } from '../http/appError';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { recordAudit } from './audit';
import { createSession, deleteSession, systemActor, type Actor } from './sessions';
import { SESSION_COOKIE } from '../http/sessionCookie';
import { countFailedSignIn, findSignInAccount, noteSignIn } from './signInAccount';
import { changeEmail, passwordCheckOf } from './emailChange';
import { actorOf } from '../http/access';
import { serve } from '../http/serve';

/** Failed sign-ins in a row that lock an account for 15 minutes. */
export const LOCKOUT_AFTER_FAILURES = 5;

/**
 * Sign in with email and password, sign out, and who am I. `whoAmI` reads the signed-in user's and company's records
 * (entities/sessionRecords.ts: the data layer stands on auth, so auth gets it from the composition root).
 */
export async function registerAuthRoutes(app: FastifyInstance, db: Db, config: Config, whoAmI: (db: Db, actor: Actor) => Promise<SessionAnswer>) {

  const setCookie = (req: FastifyRequest, reply: FastifyReply, token: string) => {
    const secure = config.COOKIE_SECURE === 'auto' ? req.protocol === 'https' : config.COOKIE_SECURE === 'true';
    void reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: config.SESSION_DAYS * 24 * 3600,
    });
  };

  const INVALID_CREDENTIALS_MESSAGE = `The email address or password is not correct. After ${LOCKOUT_AFTER_FAILURES} wrong attempts in a row sign-in pauses for 15 minutes; resetting your password ends the pause.`;
  const loginLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  serve(
    app,
    authRoutes.login,
    async ({ body: { email, password } }, req, reply) => {
      const u = await findSignInAccount(db, email);
      // The password is always checked (the same work for every answer), and a locked account gets exactly the
      // answer of a wrong password: a distinct answer would tell a stranger which email addresses have an account.
      const ok = await verifyPassword(u?.password_hash ?? DUMMY_HASH, password);
      if (u?.locked_until) {
        await recordAudit(db, { kind: 'login_locked', companyId: u.company_id, userId: u.id, ip: req.ip });
        throw new AppError('invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
      }
      if (!u || !ok || !u.is_active) {
        if (u) await registerFailure(u.id, u.company_id, req.ip);
        else await recordAudit(db, { kind: 'login_failed', detail: { email: email.toLowerCase() }, ip: req.ip });
        throw new AppError('invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
      }
      // Only after the password proved right, so that this answer tells a stranger nothing about the account.
      if (!u.local_allowed) throw new AppError('forbidden', 'Your company signs in with single sign-on');
      const token = await createSession(db, u.id, u.company_id, config.SESSION_DAYS);
      await noteSignIn(db, u.id);
      await recordAudit(db, { kind: 'login', companyId: u.company_id, userId: u.id, ip: req.ip });
      setCookie(req, reply, token);
      const actor: Actor = systemActor(u.company_id, u.id);
      return whoAmI(db, actor);
    },
    loginLimit,
  );

  /** Count a failed sign-in; the fifth in a row locks the account for a quarter of an hour. */
  async function registerFailure(userId: number, companyId: number, ip: string) {
    const locked = await countFailedSignIn(db, userId, LOCKOUT_AFTER_FAILURES);
    await recordAudit(db, { kind: locked ? 'login_locked' : 'login_failed', companyId, userId, ip });
  }

  serve(app, authRoutes.logout, async (_, req, reply) => {
    await deleteSession(db, req.cookies[SESSION_COOKIE]);
    if (req.actor) await recordAudit(db, { kind: 'logout', companyId: req.actor.companyId, userId: req.actor.userId, ip: req.ip });
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  serve(app, authRoutes.me, async (_, req) => whoAmI(db, actorOf(req)));

  // A new sign-in email needs the current password (the reset mail goes to it); same limit as sign-in.
  serve(
    app,
    authRoutes.changeEmail,
    async ({ body: { email, current_password } }, req) => {
      const actor = actorOf(req);
      const u = await passwordCheckOf(db, actor.userId);
      if (!u?.password_hash) throw new AppError('forbidden', 'You sign in with single sign-on: your email address comes from your organisation’s directory');
      const ok = await verifyPassword(u.password_hash, current_password);
      // the sign-in lockout holds here too, else a stolen session could guess the password at leisure
      if (u.locked) throw new AppError('invalid_credentials', 'The current password is not correct');
      if (!ok) {
        await registerFailure(actor.userId, actor.companyId, req.ip);
        throw new AppError('invalid_credentials', 'The current password is not correct');
      }
      await changeEmail(db, actor, email);
      await recordAudit(db, { kind: 'email_changed', companyId: actor.companyId, userId: actor.userId, ip: req.ip, detail: { from: u.email, to: email } });
      return whoAmI(db, actor);
    },
    loginLimit,
  );
}
