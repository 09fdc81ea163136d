import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';

/**
 * Signed VERP: each mail leaves with an envelope sender of its own, `bounces+<signature>@domain` for the bounce
 * address `bounces@domain`, where the signature is an HMAC of the recipient under a key only the server knows. A
 * delivery report comes back to that address; the bounce mailbox believes it only for the recipient whose signature
 * it carries, so a forged report (which cannot know the key) marks nothing, and a real one marks one address.
 * The MX must deliver `bounces+...@domain` to the bounce mailbox (a recipient delimiter of "+").
 */

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The server's bounce key (table server_keys), made on first use; one per database, read once per process. */
export function bounceKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.query(`INSERT INTO server_keys (name, secret) VALUES ('mail_bounce', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32)]);
      const [row] = await db.query<{ secret: Uint8Array }>(`SELECT secret FROM server_keys WHERE name = 'mail_bounce'`);
      return Buffer.from(row!.secret);
    })();
    key.catch(() => keys.delete(db)); // a failed read is tried again on the next mail
    keys.set(db, key);
  }
  return key;
}

// hex: a mail server may change the case of a local part; 128 bits
const signature = (key: Buffer, recipient: string) => createHmac('sha256', key).update(recipient.trim().toLowerCase()).digest('hex').slice(0, 32);

const split = (address: string) => {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at).toLowerCase(), domain: address.slice(at + 1).toLowerCase() };
};

/** The envelope sender of a mail to `recipient`: `local+<signature>@domain` of the bounce address. */
export function signedBounceAddress(bounceAddress: string, key: Buffer, recipient: string): string {
  const { local, domain } = split(bounceAddress);
  return `${local}+${signature(key, recipient)}@${domain}`;
}

/** Whether `to` is the bounce address itself or a signed form of it (the mailbox takes both). */
export function isBounceAddress(bounceAddress: string, to: string): boolean {
  const mine = split(bounceAddress);
  const it = split(to);
  return it.domain === mine.domain && (it.local === mine.local || it.local.startsWith(`${mine.local}+`));
}

/** Whether a report sent to `to` may mark `recipient`: `to` carries that recipient's signature. */
export function signedFor(bounceAddress: string, key: Buffer, to: string, recipient: string): boolean {
  const expected = Buffer.from(signedBounceAddress(bounceAddress, key, recipient));
  const got = Buffer.from(to.trim().toLowerCase());
  return got.length === expected.length && timingSafeEqual(got, expected);
}
