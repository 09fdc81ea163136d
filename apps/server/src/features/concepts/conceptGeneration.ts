import { buildings as buildingsDef, companies, concepts, costs as costsDef, locations, type ApiRecord } from '@plotwise/contracts';
import {
  conceptFinanceInput,
  conceptResults,
  planConcept,
  type ConceptBuildingResult,
  type ConceptRecords,
} from '@plotwise/contracts/conceptGeneration/conceptResults';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { generate, type FinanceInput, type GeneratorInput, type GeneratorResult } from '@plotwise/core';
import type { Actor } from '../../auth/sessions';
import type { Repository } from '../../entities/repository';
import { notFound } from '../../http/appError';

// A concept's buildings as the server generates them: the same records, site, parameters and inputs as the concept
// screens (contracts conceptGeneration), the stored result where it is current, else the generator in this process.
// The sheets API, the Excel export, the production value and the public page read their figures from here.

/** What every concept of a location is generated and valued with: the location (depth 1), its costs and the company's parameters. */
export async function readLocationRecords(repo: Repository, actor: Actor, locationId: number): Promise<Omit<ConceptRecords, 'buildings'>> {
  // depth 1: the plots, constraints and units the site and the inputs are made of, as the concept screens read them
  const location = (await repo.detail(locations, actor, locationId, 1)) as ApiRecord<'locations'> | null;
  if (!location) throw notFound('Location');
  const costs = (await repo.list(costsDef, actor, { where: { locationId }, limit: 500, offset: 0, depth: 0 })).rows as ApiRecord<'costs'>[];
  const company = (await repo.detail(companies, actor, actor.companyId, 0)) as ApiRecord<'companies'> | null;
  return { location, units: location.units ?? [], costs, generationParameters: company?.cfg?.parameters ?? null };
}

/** A concept's buildings, in id order (the order the concept screens list them in). */
export async function readConceptBuildings(repo: Repository, actor: Actor, conceptId: number): Promise<ApiRecord<'buildings'>[]> {
  return (await repo.list(buildingsDef, actor, { where: { conceptId }, limit: 500, offset: 0, depth: 0, order: 'id' })).rows as ApiRecord<'buildings'>[];
}

/** The stored records of one concept, read with the actor's rights (404 for another company's or an unknown one). */
export async function readConceptRecords(
  repo: Repository,
  actor: Actor,
  locationId: number,
  conceptId: number,
): Promise<ConceptRecords & { concept: ApiRecord<'concepts'> }> {
  const shared = await readLocationRecords(repo, actor, locationId);
  const concept = (await repo.detail(concepts, actor, conceptId, 0)) as ApiRecord<'concepts'> | null;
  if (!concept || concept.locationId !== locationId) throw notFound('Concept of this location');
  return { ...shared, concept, buildings: await readConceptBuildings(repo, actor, conceptId) };
}

// Results generated here, by input key: a public page or an export asked again answers without generating. The key
// covers everything the generation depends on (building, units, site, parameters, the version asked for) and the
// generator is this process's, so an entry never goes stale; the oldest go first beyond the bound.
const CACHE_ENTRIES = 300;
const generatedByKey = new Map<string, GeneratorResult>();

function generateCached(input: GeneratorInput, key: string): GeneratorResult {
  const hit = generatedByKey.get(key);
  if (hit) {
    generatedByKey.delete(key);
    generatedByKey.set(key, hit);
    return hit;
  }
  const result = generate(input);
  generatedByKey.set(key, result);
  if (generatedByKey.size > CACHE_ENTRIES) generatedByKey.delete(generatedByKey.keys().next().value!);
  return result;
}

/** The concept's site and every building's result (pure and CPU-bound: on PGlite call it outside a transaction). */
export function generateConcept(records: ConceptRecords): { site: ConceptSite; buildings: ConceptBuildingResult[] } {
  const { site, planned } = planConcept(records);
  return { site, buildings: conceptResults(planned, generateCached) };
}

/** The finance input of read records, with the generated buildings it was made from. */
export function financeInputOf(records: ConceptRecords): { input: FinanceInput; site: ConceptSite; buildings: ConceptBuildingResult[] } {
  const { site, buildings } = generateConcept(records);
  return { input: conceptFinanceInput(records, site, buildings), site, buildings };
}
