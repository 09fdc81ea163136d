import { z } from 'zod';

export const loginBodySchema = z.strictObject({
  email: z.email().max(320),
  password: z.string().min(1).max(1000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
