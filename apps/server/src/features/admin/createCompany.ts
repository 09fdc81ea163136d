import { companies, isTrial, licenceTiers, type Subscription } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import { newKey, Repository } from '../../entities/repository';
import { parseWrite } from '../../entities/parseWrite';
import { asCompany } from './asCompany';
import { applyStartingTemplate } from '../startingTemplate/applyStartingTemplate';

interface NewCompany {
  name: string;
  subscription: Subscription;
  /** a licence tier's spec code; none when not given */
  licence?: number | undefined;
  /** ISO date-time; a pilot or trial without one starts now */
  trialStartedAt?: string | undefined;
}

/** Staff create a customer with its default configuration and the Dutch starting template in one transaction; answers its id. */
export async function createCompany(db: Db, staff: Actor, body: NewCompany): Promise<number> {
  const licence = body.licence ?? licenceTiers.none;
  // a pilot or trial starts now unless staff give the date (a trial that never started would never end)
  const trial = isTrial(body.subscription) || licence === licenceTiers.pilot || licence === licenceTiers.trial;
  const trialStartedAt = body.trialStartedAt ?? (trial ? new Date().toISOString() : undefined);
  return db.transaction(async (tx) => {
    const [{ id }] = (await tx.query<{ id: number }>(
      `INSERT INTO companies (name, key, subscription, licence, archived) VALUES ($1, $2, $3, $4, false) RETURNING id`,
      [body.name, newKey(), body.subscription, licence],
    )) as [{ id: number }];
    // creates the default company configuration (authentication, flags, style, parameters)
    const cfg = trialStartedAt ? { cfg: { trialStartedAt } } : {};
    await new Repository(tx).update(companies, asCompany(staff, id), id, parseWrite(companies, cfg, 'patch'));
    await applyStartingTemplate(db, asCompany(staff, id), tx);
    return id;
  });
}
