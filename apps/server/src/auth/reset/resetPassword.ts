import { checkPassword } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { recordAudit } from '../audit';
import { hashPassword } from '../passwords';
import { guessablePassword } from '../passwordStrength';
import { consumeResetKey, findResetKey } from './resetKeys';

const invalidKey = () =>
  new AppError('invalid_reset_key', 'This reset link is not valid: it was used, replaced by a newer one, or has expired. Request a new one.');

/**
 * Set a new password with a mailed reset key: checks the key and the password rules, then in one
 * transaction replaces the hash, uses up the key (and any other of the user), ends every session of the
 * user and writes the audit event. Returns the user id.
 */
export async function resetPassword(db: Db, key: string, password: string, ip: string | null): Promise<number> {
  const target = await findResetKey(db, key);
  if (!target) throw invalidKey();
  const problems = checkPassword(password, target.email);
  if (!problems.length) {
    const guessable = await guessablePassword(password, [target.email, target.firstName, target.lastName, target.companyName]);
    if (guessable) problems.push(guessable);
  }
  // `issues` names the field as every validation answer does, so a form shows the message at the password field
  if (problems.length)
    throw new AppError('validation_failed', problems.map((p) => p.message).join('. '), { problems, issues: problems.map((p) => ({ path: ['password'], ...p })) });
  // argon2 takes a while: hash before the transaction so it holds no locks meanwhile.
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Look again under a row lock: the key may have been used, replaced or voided while we hashed.
    const again = await findResetKey(tx, key, true);
    if (!again || again.userId !== target.userId || !(await consumeResetKey(tx, key))) throw invalidKey();
    await tx.query(
      `UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now(), failed_logins = 0, locked_until = NULL
        WHERE id = $1`,
      [target.userId, hash],
    );
    await tx.query('DELETE FROM password_resets WHERE user_id = $1', [target.userId]);
    // Whoever knew the old password may hold a session: end them all.
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [target.userId]);
    await recordAudit(tx, { kind: 'password_reset', companyId: target.companyId, userId: target.userId, ip });
    return target.userId;
  });
}
