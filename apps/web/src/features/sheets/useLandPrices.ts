import { landPriceRoutes, locationRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';
import { useSession } from '../../api/session';

/** Where a municipality's prices are cached (the RGW sheet's check and the variants read the same). */
export const landPricesKey = (municipality: string) => ['landprices', municipality.toLowerCase()];

/**
 * The company's ground prices of a location's municipality for the land price check (docs/finance.md 11): `on` is
 * false when a company admin switched the check off; no query without a municipality.
 */
export function useLandPrices(municipalityOfLocation: string | null | undefined) {
  const on = useSession().data?.company.cfg?.flags?.landPriceCheck !== false;
  const municipality = municipalityOfLocation?.trim() ?? '';
  const prices = useQuery({
    queryKey: landPricesKey(municipality),
    queryFn: () => api.call(landPriceRoutes.list, { query: { municipality } }),
    enabled: on && municipality !== '',
  });
  return { on, municipality, prices };
}

/**
 * The plot sales near a location (GET /api/locations/detail/{id}/landtransactions) that the RGW sheet and the variants
 * set the RGW against (docs/finance.md 11); no query when `enabled` is false.
 */
export function useLandSales(locationId: number, enabled = true) {
  return useQuery({
    queryKey: [...entityKeys.all('locations'), 'landtransactions', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.landTransactions, { params: { id: locationId }, signal }),
    enabled,
  });
}
