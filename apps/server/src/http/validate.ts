import type { z } from 'zod';
import { AppError } from './appError';

/** Parse a body or query with a zod schema; a mismatch is 400 validation_failed listing each path. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, what = 'body'): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success)
    throw new AppError('validation_failed', r.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; '), {
      issues: r.error.issues,
    });
  return r.data;
}
