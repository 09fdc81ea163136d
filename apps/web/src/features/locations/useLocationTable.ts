import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  LOCATION_TABLE_MAX_LIMIT,
  type CustomValue,
  type Label,
  type LocationTableRow,
  type User,
} from '@plotwise/contracts';
import { api } from '../../api/api';
import { entityKeys, useEntityList } from '../../api/queries';

/** Under the locations' own key, so every write to a location (and the bulk actions) refreshes the table. */
export const locationTableKey = [...entityKeys.all('locations'), 'table'] as const;

/** The company's locations with their derived columns (GET /api/locations/table), all of them in one answer. */
export function useLocationTable() {
  return useQuery({
    queryKey: locationTableKey,
    queryFn: ({ signal }) =>
      api.page<LocationTableRow>(
        '/locations/table',
        { limit: LOCATION_TABLE_MAX_LIMIT, order: 'order' },
        signal,
      ),
  });
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
