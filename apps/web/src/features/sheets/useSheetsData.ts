import type { ApiRecord, ApiWrite } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/api';
import type { ListResult } from '../../api/apiClient';
import { entityKeys, useEntityDetail, useEntityList } from '../../api/queries';

export type LocationRow = ApiRecord<'locations'>;
export type UnitRow = ApiRecord<'units'>;
export type CostRow = ApiRecord<'costs'>;
export type ConstraintRow = ApiRecord<'constraints'>;
export type ConceptRow = ApiRecord<'concepts'>;

const MAX = 500;

/** The list parameters of a location's records (one place, so the optimistic edits hit the same cache entry). */
export const byLocation = (locationId: number, depth = 0) => ({ where: { locationId }, order: 'order', limit: MAX, depth });

/** Everything stored on a location that its sheets read: the location with its cfg, units, costs, constraints, concepts. */
export function useSheetsData(locationId: number | undefined) {
  const enabled = locationId !== undefined;
  const id = locationId ?? 0;
  const location = useEntityDetail('locations', locationId, 1);
  const units = useEntityList('units', byLocation(id, 1), enabled);
  const costs = useEntityList('costs', byLocation(id), enabled);
  const constraints = useEntityList('constraints', { where: { locationId: id }, limit: MAX }, enabled);
  const concepts = useEntityList('concepts', byLocation(id), enabled);
  return { location, units, costs, constraints, concepts };
}

/**
 * Saves a change of one record of a location's list and shows it at once: the cached list is patched before
 * the PATCH goes out (so the sheets recompute within a frame), and refetched after it, success or not.
 */
export function useOptimisticPatch<N extends 'units' | 'costs'>(entity: N, params: ReturnType<typeof byLocation>) {
  const qc = useQueryClient();
  return useCallback(
    async (recordId: number, patch: ApiWrite<N>) => {
      const key = entityKeys.list(entity, params);
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<ListResult<ApiRecord<N>>>(key, (old) =>
        old ? { ...old, items: old.items.map((r) => ((r as unknown as { id: number }).id === recordId ? deepMerge(r, patch as Record<string, unknown>) : r)) } : old,
      );
      try {
        await api.update(entity, recordId, patch);
      } finally {
        await qc.invalidateQueries({ queryKey: entityKeys.all(entity) });
      }
    },
    [qc, entity, params],
  );
}

/** A nested patch ({ cfg: { parking_ratio } }) applied over a record, as the server saves configs through their parent. */
function deepMerge<T>(record: T, patch: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' ? { ...(cur as object), ...(v as object) } : v;
  }
  return out as T;
}
