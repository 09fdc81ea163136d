import type { Db } from '../db/database';
import { AppError } from '../http/appError';
import type { ParsedWrite } from '../entities/parseWrite';

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
