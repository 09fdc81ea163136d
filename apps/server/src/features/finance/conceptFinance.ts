import { buildings as buildingsDef, concepts, costs as costsDef, locations, units as unitsDef, type ApiRecord } from '@plotwise/contracts';
import { sheetFinanceInput, sheetGeneratorInputs, sheetUnitInputs } from '@plotwise/contracts/api/sheetsInput';
import { evaluateFinance, generate, type FinanceError, type FinanceParametersInput, type FinanceSensitivityInput, type GeneratorMessage } from '@plotwise/core';
import type { Actor } from '../../auth/sessions';
import { AppError, notFound } from '../../http/appError';
import type { Repository } from '../../entities/repository';

/** The stored records one concept's sheets are computed from, read with the actor's rights (404 for another company's). */
export async function readConceptRecords(repo: Repository, actor: Actor, locationId: number, conceptId: number) {
  const location = (await repo.detail(locations, actor, locationId, 0)) as ApiRecord<'locations'> | null;
  if (!location) throw notFound('Location');
  const concept = (await repo.detail(concepts, actor, conceptId, 0)) as ApiRecord<'concepts'> | null;
  if (!concept || concept.locationId !== locationId) throw notFound('Concept of this location');
  const byLocation = { where: { locationId }, limit: 500, offset: 0, depth: 0 };
  const unitRows = (await repo.list(unitsDef, actor, byLocation)).rows as ApiRecord<'units'>[];
  const costRows = (await repo.list(costsDef, actor, byLocation)).rows as ApiRecord<'costs'>[];
  const buildingRows = (await repo.list(buildingsDef, actor, { where: { conceptId }, limit: 500, offset: 0, depth: 0 })).rows as ApiRecord<'buildings'>[];
  return { location, concept, unitRows, costRows, buildingRows };
}
export type ConceptRecords = Awaited<ReturnType<typeof readConceptRecords>>;

/**
 * The FinanceInput of read records: the buildings generated with the location's units (pure and CPU-bound, so
 * a caller on embedded PGlite runs it outside its transaction), then the one mapping the web's sheets use too.
 */
export function financeInputOf(records: ConceptRecords) {
  const { location, unitRows, costRows, buildingRows } = records;
  // the one mapping from stored records to the engines, the same as the web's sheets (contracts sheetsInput)
  const generated = sheetGeneratorInputs(buildingRows, sheetUnitInputs(unitRows)).map((input) => ({ input, result: generate(input) }));
  const input = sheetFinanceInput({
    plotAreaSquareMeters: location.plotsize ?? 0,
    units: unitRows,
    costs: costRows,
    generated,
    parameters: (location.cfg?.finance_parameters ?? {}) as FinanceParametersInput,
  });
  return { input, generated };
}

/** The FinanceInput of a stored location and concept, read with the actor's rights (404 for another company's). */
export async function conceptFinanceInput(repo: Repository, actor: Actor, locationId: number, conceptId: number) {
  const records = await readConceptRecords(repo, actor, locationId, conceptId);
  return { ...financeInputOf(records), concept: records.concept };
}

/** The engine's expected failures as a 400 with the engine's issues. */
export const financeFailed = (errors: readonly FinanceError[]) =>
  new AppError('validation_failed', errors.map((e) => `${e.path}: ${e.message}`).join('; '), { issues: errors });

/**
 * Evaluate a stored location and concept: generate its buildings with the company's units (the same pure
 * generator the browser runs), then run the finance engine. Everything is read with the actor's rights.
 */
export async function evaluateConcept(repo: Repository, actor: Actor, locationId: number, conceptId: number, sensitivity?: FinanceSensitivityInput) {
  const { input, generated } = await conceptFinanceInput(repo, actor, locationId, conceptId);
  const messages: GeneratorMessage[] = generated.flatMap((g) => g.result.messages);
  const outcome = evaluateFinance(sensitivity ? { ...input, sensitivity } : input);
  if (!outcome.ok) throw financeFailed(outcome.errors);
  return { sheets: outcome.value, generatorMessages: messages, formFactors: generated.map((g) => ({ buildingId: g.input.building.id, ...g.result.form_factors })) };
}
