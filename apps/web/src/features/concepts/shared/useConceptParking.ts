import type { ParkingNorm, ParkingPresence } from '@plotwise/contracts';
import { conceptParkingCheck, parkingZoneOf } from '@plotwise/contracts/conceptGeneration/conceptParking';
import type { ParkingCheck, ParkingZone } from '@plotwise/core/feasibility/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { useParkingNorms, useParkingPresence } from '../../feasibility/parkingQueries';
import type { ConceptGeneration } from './useConceptGeneration';

/** The parking check of a concept in the editor (issue #43 item 1). */
export interface ConceptParking {
  status: 'loading' | 'error' | 'ready' | 'no_municipality';
  locationId: number | undefined;
  municipality: string;
  norms: readonly ParkingNorm[];
  /** its presence tables, newest year first (double use) */
  presence: readonly ParkingPresence[];
  zone: ParkingZone;
  /** store the location's area of its municipality (its cfg) */
  setZone: (zone: ParkingZone) => void;
  check: ParkingCheck | null;
  retry: () => void;
}

/**
 * The company's parking norms and presence tables of the concept's municipality (GET /api/parkingnorms,
 * /api/parkingpresence) applied to the generated programme (contracts conceptParkingCheck) in the location's area of
 * the municipality (its cfg, else the default); without the municipality's table the unit types' own ratios, which the
 * check's basis says.
 */
export function useConceptParking(gen: Pick<ConceptGeneration, 'location' | 'buildings' | 'units'>, enabled: boolean): ConceptParking {
  const municipality = gen.location?.municipality?.trim() ?? '';
  const q = useParkingNorms(municipality, enabled);
  const norms = useMemo(() => q.data ?? [], [q.data]);
  const p = useParkingPresence(municipality, enabled);
  const presence = useMemo(() => p.data ?? [], [p.data]);
  const zone = parkingZoneOf(gen.location?.cfg?.parking_zone, norms);
  // the zone is the location's (its cfg), so the public page and every concept of the location use the same
  const qc = useQueryClient();
  const locationId = gen.location?.id;
  const saveZone = useMutation({
    mutationFn: (z: ParkingZone) => api.update('locations', locationId!, { cfg: { parking_zone: z } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
  });
  const check = useMemo(() => {
    if (municipality && (!q.data || !p.data)) return null;
    return conceptParkingCheck(gen.buildings, gen.units, norms, zone, presence);
  }, [gen.buildings, gen.units, municipality, q.data, p.data, norms, zone, presence]);
  const status = !municipality ? 'no_municipality' : q.isError || p.isError ? 'error' : q.data && p.data ? 'ready' : 'loading';
  const setZone = saveZone.mutate;
  // q.refetch and p.refetch are stable
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const retry = useMemo(() => () => void Promise.all([q.refetch(), p.refetch()]), []);
  return useMemo(
    () => ({ status, locationId, municipality, norms, presence, zone, setZone, check, retry }),
    [status, locationId, municipality, norms, presence, zone, setZone, check, retry],
  );
}
