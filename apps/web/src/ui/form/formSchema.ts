import { z } from 'zod';

interface FieldLike {
  zod: z.ZodType;
}

/**
 * The zod schema of a form from the contracts' entity fields (`users.fields`), so the screen checks what the
 * server will check. `required` text fields must hold more than white space.
 */
export function formSchema<K extends string>(fields: Record<K, FieldLike>, names: readonly K[], required: readonly K[] = []): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    const zod = fields[name].zod;
    shape[name] = required.includes(name) ? z.string().trim().min(1).pipe(zod as z.ZodType<unknown, string>) : zod.nullable().optional();
  }
  return z.object(shape);
}
