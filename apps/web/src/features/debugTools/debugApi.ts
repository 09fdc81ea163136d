import { useMutation, useQuery } from '@tanstack/react-query';
import { debugToolRoutes } from '@plotwise/contracts';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';

/** What the perceel screen asks: a designation, a parcel id, or a point. */
export type PerceelLookup = { q: string } | { id: number } | { lat: number; lon: number };

// Bad input (400) and "no such parcel" (404) are answers the screens show at their field, not failures to log.
const EXPECTED = [400, 404];

export function useShapeToFeature() {
  return useMutation({
    mutationFn: (text: string) => api.call(debugToolRoutes.shapeToFeature, { body: { text }, expected: EXPECTED }),
  });
}

export function usePerceel(lookup: PerceelLookup | null) {
  return useQuery({
    queryKey: ['debugTools', 'perceel', lookup],
    queryFn: ({ signal }) => api.call(debugToolRoutes.perceel, { query: { ...lookup }, signal, expected: EXPECTED }),
    enabled: lookup !== null,
  });
}

export function useZoningFeatures(point: { lat: number; lon: number } | null) {
  return useQuery({
    queryKey: ['debugTools', 'zoning', point],
    queryFn: ({ signal }) => api.call(debugToolRoutes.zoningFeatures, { query: point!, signal, expected: EXPECTED }),
    enabled: point !== null,
  });
}

/** A refused input (400) or nothing found (404), as the screens say it at their field; null for other failures. */
export function inputError(e: unknown, t: (key: string, vars?: Record<string, unknown>) => string): string | null {
  if (!isApiError(e) || !EXPECTED.includes(e.status)) return null;
  return e.status === 404 ? t('debugTools.notFound') : t('debugTools.badInput', { reason: e.message });
}
