import { evaluateFinance, type FinanceError, type FinanceSensitivityInput, type GeneratorMessage } from '@plotwise/core';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { AppError } from '../../http/appError';
import { financeInputOf, readConceptRecords } from '../concepts/conceptGeneration';

/**
 * The FinanceInput of a stored location and concept, read with the actor's rights (404 for another company's): the
 * records in one tenant transaction, the generation after it (CPU-bound; on PGlite a transaction holds the one
 * connection), on the concept's site as the concept screens generate it.
 */
export async function conceptFinanceInput(db: Db, actor: Actor, locationId: number, conceptId: number) {
  const records = await db.tenant(actor.companyId, (tx) => readConceptRecords(new Repository(tx), actor, locationId, conceptId));
  return { ...financeInputOf(records), concept: records.concept };
}

/** The engine's expected failures as a 400 with the engine's issues. */
export const financeFailed = (errors: readonly FinanceError[]) =>
  new AppError('validation_failed', errors.map((e) => `${e.path}: ${e.message}`).join('; '), { issues: errors });

/**
 * Evaluate a stored location and concept: its buildings' results (stored where current, else generated with the
 * same generator the browser runs), then the finance engine. Everything is read with the actor's rights.
 */
export async function evaluateConcept(db: Db, actor: Actor, locationId: number, conceptId: number, sensitivity?: FinanceSensitivityInput) {
  const { input, buildings } = await conceptFinanceInput(db, actor, locationId, conceptId);
  const messages: GeneratorMessage[] = buildings.flatMap((g) => g.result.messages);
  const outcome = evaluateFinance(sensitivity ? { ...input, sensitivity } : input);
  if (!outcome.ok) throw financeFailed(outcome.errors);
  return { sheets: outcome.value, generatorMessages: messages, formFactors: buildings.map((g) => ({ buildingId: g.input.building.id, ...g.result.form_factors })) };
}
