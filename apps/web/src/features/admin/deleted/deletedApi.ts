import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedListAnswer, DeletedRestoreAnswer } from '@plotwise/contracts';
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
  const params = new URLSearchParams({ limit: String(query.limit), ...(query.entity ? { entity: query.entity } : {}), ...(query.q ? { q: query.q } : {}) });
  return useQuery({
    queryKey: [...key, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.request<DeletedListAnswer>('GET', `/admin/deleted?${params}`, { signal }),
  });
}

/** Restore (POST .../restore) and purge (DELETE) one deleted record; the list refreshes after each. */
export function useDeletedActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: key });
  const restore = useMutation({ mutationFn: (id: number) => api.request<DeletedRestoreAnswer>('POST', `/admin/deleted/${id}/restore`, { body: {} }), onSuccess });
  const purge = useMutation({ mutationFn: (id: number) => api.request<void>('DELETE', `/admin/deleted/${id}`), onSuccess });
  return { restore, purge };
}
