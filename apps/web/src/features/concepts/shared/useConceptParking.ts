import { parkingNormRoutes, type ParkingNorm } from '@plotwise/contracts';
import { conceptParkingCheck, parkingZoneOf } from '@plotwise/contracts/conceptGeneration/conceptParking';
import type { ParkingCheck, ParkingZone } from '@plotwise/core/feasibility/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import type { ConceptGeneration } from './useConceptGeneration';

/** Where a municipality's parking norms are cached. */
export const parkingNormsKey = (municipality: string) => ['parkingnorms', municipality.toLowerCase()];

/** The parking check of a concept in the editor (issue #43 item 1). */
export interface ConceptParking {
  status: 'loading' | 'error' | 'ready' | 'no_municipality';
  locationId: number | undefined;
  municipality: string;
  norms: readonly ParkingNorm[];
  zone: ParkingZone;
  /** store the location's area of its municipality (its cfg) */
  setZone: (zone: ParkingZone) => void;
  check: ParkingCheck | null;
  retry: () => void;
}

/**
 * The company's parking norms of the concept's municipality (GET /api/parkingnorms) applied to the generated programme
 * (contracts conceptParkingCheck) in the location's area of the municipality (its cfg, else the default); without the
 * municipality's table the unit types' own ratios, which the check's basis says.
 */
export function useConceptParking(gen: Pick<ConceptGeneration, 'location' | 'buildings' | 'units'>, enabled: boolean): ConceptParking {
  const municipality = gen.location?.municipality?.trim() ?? '';
  const q = useQuery({
    queryKey: parkingNormsKey(municipality),
    queryFn: () => api.call(parkingNormRoutes.list, { query: { municipality } }),
    enabled: enabled && municipality !== '',
  });
  const norms = useMemo(() => q.data ?? [], [q.data]);
  const zone = parkingZoneOf(gen.location?.cfg?.parking_zone, norms);
  // the zone is the location's (its cfg), so the public page and every concept of the location use the same
  const qc = useQueryClient();
  const locationId = gen.location?.id;
  const saveZone = useMutation({
    mutationFn: (z: ParkingZone) => api.update('locations', locationId!, { cfg: { parking_zone: z } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
  });
  const check = useMemo(() => {
    if (municipality && !q.data) return null;
    return conceptParkingCheck(gen.buildings, gen.units, norms, zone);
  }, [gen.buildings, gen.units, municipality, q.data, norms, zone]);
  const status = !municipality ? 'no_municipality' : q.isError ? 'error' : q.data ? 'ready' : 'loading';
  const setZone = saveZone.mutate;
  // q.refetch is stable
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ status, locationId, municipality, norms, zone, setZone, check, retry: () => void q.refetch() }), [status, locationId, municipality, norms, zone, setZone, check]);
}
