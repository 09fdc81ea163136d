import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createMailer } from '../../mail/createMailer';
import { serve } from '../../http/serve';
import { SESSION_COOKIE } from '../../http/sessionCookie';
import { requestPasswordReset } from './requestPasswordReset';
import { resetPassword } from './resetPassword';

/** The one answer to every well-formed reset request, so it cannot tell whether an address exists. */
export const RESET_REQUEST_ANSWER = {
  message: 'If this address belongs to an account that signs in with a password, a link to reset it is on its way.',
} as const;

/** POST /api/auth/password-reset-request and POST /api/auth/password-reset (docs/security.md). */
export async function registerResetRoutes(app: FastifyInstance, db: Db, config: Config) {
  const mailer = createMailer(config, app.log, db);
  // Requests are handled after answering; shutting down waits for those in flight.
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    mailer.close();
  });

  const limit = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  // each request may send a mail: limit per client address
  serve(
    app,
    authRoutes.passwordResetRequest,
    async ({ body: { email } }, req) => {
      const job = requestPasswordReset(db, mailer, config.PUBLIC_URL, email, req.ip)
        .catch((err: unknown) => req.log.error({ err }, 'password reset request failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
      return RESET_REQUEST_ANSWER;
    },
    limit,
  );

  serve(
    app,
    authRoutes.passwordReset,
    async ({ body: { key, password } }, req, reply) => {
      await resetPassword(db, key, password, req.ip);
      // This browser's session (if any) has just ended with all others; drop its cookie too.
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
    limit,
  );
}
