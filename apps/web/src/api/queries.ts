import { QueryClient, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './api';
import { general, type ApiRecord, type ApiWrite } from '@plotwise/contracts';
import type { ApiEntity, Id, ListParams } from './apiClient';
import { isApiError } from './ApiError';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The data layer already logged and recorded the failure; retrying a 4xx only repeats it.
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** Every key of an entity starts with ['entity', name], so one invalidation refreshes its lists and details. */
export const entityKeys = {
  all: (entity: string): QueryKey => ['entity', entity],
  list: (entity: string, params: ListParams = {}): QueryKey => ['entity', entity, 'list', params],
  detail: (entity: string, id: Id | undefined, depth = 1): QueryKey => ['entity', entity, 'detail', String(id), depth],
};

export function useEntityList<N extends ApiEntity>(entity: N, params: ListParams = {}, enabled = true) {
  return useQuery({
    queryKey: entityKeys.list(entity, params),
    queryFn: ({ signal }) => api.list(entity, params, signal),
    enabled,
  });
}

/** Pages a grid reads at most; 20 pages of the API's 500 rows is 10 000 records. */
const MAX_PAGES = 20;

/**
 * Every record of a list (a spreadsheet grid needs them all): pages of the API's largest size read one after
 * another until the total is reached. `truncated` says when more than MAX_PAGES pages exist.
 */
export function useEntityAll<N extends ApiEntity>(entity: N, params: Omit<ListParams, 'limit' | 'offset'> = {}, enabled = true) {
  return useQuery({
    queryKey: [...entityKeys.all(entity), 'all', params],
    queryFn: async ({ signal }) => {
      const items: ApiRecord<N>[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const r = await api.list(entity, { ...params, limit: general.maxListSize, offset: page * general.maxListSize }, signal);
        items.push(...r.items);
        if (items.length >= r.total || r.items.length < general.maxListSize) return { items, truncated: false };
      }
      return { items, truncated: true };
    },
    enabled,
  });
}

export function useEntityDetail<N extends ApiEntity>(entity: N, id: Id | undefined, depth = 1) {
  return useQuery({
    queryKey: entityKeys.detail(entity, id, depth),
    queryFn: ({ signal }) => api.detail(entity, id!, depth, signal),
    enabled: id !== undefined && id !== null && id !== '',
  });
}

/** Mutations of one entity; each invalidates that entity's lists and details (and extra keys if given). */
export function useEntityMutations<N extends ApiEntity>(entity: N, alsoInvalidate: QueryKey[] = []) {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: entityKeys.all(entity) }), ...alsoInvalidate.map((queryKey) => qc.invalidateQueries({ queryKey }))]);
  };
  return {
    create: useMutation({ mutationFn: (body: ApiWrite<N>): Promise<ApiRecord<N>> => api.create(entity, body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: Id; body: ApiWrite<N> }): Promise<ApiRecord<N>> => api.update(entity, id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: Id) => api.remove(entity, id), onSuccess }),
    order: useMutation({ mutationFn: (pairs: { id: Id; order: number }[]) => api.order(entity, pairs), onSuccess }),
  };
}
