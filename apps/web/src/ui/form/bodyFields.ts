import type { z } from 'zod';

/**
 * The fields of a route's body schema (the contracts' `loginBodySchema`) in the shape `formSchema` takes, so a form
 * that sends a request body rather than an entity record is checked by the same rules as the server, trimming and
 * "fill this in" included.
 */
export function bodyFields<S extends z.ZodRawShape>(schema: z.ZodObject<S>): { [K in keyof S & string]: { zod: S[K] } } {
  return Object.fromEntries(Object.entries(schema.shape).map(([name, zod]) => [name, { zod }])) as { [K in keyof S & string]: { zod: S[K] } };
}
