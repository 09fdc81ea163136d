import { locationRoutes, type ApiRecord } from '@plotwise/contracts';
import { sheetUnitInputs } from '@plotwise/contracts/api/sheetsInput';
import {
  conceptFormFactors,
  type FormFactors,
  type GeneratorInput,
  type GeneratorMessage,
  type GeneratorResult,
  type UnitInput,
} from '@plotwise/core/generator/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { IlsCheck } from '@plotwise/core/zoning/index';
import { api } from '../../../api/api';
import { entityKeys, useEntityDetail, useEntityList } from '../../../api/queries';
import { useSession } from '../../../api/session';
import type { ConstraintCheck } from '../../sheets/constraintChecks';
import { conceptChecks } from './conceptChecks';
import { companyGenerationParameters, conceptGeneratorInputs } from './conceptInputs';
import { conceptSite, type ConceptSite } from './conceptSite';
import { generateCached } from './generationCache';

/** One building of a concept with what the generator made of it. */
export interface GeneratedConceptBuilding {
  row: ApiRecord<'buildings'>;
  input: GeneratorInput;
  result: GeneratorResult;
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
  /** the six omgevingsplan checks of the ILS Omgevingsvergunning (core zoning/ils), with their articles */
  ilsChecks: IlsCheck[];
  /** wall time of the last generation in the worker (cached buildings count as nothing) */
  generateMs: number | null;
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

/**
 * Generates every building of a concept in the Web Worker on the location's site (conceptSite) with the
 * company's generation parameters. `overrides.buildings` replaces the stored buildings, so an editor shows
 * unsaved edits live; unchanged buildings come from the cache.
 */
export function useConceptGeneration(
  locationId: number | undefined,
  conceptId: number | undefined,
  overrides?: { buildings?: ApiRecord<'buildings'>[] },
): ConceptGeneration {
  const location = useEntityDetail('locations', locationId, 2);
  const concept = useEntityDetail('concepts', conceptId, 0);
  const stored = useConceptBuildings(overrides?.buildings ? undefined : conceptId);
  const { data: session } = useSession();
  const rows = overrides?.buildings ?? stored.data?.items;
  // the designated functions of the omgevingsplan for the ILS use check; the key is the location editor's, so a
  // change of the parcels refreshes it. Without an answer (yet) the check reads the IMRO zones only.
  const plan = useQuery({
    queryKey: [...entityKeys.all('locations'), 'omgevingsplan', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.omgevingsplan, { params: { id: locationId! }, signal }),
    enabled: locationId !== undefined,
    staleTime: 60_000,
  });
  const parameters = session?.company.cfg?.parameters;

  const site = useMemo(() => (location.data ? conceptSite(location.data) : undefined), [location.data]);
  const units = useMemo(() => sheetUnitInputs(location.data?.units ?? []), [location.data]);
  const inputs = useMemo(
    () =>
      site && rows
        ? conceptGeneratorInputs(rows, units, site, companyGenerationParameters(parameters))
        : undefined,
    [site, rows, units, parameters],
  );
  const generation = useQuery({
    queryKey: ['concepts', 'generation', conceptId, inputs],
    queryFn: async () => {
      const started = performance.now();
      const results = await Promise.all(inputs!.map(generateCached));
      // the rows and inputs these results belong to travel with them: the figures below are worked out once per
      // answer, not again on every edit while the next answer is on its way
      return { results, rows: rows!, inputs: inputs!, ms: performance.now() - started };
    },
    enabled: inputs !== undefined,
    staleTime: Infinity,
    // an editor keeps showing the last result while the next one is made, so nothing flickers
    placeholderData: keepPreviousData,
  });

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
      ilsChecks: [],
      generateMs: null,
    };
    const failed = location.error ?? concept.error ?? stored.error ?? generation.error;
    if (failed) return { ...base, status: 'error', error: errorText(failed) };
    if (!site || !generation.data) return { ...base, status: 'loading' };
    const { results, rows: generatedRows, inputs: generatedInputs } = generation.data;
    const buildings = generatedRows.map((row, i) => ({ row, input: generatedInputs[i]!, result: results[i]! }));
    const siteInput = generatedInputs[0]?.site ?? {
      buildable_area: site.buildableArea,
      plot_area: site.plotAreaSquareMeters,
    };
    const formFactors = buildings.length ? conceptFormFactors(results, siteInput) : null;
    const { checks, ils } = conceptChecks(location.data, plan.data?.omgevingsplan, buildings, formFactors, siteInput);
    return {
      ...base,
      status: 'ready',
      buildings,
      formFactors,
      messages: results.flatMap((r) => r.messages),
      checks,
      ilsChecks: ils,
      generateMs: generation.data.ms,
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
  ]);
}
