import { useQuery } from '@tanstack/react-query';
import type { PublicPage } from '@plotwise/contracts';
import { api } from '../../api/api';

/** The public page of a published publication in one request (404 for unknown, draft and hidden alike). */
export function usePublicPage(key: string, locationKey?: string) {
  return useQuery({
    queryKey: ['pub-page', key, locationKey ?? null],
    queryFn: ({ signal }) =>
      api.request<PublicPage>(
        'GET',
        `/publications/page/${encodeURIComponent(key)}${locationKey ? `/${encodeURIComponent(locationKey)}` : ''}`,
        {
          expected: [404],
          signal,
        },
      ),
    retry: false,
    staleTime: 60_000,
  });
}
