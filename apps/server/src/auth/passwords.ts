import { hash, verify } from '@node-rs/argon2';

/** Hash a password with argon2id (library defaults: 19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

/** Check a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
