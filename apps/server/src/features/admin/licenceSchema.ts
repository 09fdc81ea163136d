import { z } from 'zod';
import { licenceTiers } from '@plotwise/contracts';

/** A licence tier by its spec code (pilot 0 ... none 10). */
export const licenceSchema = z.union(Object.values(licenceTiers).map((c) => z.literal(c)) as unknown as [z.ZodLiteral<number>], {
  error: `licence must be one of ${Object.values(licenceTiers).join(', ')}`,
});
