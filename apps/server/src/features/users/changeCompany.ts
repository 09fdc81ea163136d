import { companies, isTrial, type Subscription } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { systemActor, type Actor } from '../../auth/sessions';
import { recordAudit } from '../../auth/audit';
import { notFound } from '../../http/appError';
import { hooksOf } from '../../entities/hooks';
import { parseWrite } from '../../entities/parseWrite';
import { Repository } from '../../entities/repository';

interface CompanyChange {
  name?: string | undefined;
  subscription?: Subscription | undefined;
  /** a licence tier's spec code */
  licence?: number | undefined;
  archived?: boolean | undefined;
  /** ISO date-time; null ends the trial date */
  trialStartedAt?: string | null | undefined;
  /** the company configuration, checked by the entity model */
  cfg?: Record<string, unknown> | undefined;
}

/** Staff change a customer under the company rules of the data API, each change audited; archiving ends its sessions. */
export async function changeCompany(db: Db, staff: Actor, id: number, change: CompanyChange, ip: string): Promise<void> {
  const { trialStartedAt, cfg, ...fields } = change;
  const before = (
    await db.query<{ archived: boolean; trial: string | null }>(
      'SELECT coalesce(c.archived, false) AS archived, cc.trial_started_at::text AS trial FROM companies c LEFT JOIN companycfgs cc ON cc.company_id = c.id WHERE c.id = $1',
      [id],
    )
  )[0];
  if (!before) throw notFound('Company');
  // a trial starts when a company becomes one, unless staff give the date (an unstarted trial never ends)
  const startTrial = trialStartedAt === undefined && fields.subscription && isTrial(fields.subscription) && !before.trial ? new Date().toISOString() : trialStartedAt;
  const cfgBody = { ...(cfg ?? {}), ...(startTrial === undefined ? {} : { trialStartedAt: startTrial }) };
  const body = Object.keys(cfgBody).length ? { ...fields, cfg: cfgBody } : fields;
  await db.tenant(id, async (tx) => {
    const input = parseWrite(companies, body, 'patch');
    // the company rules of the data API (a sign-in method kept, feature flags) hold for staff too
    await hooksOf('companies').beforeWrite?.(tx, systemActor(id), input, id);
    await new Repository(tx).update(companies, systemActor(id), id, input);
  });
  const audit = { companyId: id, userId: staff.userId, ip };
  const { archived, ...changes } = body;
  if (archived === true && !before.archived) {
    // sign-in already refuses an archived company; its open sessions end now
    await db.query('DELETE FROM sessions WHERE company_id = $1', [id]);
    await recordAudit(db, { ...audit, kind: 'company_archived' });
  }
  if (archived === false && before.archived) await recordAudit(db, { ...audit, kind: 'company_unarchived' });
  if (Object.keys(changes).length) await recordAudit(db, { ...audit, kind: 'company_changed', detail: changes });
}
