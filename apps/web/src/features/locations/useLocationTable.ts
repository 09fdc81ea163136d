import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import {
  LOCATION_TABLE_MAX_LIMIT,
  locationTableRoutes,
  type locationTableQuerySchema,
  type CustomValue,
  type Label,
  type LocationTableRow,
  type User,
} from '@plotwise/contracts';
import { api } from '../../api/api';
import type { ListResult } from '../../api/apiClient';
import { entityKeys, useEntityList } from '../../api/queries';

/** Under the locations' own key, so every write to a location (and the bulk actions) refreshes the table. */
export const locationTableKey = [...entityKeys.all('locations'), 'table'] as const;

/** The first part: what a screen shows at once (a page of PGlite answers in about 0.2 s with every column). */
const FIRST_PART = 200;
/** The parts after it, read one after another in the background. */
const NEXT_PART = 1000;

/** The orders GET /api/locations/table knows. */
export type TableOrder = z.infer<typeof locationTableQuerySchema>['order'];

/** The list screen's first order (last updated first): its route starts the first part in it (routes/locations.ts). */
export const LIST_FIRST_ORDER: TableOrder = '-updatedAt';

/**
 * The company's locations in parts (docs/api.md "Table of locations", Performance): first FIRST_PART rows in
 * `firstOrder` (the screen's own order, so its top rows are right at once), then all of them by id (the order an
 * edit meanwhile does not shift) in parts of NEXT_PART, the rows of the first part left out. At most
 * LOCATION_TABLE_MAX_LIMIT rows, as the exports take.
 */
async function* locationTableParts(
  firstOrder: TableOrder,
  signal: AbortSignal,
): AsyncGenerator<ListResult<LocationTableRow>> {
  const route = locationTableRoutes.table;
  const first = await api.callPage(route, { query: { limit: FIRST_PART, order: firstOrder }, signal });
  yield first;
  const seen = new Set(first.items.map((r) => r.id));
  let total = first.total;
  for (let offset = 0; seen.size < Math.min(total, LOCATION_TABLE_MAX_LIMIT); offset += NEXT_PART) {
    const part = await api.callPage(route, { query: { limit: NEXT_PART, offset, order: 'id' }, signal });
    total = part.total;
    const items = part.items
      .filter((r) => !seen.has(r.id))
      .slice(0, Math.max(0, LOCATION_TABLE_MAX_LIMIT - seen.size));
    for (const r of items) seen.add(r.id);
    yield { items, total };
    if (part.items.length < NEXT_PART) break;
  }
}

/**
 * The query of the table's rows: its data grows part by part on the first load (a screen shows the first part at
 * once); a refetch keeps the rows on screen until the new list is complete, then replaces them.
 */
export const locationTableQuery = (firstOrder: TableOrder = 'order') =>
  queryOptions({
    queryKey: locationTableKey,
    queryFn: streamedQuery<ListResult<LocationTableRow>, ListResult<LocationTableRow>>({
      streamFn: ({ signal }) => locationTableParts(firstOrder, signal),
      refetchMode: 'replace',
      reducer: (all, part) => ({ items: [...all.items, ...part.items], total: part.total }),
      initialValue: { items: [], total: 0 },
    }),
  });

/** The list holds fewer rows than the server has (up to the most one list reads): more are coming, or were cut off. */
export const isPartial = (data: ListResult<LocationTableRow>) =>
  data.items.length < Math.min(data.total, LOCATION_TABLE_MAX_LIMIT);

/**
 * The company's locations with their derived columns (GET /api/locations/table), loaded in parts: `loadingMore`
 * while rows are still coming in the background (`data.items` then holds the first of `data.total`). `firstOrder`:
 * the order of the first part, when this screen starts the load.
 */
export function useLocationTable(firstOrder?: TableOrder) {
  const query = useQuery(locationTableQuery(firstOrder));
  const loadingMore = query.isFetching && !!query.data && isPartial(query.data);
  return { ...query, loadingMore };
}

/** A status or phase value of the company, as the board and table show it. */
export interface BoardValue {
  id: number;
  name: string;
  color: string | null;
  order: number;
}

/**
 * The company's custom values of type status and phase (customvalues, spec section 3) by kind, in their order,
 * with a lookup by id; plus the labels and users the filters and bulk actions offer.
 */
export function useLocationVocabulary() {
  const values = useEntityList('customvalues', { limit: 500, order: 'order' });
  const labels = useEntityList('labels', { limit: 500, order: 'name' });
  const users = useEntityList('users', { limit: 500 });
  return useMemo(() => {
    const all = (values.data?.items ?? []) as unknown as CustomValue[];
    const of = (type: string): BoardValue[] =>
      all
        .filter((v) => v.type === type)
        .map((v) => ({ id: v.id, name: v.name ?? '', color: v.color ?? null, order: v.order ?? 0 }))
        .sort((a, b) => a.order - b.order || a.id - b.id);
    const byId = new Map(
      all.map((v) => [v.id, { id: v.id, name: v.name ?? '', color: v.color ?? null, order: v.order ?? 0 }]),
    );
    const userList = ((users.data?.items ?? []) as unknown as User[]).map((u) => ({
      id: u.id,
      name: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || String(u.id),
    }));
    return {
      status: of('status'),
      phase: of('phase'),
      valueById: byId,
      labels: (labels.data?.items ?? []) as unknown as Label[],
      users: userList,
      loading: values.isPending,
    };
  }, [values.data, values.isPending, labels.data, users.data]);
}
