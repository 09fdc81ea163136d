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
