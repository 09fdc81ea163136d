import { z } from 'zod';

// The path parameters routes share, apart from model/route.ts: that one is imported by every web entry (the
// client's routeUrl) and must not pull zod into the public pages' first load.

/** A record id in a path: digits only (no sign, exponent or hex), 1 to 2 147 483 647, the range of our integer ids. */
export const recordId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'an id is a whole number from 1')])
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));

/** The path parameters of a route about one record: `/.../:id`. */
export const idParamsSchema = z.strictObject({ id: recordId });
