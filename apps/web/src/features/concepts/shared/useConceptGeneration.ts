import { bengPrecheck, type BengPrecheck } from '@plotwise/core/feasibility/index';
import type { ApiRecord } from '@plotwise/contracts';
import {
  type FormFactors,
  type GeneratorInput,
  type GeneratorMessage,
  type GeneratorResult,
  type UnitInput,
} from '@plotwise/core/generator/index';
import { useMemo } from 'react';
import type { IlsCheck } from '@plotwise/core/zoning/index';
import { useEntityDetail, useEntityList } from '../../../api/queries';
import { useCapabilities } from '../../../app/useCapabilities';
import { type ConstraintCheck, type ReplacedConstraint } from '@plotwise/core/zoning/index';
import { conceptChecks } from './conceptChecks';
import { conceptFormFactorsOf } from '@plotwise/contracts/conceptGeneration/conceptResults';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import {
  useForceRequest,
  useGenerationGround,
  useGenerationRun,
  usePlannedBuildings,
} from './conceptGenerationSteps';
import { useResultWriteBack } from './useResultWriteBack';

/** One building of a concept with what the generator made of it. */
export interface GeneratedConceptBuilding {
  row: ApiRecord<'buildings'>;
  input: GeneratorInput;
  result: GeneratorResult;
}

/** One building's BENG pre-check. */
export interface ConceptBengCheck {
  buildingId: number;
  name: string;
  check: BengPrecheck;
}

/** A concept generated on its location's site, with its form factors and constraint checks. */
export interface ConceptGeneration {
  status: 'loading' | 'error' | 'ready';
  error?: string;
  location?: ApiRecord<'locations'>;
  concept?: ApiRecord<'concepts'>;
  site?: ConceptSite;
  units: UnitInput[];
  buildings: GeneratedConceptBuilding[];
  formFactors: FormFactors | null;
  messages: GeneratorMessage[];
  checks: ConstraintCheck[];
  /** the derived constraints a hand one replaces: shown beside the lines, never checked */
  replaced: ReplacedConstraint<ApiRecord<'constraints'>>[];
  /** the six omgevingsplan checks of the ILS Omgevingsvergunning (core zoning/ils), with their articles */
  ilsChecks: IlsCheck[];
  /** the BENG pre-check of each building BENG sets limits for (core feasibility/beng) */
  bengChecks: ConceptBengCheck[];
  /** wall time of the last generation in the worker (cached buildings count as nothing) */
  generateMs: number | null;
  /** of the last run: buildings shown from their stored result, and buildings generated (in this page or before) */
  fromStore: number;
  generated: number;
  /** generate again whatever is stored: every building, or the given ones; the results are stored anew */
  regenerate: (ids?: readonly number[]) => void;
}

/** The stored buildings of a concept, with their cfg. */
export function useConceptBuildings(conceptId: number | undefined) {
  return useEntityList(
    'buildings',
    { where: { conceptId: conceptId ?? 0 }, limit: 500, depth: 1, order: 'id' },
    conceptId !== undefined,
  );
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What an editor hands in: its unsaved rows, and whether results may be stored now (false while edits are unsaved). */
export interface GenerationOverrides {
  buildings?: ApiRecord<'buildings'>[];
  store?: boolean;
}

/**
 * Generates every building of a concept in the Web Worker on the location's site (conceptSite) with the
 * company's generation parameters. `overrides.buildings` replaces the stored buildings, so an editor shows
 * unsaved edits live; unchanged buildings come from the cache. A building that is not dirty and has a stored
 * result of its current input and generator version is shown from it; generated results the stored rows need are
 * written back (useResultWriteBack), which clears their dirty flag.
 */
export function useConceptGeneration(
  locationId: number | undefined,
  conceptId: number | undefined,
  overrides?: GenerationOverrides,
): ConceptGeneration {
  const { location, plan, site, units, parameters } = useGenerationGround(locationId);
  const concept = useEntityDetail('concepts', conceptId, 0);
  // always read (the editors read the same list, so it is one request): the stale-input guard of the write-back
  const stored = useConceptBuildings(conceptId);
  const rows = overrides?.buildings ?? stored.data?.items;
  const planned = usePlannedBuildings(rows, site, units, parameters);
  const storedPlanned = usePlannedBuildings(overrides?.buildings ? stored.data?.items : undefined, site, units, parameters);
  const { force, regenerate } = useForceRequest();
  const generation = useGenerationRun(conceptId, planned, force);
  const writable = useCapabilities()?.write === true && overrides?.store !== false;
  useResultWriteBack(
    generation.data?.answers,
    overrides?.buildings ? storedPlanned : planned,
    force?.nonce ?? null,
    writable,
  );

  return useMemo((): ConceptGeneration => {
    const base = {
      location: location.data,
      concept: concept.data,
      site,
      units,
      buildings: [],
      formFactors: null,
      messages: [],
      checks: [],
      replaced: [],
      ilsChecks: [],
      bengChecks: [],
      generateMs: null,
      fromStore: 0,
      generated: 0,
      regenerate,
    };
    const failed = location.error ?? concept.error ?? stored.error ?? generation.error;
    if (failed) return { ...base, status: 'error', error: errorText(failed) };
    if (!site || !generation.data) return { ...base, status: 'loading' };
    const { answers, planned: generatedFor } = generation.data;
    const results = answers.map((a) => a.result);
    const buildings = generatedFor.map((p, i) => ({ row: p.row, input: p.input, result: results[i]! }));
    const siteInput = generatedFor[0]?.input.site ?? {
      buildable_area: site.buildableArea,
      plot_area: site.plotAreaSquareMeters,
    };
    const formFactors = conceptFormFactorsOf(site, buildings);
    const { checks, replaced, ils } = conceptChecks(location.data, plan.data?.omgevingsplan, buildings, formFactors, siteInput);
    const fromStore = answers.filter((a) => a.source === 'stored').length;
    return {
      ...base,
      status: 'ready',
      buildings,
      formFactors,
      messages: results.flatMap((r) => r.messages),
      checks,
      replaced,
      ilsChecks: ils,
      bengChecks: buildings.flatMap((b) => {
        const check = bengPrecheck(b.input.building.cfg.blocktype, b.result.form_factors);
        return check ? [{ buildingId: b.row.id, name: b.row.name ?? `#${b.row.id}`, check }] : [];
      }),
      generateMs: generation.data.ms,
      fromStore,
      generated: answers.length - fromStore,
    };
  }, [
    location.data,
    location.error,
    concept.data,
    concept.error,
    stored.error,
    site,
    units,
    generation.data,
    generation.error,
    plan.data,
    regenerate,
  ]);
}
