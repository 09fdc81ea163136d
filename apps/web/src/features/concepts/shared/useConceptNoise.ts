import { locationRoutes } from '@plotwise/contracts';
import { conceptNoiseChecks, prepareContours, type BuildingNoiseCheck } from '@plotwise/core/feasibility/index';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import type { GeneratedConceptBuilding } from './useConceptGeneration';

/** One building's noise pre-check. */
interface ConceptNoiseBuilding {
  buildingId: number;
  name: string;
  check: BuildingNoiseCheck;
}

/** The noise pre-check of a concept (issue #43 item 3): per dwelling building its façades against the Bkl norms. */
export interface ConceptNoise {
  status: 'loading' | 'error' | 'ready';
  /** false: no noise layer is imported, so nothing is checked (never read as quiet) */
  layerImported: boolean;
  asOf: string | null;
  radiusMeters: number;
  /** how many contours lie within reach of the site */
  contours: number;
  buildings: ConceptNoiseBuilding[];
  retry: () => void;
}

/**
 * The noise contours near the concept's location (GET /api/locations/detail/{id}/noise, under the locations key so a
 * change of parcels refreshes it) and each generated dwelling building's façades against them (core
 * conceptNoiseChecks); a wall against another building of the concept is no façade.
 */
export function useConceptNoise(locationId: number | undefined, buildings: readonly GeneratedConceptBuilding[], enabled: boolean): ConceptNoise {
  const q = useQuery({
    queryKey: [...entityKeys.all('locations'), 'noise', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.noise, { params: { id: locationId! }, signal }),
    enabled: enabled && locationId !== undefined,
    staleTime: 5 * 60_000,
  });
  const prepared = useMemo(() => (q.data ? prepareContours(q.data.contours) : null), [q.data]);
  return useMemo((): ConceptNoise => {
    const base = { layerImported: q.data?.layerImported ?? false, asOf: q.data?.asOf ?? null, radiusMeters: q.data?.radiusMeters ?? 0, contours: q.data?.contours.length ?? 0, buildings: [], retry: () => void q.refetch() };
    if (q.isError) return { ...base, status: 'error' };
    if (!prepared) return { ...base, status: 'loading' };
    const checks = conceptNoiseChecks(buildings.map((b) => ({ blocktype: b.input.building.cfg.blocktype, model: b.result.model })), prepared);
    return {
      ...base,
      status: 'ready',
      buildings: buildings.flatMap((b, i) => {
        const check = checks[i];
        return check ? [{ buildingId: b.row.id, name: b.row.name ?? `#${b.row.id}`, check }] : [];
      }),
    };
    // q.refetch is stable; q itself changes every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q.data, q.isError, prepared, buildings]);
}
