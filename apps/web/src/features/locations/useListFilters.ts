import { useMemo, useState } from 'react';
import type { LocationTableRow } from '@plotwise/contracts';
import type { ListResult } from '../../api/apiClient';
import { filterCards, type CardFilter } from './planboard/boardModel';

/** The list's filters (text, label, assignee, status, archived) and the rows they leave; undefined while loading. */
export function useListFilters(data: ListResult<LocationTableRow> | undefined) {
  const [filter, setFilter] = useState<CardFilter>({ text: '', labelId: null, assignee: null });
  const [statusFilter, setStatusFilter] = useState<string | null>(null);
  const [archived, setArchived] = useState(false);
  const rows = useMemo(() => {
    if (!data) return undefined;
    let all = data.items.filter((r) => archived || !r.archived);
    if (statusFilter)
      all = all.filter((r) =>
        statusFilter === 'none' ? r.status === null : r.status === Number(statusFilter),
      );
    return filterCards(all, filter);
  }, [data, archived, statusFilter, filter]);
  return { rows, filter, setFilter, statusFilter, setStatusFilter, archived, setArchived };
}

/** The filters' state and setters, as the filter row takes them. */
export type ListFilters = ReturnType<typeof useListFilters>;
