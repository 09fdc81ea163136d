import type { ApiRecord } from '@plotwise/contracts';
import { addressRoutes } from '@plotwise/contracts/api/address';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/api';
import { plotsBbox, type Bbox } from './siteView';

/** What a map opens on for one location: a place, with the box to fit when the site's extent is known. */
export type MapFocus = { lat: number; lon: number; bbox?: Bbox | null } | 'loading' | null;

/** The location's address as one search text ("Polderweg 45, 1234AB Nieuwdorp"), or '' when it has none. */
export function addressText(loc: Pick<ApiRecord<'locations'>, 'road' | 'house_number' | 'postcode' | 'city' | 'display_address'>): string {
  const street = [loc.road, loc.house_number].filter(Boolean).join(' ');
  const parts = [street, [loc.postcode, loc.city].filter(Boolean).join(' ')].filter(Boolean);
  return parts.length ? parts.join(', ') : (loc.display_address ?? '').trim();
}

/**
 * Where the map of one location opens: the extent of its parcels; without parcels its lat/lon; without those
 * the place its address is found at (PDOK or our own BAG); else nothing (the map opens on the data).
 * `location` is the location read with its children (plots).
 */
export function useLocationFocus(location: { isPending: boolean; data?: ApiRecord<'locations'> | undefined }): MapFocus {
  const loc = location.data;
  const bbox = useMemo(() => plotsBbox(loc?.plots ?? []), [loc]);
  const hasPoint = !!loc?.lat && !!loc?.lon;
  const text = loc && !bbox && !hasPoint ? addressText(loc) : '';
  const address = useQuery({
    queryKey: ['address', 'place', text],
    queryFn: async ({ signal }) => {
      const found = await api.call(addressRoutes.search, { query: { mode: 'free', limit: 1, q: text }, signal });
      const first = found.suggestions[0];
      if (!first) return null;
      return api.call(addressRoutes.lookup, { query: { id: first.id }, signal });
    },
    enabled: text.length >= 2,
    staleTime: 300_000,
    retry: false,
  });
  if (location.isPending) return 'loading';
  if (!loc) return null;
  if (bbox) return { lon: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2, bbox };
  if (hasPoint) return { lat: loc.lat!, lon: loc.lon! };
  if (text.length < 2) return null;
  if (address.isPending) return 'loading';
  const place = address.data;
  // a failed or empty lookup opens on the data, as a location without any place does
  return place ? { ...place.point, bbox: place.bbox } : null;
}
