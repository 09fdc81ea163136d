import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefreshSource, RefreshSourceInput } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { EXPECTED_REFUSALS } from '../../users/refusalText';
import { importKeys } from './importApi';

const key = [...importKeys.all, 'refresh-sources'] as const;

/** GET /api/admin/refresh-sources; polled while a refresh was asked for and has not run yet. */
export function useRefreshSources() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.request<RefreshSource[]>('GET', '/admin/refresh-sources', { signal }),
    refetchInterval: (q) => (q.state.data?.some((s) => s.requested) ? 2000 : false),
  });
}

/** Add, change, remove and refresh-now; the list (and the import history a refresh adds to) refresh after each. */
export function useRefreshSourceActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: importKeys.all });
  const expected = { expected: EXPECTED_REFUSALS };
  return {
    save: useMutation({
      mutationFn: ({ id, source }: { id: number | null; source: RefreshSourceInput }) =>
        id === null
          ? api.request<RefreshSource>('POST', '/admin/refresh-sources', { body: source, ...expected })
          : api.request<RefreshSource>('PUT', `/admin/refresh-sources/${id}`, { body: source, ...expected }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.request<void>('DELETE', `/admin/refresh-sources/${id}`, expected), onSuccess }),
    refreshNow: useMutation({
      mutationFn: (id: number) => api.request<{ source: RefreshSource; started: boolean }>('POST', `/admin/refresh-sources/${id}/refresh`, { body: {}, ...expected }),
      onSuccess,
    }),
  };
}
