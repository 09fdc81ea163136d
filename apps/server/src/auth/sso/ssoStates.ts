import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';

/** How long a sign-in at the issuer may take before the attempt is void. */
export const SSO_STATE_MINUTES = 10;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What the callback needs to check the issuer's answer; kept on the server only. */
export interface SsoState {
  nonce: string;
  codeVerifier: string;
}

/** Remember a sign-in attempt by its state (hashed); drops expired attempts on the way. */
export async function saveSsoState(db: Db, state: string, s: SsoState): Promise<void> {
  await db.query('DELETE FROM sso_states WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sso_states (id, nonce, code_verifier, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [sha256(state), s.nonce, s.codeVerifier, SSO_STATE_MINUTES],
  );
}

/** Take (and delete: single use) the attempt of a state; null when unknown, used or expired. */
export async function takeSsoState(db: Db, state: string): Promise<SsoState | null> {
  if (!state || state.length > 200) return null;
  const rows = await db.query<{ nonce: string; code_verifier: string; live: boolean }>(
    `DELETE FROM sso_states WHERE id = $1 RETURNING nonce, code_verifier, expires_at > now() AS live`,
    [sha256(state)],
  );
  const r = rows[0];
  return r?.live ? { nonce: r.nonce, codeVerifier: r.code_verifier } : null;
}
