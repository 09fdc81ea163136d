import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletedRoutes } from '@plotwise/contracts';
import { api } from '../../../api/api';

const key = ['admin', 'deleted'] as const;

/** What the list is filtered by (GET /api/admin/deleted). */
export interface DeletedQuery {
  entity?: string;
  q?: string;
  limit: number;
}

/** GET /api/admin/deleted: newest first; the previous page stays on screen while a filter loads. */
export function useDeletedItems(query: DeletedQuery) {
  return useQuery({
    queryKey: [...key, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.call(deletedRoutes.list, { query: { limit: query.limit, entity: query.entity || undefined, q: query.q || undefined }, signal }),
  });
}

/** Restore (POST .../restore) and purge (DELETE) one deleted record; the list refreshes after each. */
export function useDeletedActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: key });
  const restore = useMutation({ mutationFn: (id: number) => api.call(deletedRoutes.restore, { params: { id } }), onSuccess });
  const purge = useMutation({ mutationFn: (id: number) => api.call(deletedRoutes.purge, { params: { id } }), onSuccess });
  return { restore, purge };
}
