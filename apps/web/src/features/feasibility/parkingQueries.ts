import { parkingNormRoutes, parkingPresenceRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';

/** Where a municipality's parking norms are cached. */
export const parkingNormsKey = (municipality: string) => ['parkingnorms', municipality.toLowerCase()];
/** Where a municipality's presence tables (double use) are cached. */
export const parkingPresenceKey = (municipality: string) => ['parkingpresence', municipality.toLowerCase()];

/**
 * The company's parking norms of a municipality (GET /api/parkingnorms, newest nota first), as the concept editor and
 * the location's feasibility section read them: one cache, so a norm entered in the editor shows on the location.
 */
export function useParkingNorms(municipality: string, enabled = true) {
  return useQuery({
    queryKey: parkingNormsKey(municipality),
    queryFn: () => api.call(parkingNormRoutes.list, { query: { municipality } }),
    enabled: enabled && municipality !== '',
  });
}

/** The company's presence tables of a municipality (GET /api/parkingpresence, newest year first). */
export function useParkingPresence(municipality: string, enabled = true) {
  return useQuery({
    queryKey: parkingPresenceKey(municipality),
    queryFn: () => api.call(parkingPresenceRoutes.list, { query: { municipality } }),
    enabled: enabled && municipality !== '',
  });
}
