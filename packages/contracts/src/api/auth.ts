import { z } from 'zod';
import type { ApiRecord } from '../types';

/** POST /api/auth/email: a user changes their own sign-in email, proving it is them with the current password. */
export const changeEmailBodySchema = z.strictObject({
  email: z.email().max(320),
  current_password: z.string().min(1).max(1000),
});

export const loginBodySchema = z.strictObject({
  email: z.email().max(320),
  password: z.string().min(1).max(1000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** GET /api/auth/me and POST /api/auth/login: the signed-in user and their company, with their configs. */
export interface SessionAnswer {
  user: ApiRecord<'users'>;
  company: ApiRecord<'companies'>;
}

/** GET /api/auth/sso/config: whether directory single sign-on (OpenID Connect) is configured on this server. */
export const ssoConfigSchema = z.object({ enabled: z.boolean() });
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/** Why a directory sign-in failed, as the server's callback sends it back to `/login?error=<code>`. */
export const ssoErrorCodes = ['sso_state', 'sso_token', 'sso_unknown_user', 'sso_disabled', 'sso_not_configured'] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];
