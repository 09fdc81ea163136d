import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { ParsedWrite } from '../../entities/parseWrite';
import { AppError } from '../../http/appError';

/**
 * Company admins switch a feature flag only once staff allowed it (feature_disabled otherwise); when staff withdraw
 * the permission, the flag goes off with it. Staff may switch a flag themselves.
 */
export async function featureFlagsAllowed(db: Db, actor: Actor, companyId: number, input: ParsedWrite | null): Promise<void> {
  const flags = input?.ones.cfg?.ones.flags?.values;
  if (!flags) return;
  if (actor.isStaff) {
    if (flags.unitmixAllowed === false) flags.unitmix = false;
    return;
  }
  if (flags.unitmix !== true) return;
  const [row] = await db.query<{ allowed: boolean | null }>('SELECT unitmix_allowed AS allowed FROM feature_flags WHERE company_id = $1', [companyId]);
  if (!row?.allowed) throw new AppError('feature_disabled', 'Plotwise has not enabled the unit mix for your company yet; ask support to allow it');
}
