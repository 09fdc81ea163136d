import { z } from 'zod';
import { defineRoute } from '../model/route';
import { companyRecordSchema, userRecordSchema } from './accountRecords';

/** POST /api/auth/email: a user changes their own sign-in email, proving it is them with the current password. */
const changeEmailBodySchema = z.strictObject({
  email: z.email().max(320),
  current_password: z.string().min(1).max(1000),
});

/** POST /api/auth/login: sign in with email and password. */
export const loginBodySchema = z.strictObject({
  email: z.email().max(320),
  password: z.string().min(1).max(1000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** GET /api/auth/me and POST /api/auth/login: the signed-in user and their company, with their configs. */
const sessionAnswerSchema = z.object({ user: userRecordSchema, company: companyRecordSchema });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** POST /api/auth/password-reset-request: a set-password link for an account that signs in with a password. */
export const passwordResetRequestBodySchema = z.strictObject({ email: z.email().max(320) });

/** POST /api/auth/password-reset: the mailed key and the new password (its length judged by the password rules, with their message; this bound only limits the work). */
export const passwordResetBodySchema = z.strictObject({ key: z.string().min(1).max(200), password: z.string().max(10_000) });

/** GET /api/auth/sso/config: whether directory single sign-on (OpenID Connect) is configured on this server. */
const ssoConfigSchema = z.object({ enabled: z.boolean() });

/** Why a directory sign-in failed, as the server's callback sends it back to `/login?error=<code>`. */
export const ssoErrorCodes = ['sso_state', 'sso_token', 'sso_unknown_user', 'sso_disabled', 'sso_not_configured'] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/**
 * Sign-in, sign-out, the session, a new sign-in email, the mailed password reset and directory single sign-on.
 * Sign-in, the email change, the reset routes and the SSO start are rate limited per client address.
 */
export const authRoutes = {
  login: defineRoute({ method: 'POST', path: '/api/auth/login', access: 'public', summary: 'Sign in; sets the session cookie', body: loginBodySchema, response: sessionAnswerSchema }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', access: 'public', summary: 'Sign out', response: z.undefined(), status: 204 }),
  me: defineRoute({ method: 'GET', path: '/api/auth/me', access: 'signedIn', summary: 'The signed-in user and company', response: sessionAnswerSchema }),
  changeEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/email',
    access: 'signedIn',
    summary: 'Change your own sign-in email (with the current password)',
    body: changeEmailBodySchema,
    response: sessionAnswerSchema,
  }),
  passwordResetRequest: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset-request',
    access: 'public',
    summary: 'Mail a password reset link (same answer for every address)',
    body: passwordResetRequestBodySchema,
    response: z.object({ message: z.string() }),
  }),
  passwordReset: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'public',
    summary: 'Set a new password with a mailed key (ends every session of the account)',
    body: passwordResetBodySchema,
    response: z.undefined(),
    status: 204,
  }),
  ssoConfig: defineRoute({ method: 'GET', path: '/api/auth/sso/config', access: 'public', summary: 'Whether directory single sign-on is configured', response: ssoConfigSchema }),
  ssoStart: defineRoute({ method: 'GET', path: '/api/auth/sso/start', access: 'public', summary: 'Start OpenID Connect sign-in (redirect to the issuer)', response: z.unknown(), status: 302 }),
  ssoCallback: defineRoute({
    method: 'GET',
    path: '/api/auth/sso/callback',
    access: 'public',
    summary: 'OpenID Connect callback (redirect to the app, or to /login?error=<code>)',
    response: z.unknown(),
    status: 302,
  }),
};
