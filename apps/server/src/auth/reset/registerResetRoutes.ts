import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { createMailer } from '../../mail/createMailer';
import { SESSION_COOKIE } from '../sessions';
import { requestPasswordReset } from './requestPasswordReset';
import { resetPassword } from './resetPassword';
import { access } from '../../http/access';

const requestBody = z.strictObject({ email: z.email().max(320) });
// The password length is judged by the rules (with their message), the body limit only bounds the work.
const resetBody = z.strictObject({ key: z.string().min(1).max(200), password: z.string().max(10_000) });

/** The one answer to every well-formed reset request, so it cannot tell whether an address exists. */
export const RESET_REQUEST_ANSWER = {
  message: 'If this address belongs to an account that signs in with a password, a link to reset it is on its way.',
} as const;

/** POST /api/auth/password-reset-request and POST /api/auth/password-reset (docs/security.md). */
export async function registerResetRoutes(app: FastifyInstance, db: Db, config: Config) {
  const mailer = createMailer(config, app.log);
  // Requests are handled after answering; shutting down waits for those in flight.
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    mailer.close();
  });

  // each request may send a mail: limit per client address
  app.post('/api/auth/password-reset-request', access('public', { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } }), async (req) => {
    const parsed = requestBody.safeParse(req.body);
    if (!parsed.success) throw new AppError('validation_failed', 'Enter an email address', { issues: parsed.error.issues });
    const job = requestPasswordReset(db, mailer, config.PUBLIC_URL, parsed.data.email, req.ip)
      .catch((err: unknown) => req.log.error({ err }, 'password reset request failed'))
      .finally(() => pending.delete(job));
    pending.add(job);
    return RESET_REQUEST_ANSWER;
  });

  app.post('/api/auth/password-reset', access('public', { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } }), async (req, reply) => {
    const parsed = resetBody.safeParse(req.body);
    if (!parsed.success) throw new AppError('validation_failed', 'Send the reset key and a new password', { issues: parsed.error.issues });
    await resetPassword(db, parsed.data.key, parsed.data.password, req.ip);
    // This browser's session (if any) has just ended with all others; drop its cookie too.
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
}
