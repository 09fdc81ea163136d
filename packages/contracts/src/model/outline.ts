import type { z } from 'zod';

/**
 * A schema that checks the outline of an answer (its top-level fields) while its static type is a full type kept
 * elsewhere: the core's finance sheets and generator figures, the plot panel's interfaces. For trees too large to copy
 * field by field into zod (a copy would drift from its source), the answer check sees their shape and the callers
 * keep the source's type.
 */
export const outlineOf = <T>(schema: z.ZodType): z.ZodType<T> => schema as z.ZodType<T>;
