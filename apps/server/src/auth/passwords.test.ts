import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

/** The algorithm and cost part of an encoded hash (`$argon2id$v=19$m=19456,t=2,p=1`). */
const costOf = (encoded: string) => encoded.split('$').slice(1, 4).join('$');

describe('passwords', () => {
  it('the dummy hash of unknown emails costs what a real one does, and matches no password', async () => {
    const real = await hashPassword('correct horse battery staple');
    expect(costOf(DUMMY_HASH)).toBe(costOf(real));
    expect(await verifyPassword(DUMMY_HASH, 'not-a-real-password-')).toBe(false);
    expect(await verifyPassword(real, 'correct horse battery staple')).toBe(true);
  });
});
