import type { Db } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import { AppError } from '../../http/appError';
import type { ParsedWrite } from '../../entities/parseWrite';

/**
 * A company keeps at least one way in: refuses a change of the company's configuration that would switch off
 * both password sign-in (`authentications.local`) and directory sign-in (`authentications.azure`), whoever sends it.
 */
export async function keepASignInMethod(db: Db, companyId: number, input: ParsedWrite | null): Promise<void> {
  const change = input?.ones.cfg?.ones.authentication?.values;
  if (!change || !('local' in change || 'azure' in change)) return;
  const [now] = await db.query<{ local: boolean | null; azure: boolean | null }>('SELECT local, azure FROM authentications WHERE company_id = $1', [companyId]);
  // a company without the row yet has the defaults: both on
  const local = 'local' in change ? change.local : (now?.local ?? true);
  const azure = 'azure' in change ? change.azure : (now?.azure ?? true);
  if (local === false && azure === false)
    throw new AppError('validation_failed', 'A company needs a way to sign in: keep password sign-in or directory sign-in (SSO) switched on');
}

/**
 * Directory sign-in within what staff allow: a company admin cannot switch it on while staff have not allowed it
 * (`authentications.azure_allowed` false; empty means allowed); staff withdrawing it switch it off, and password
 * sign-in on, so the company keeps a way in. Runs before `keepASignInMethod`.
 */
export async function signInMethodsAllowed(db: Db, actor: Actor, companyId: number, input: ParsedWrite | null): Promise<void> {
  const change = input?.ones.cfg?.ones.authentication?.values;
  if (!change) return;
  if (actor.isStaff) {
    if (change.azureAllowed === false) Object.assign(change, { azure: false, local: true });
    return;
  }
  if (change.azure !== true) return;
  const [row] = await db.query<{ allowed: boolean | null }>('SELECT azure_allowed AS allowed FROM authentications WHERE company_id = $1', [companyId]);
  if (row?.allowed === false) throw new AppError('feature_disabled', 'Plotwise has not allowed directory sign-in for your company; ask support to allow it');
}
