import { locationRoutes, type ApiRecord } from '@plotwise/contracts';
import { storedUnitInputs } from '@plotwise/contracts/conceptGeneration/conceptInputs';
import type { UnitInput } from '@plotwise/core/generator/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../../api/api';
import { entityKeys, useEntityDetail } from '../../../api/queries';
import { useSession } from '../../../api/session';
import { companyGenerationParameters, conceptGeneratorInputs } from '@plotwise/contracts/conceptGeneration/conceptInputs';
import { conceptSite, type ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { runGeneration } from './generationRun';
import { generatorInputKey } from '@plotwise/contracts/conceptGeneration/inputKey';
import { generationSources, type ForceRequest, type PlannedBuilding } from './resultWriteBack';

// The steps useConceptGeneration composes: what a concept is generated on, the run itself, and the forced regeneration.

type BuildingRow = ApiRecord<'buildings'>;
type Parameters = ReturnType<typeof companyGenerationParameters>;

/** The location (depth 2), the site and units derived from it, the company's parameters and the omgevingsplan. */
export function useGenerationGround(locationId: number | undefined) {
  const location = useEntityDetail('locations', locationId, 2);
  const { data: session } = useSession();
  // the designated functions of the omgevingsplan for the ILS use check; the key is the location editor's, so a
  // change of the parcels refreshes it. Without an answer (yet) the check reads the IMRO zones only.
  const plan = useQuery({
    queryKey: [...entityKeys.all('locations'), 'omgevingsplan', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.omgevingsplan, { params: { id: locationId! }, signal }),
    enabled: locationId !== undefined,
    staleTime: 60_000,
  });
  const stored = session?.company.cfg?.parameters;
  const parameters = useMemo(() => companyGenerationParameters(stored), [stored]);
  const site = useMemo(() => (location.data ? conceptSite(location.data) : undefined), [location.data]);
  const units = useMemo(() => storedUnitInputs(location.data?.units ?? []), [location.data]);
  return { location, plan, site, units, parameters };
}

/** The buildings as generator inputs on the site, each with its row and the key of its input. */
export function usePlannedBuildings(
  rows: readonly BuildingRow[] | undefined,
  site: ConceptSite | undefined,
  units: readonly UnitInput[],
  parameters: Parameters,
): (PlannedBuilding & { row: BuildingRow })[] | undefined {
  return useMemo(() => {
    if (!site || !rows) return undefined;
    const inputs = conceptGeneratorInputs(rows, units, site, parameters);
    return rows.map((row, i) => ({ row, input: inputs[i]!, key: generatorInputKey(inputs[i]!) }));
  }, [rows, site, units, parameters]);
}

/** A forced regeneration: `regenerate()` for all buildings, `regenerate([id])` for some; each call is a new request. */
export function useForceRequest() {
  const [force, setForce] = useState<ForceRequest | null>(null);
  const regenerate = useCallback(
    (ids?: readonly number[]) => setForce((f) => ({ nonce: (f?.nonce ?? 0) + 1, ids: ids ?? null })),
    [],
  );
  return { force, regenerate };
}

/**
 * The generation run of the planned buildings: keyed by their input keys and where each result comes from, so an
 * edit, a row turning dirty or a forced request runs it again (unchanged buildings answer from the caches).
 */
export function useGenerationRun(
  conceptId: number | undefined,
  planned: (PlannedBuilding & { row: BuildingRow })[] | undefined,
  force: ForceRequest | null,
) {
  const sources = useMemo(() => (planned ? generationSources(planned, force) : undefined), [planned, force]);
  const nonce = force?.nonce ?? null;
  return useQuery({
    queryKey: ['concepts', 'generation', conceptId, planned?.map((p) => p.key), sources, nonce],
    queryFn: async () => {
      const started = performance.now();
      const answers = await runGeneration(planned!, sources!, nonce);
      // the rows and inputs these results belong to travel with them: the figures are worked out once per
      // answer, not again on every edit while the next answer is on its way
      return { answers, planned: planned!, ms: performance.now() - started };
    },
    enabled: planned !== undefined && sources !== undefined,
    staleTime: Infinity,
    // an editor keeps showing the last result while the next one is made, so nothing flickers
    placeholderData: keepPreviousData,
  });
}
