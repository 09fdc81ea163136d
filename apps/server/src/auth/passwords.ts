import { hash, verify } from '@node-rs/argon2';

/** Hash a password with argon2id (library defaults: 19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

/**
 * What a sign-in with an unknown email is verified against, so that the answer takes as long as for a known one: an
 * argon2id hash at the cost hashPassword uses, of a random password nobody knows. Written here rather than hashed at
 * start-up, which cost every server start (and every API test file) one hash.
 */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$dJCYYAy1g90dUxqbgk1Z0g$O5pN5dw5eaZDlc88FQA8bO2wKckwPvQRgaTPVx81qFM';

/** Check a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
