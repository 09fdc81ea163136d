import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicPageRoutes } from '@plotwise/contracts';
import { api } from '../../api/api';

/**
 * The query of a public page; the public entry starts it (prefetch) while the page's code is still loading, so
 * the request does not wait for the screen to mount.
 */
export const publicPageQuery = (key: string, locationKey?: string) =>
  queryOptions({
    queryKey: ['pub-page', key, locationKey ?? null],
    queryFn: ({ signal }) => api.callAt<typeof publicPageRoutes.page>({ method: 'GET', path: '/api/publications/page/:key/:location_key?' }, { params: { key, location_key: locationKey }, expected: [404], signal }),
    retry: false,
    staleTime: 60_000,
  });

/** The public page of a published publication in one request (404 for unknown, draft and hidden alike). */
export function usePublicPage(key: string, locationKey?: string) {
  return useQuery(publicPageQuery(key, locationKey));
}
