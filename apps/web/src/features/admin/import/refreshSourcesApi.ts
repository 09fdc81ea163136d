import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshSourceRoutes, type RefreshSourceInput } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { EXPECTED_REFUSALS } from '../../../ui/refusalText';
import { importKeys } from './importApi';

const key = [...importKeys.all, 'refresh-sources'] as const;

/** GET /api/admin/refresh-sources; polled while a refresh was asked for and has not run yet. */
export function useRefreshSources() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(refreshSourceRoutes.list, { signal }),
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
          ? api.call(refreshSourceRoutes.create, { body: source, ...expected })
          : api.call(refreshSourceRoutes.update, { params: { id }, body: source, ...expected }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.call(refreshSourceRoutes.remove, { params: { id }, ...expected }), onSuccess }),
    refreshNow: useMutation({
      mutationFn: (id: number) => api.call(refreshSourceRoutes.refresh, { params: { id }, ...expected }),
      onSuccess,
    }),
  };
}
