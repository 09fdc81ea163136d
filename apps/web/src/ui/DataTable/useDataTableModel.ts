import { columnVisibilityFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isEmpty } from './compareValues';
import { sortRows, type SortKeyCache } from './sortRows';
import type { DataColumn, SortState } from './types';

// TanStack keeps the sort state of the headers; the rows are sorted here (sortRows), by keys computed once per row
const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
/** The TanStack features a DataTable uses (sorting and column visibility). */
export type Features = typeof features;

/** The TanStack column of a DataColumn: its header and sort value (empty values as undefined). */
const columnDefs = <T extends RowData>(columns: readonly DataColumn<T>[]): ColumnDef<Features, T>[] =>
  columns.map((c) => ({
    id: c.id,
    header: c.header,
    accessorFn: (row: T) => {
      const v = c.sortValue?.(row);
      return isEmpty(v) ? undefined : v;
    },
    enableSorting: !!c.sortValue,
  }));

/**
 * A DataTable's TanStack table: its sort (the screen's when it keeps one, else its own), the rows sorted by it
 * (unless the server sorts them), and the columns on screen (`shown`, in order; `byId` for all of them).
 */
export function useDataTableModel<T extends RowData>({
  columns,
  rows,
  rowId,
  manualSorting,
  visibleColumns,
  sort: screenSort,
  onSortChange,
}: {
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowId: (row: T) => string | number;
  manualSorting?: boolean;
  visibleColumns?: readonly string[];
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
}) {
  const [ownSort, setOwnSort] = useState<SortState>(screenSort ?? null);
  const sort = onSortChange ? (screenSort ?? null) : ownSort;
  const setSort = onSortChange ?? setOwnSort;

  const defs = useMemo(() => columnDefs(columns), [columns]);
  // each column's sort keys, kept while its value function stays the same: a new sort or filter of the same rows
  // only compares keys (10 000 rows in a few tens of milliseconds)
  const [keyCaches] = useState(() => new Map<string, { value: DataColumn<T>['sortValue']; keys: SortKeyCache }>());
  const data = useMemo(() => {
    const list = (rows ?? []) as T[];
    const column = sort && !manualSorting ? columns.find((c) => c.id === sort.id) : undefined;
    if (!sort || !column?.sortValue) return list;
    let cached = keyCaches.get(column.id);
    if (cached?.value !== column.sortValue) {
      cached = { value: column.sortValue, keys: new WeakMap() };
      keyCaches.set(column.id, cached);
    }
    return sortRows(list, column.sortValue, sort.desc, cached.keys);
  }, [rows, sort, columns, manualSorting, keyCaches]);
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort.id, desc: sort.desc }] : []), [sort]);
  const columnVisibility = useMemo(() => (visibleColumns ? Object.fromEntries(columns.map((c) => [c.id, visibleColumns.includes(c.id)])) : {}), [columns, visibleColumns]);
  const table = useTable({
    features,
    columns: defs,
    data,
    getRowId: (row) => String(rowId(row)),
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSort(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    },
    onColumnVisibilityChange: () => undefined,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });
  const tableRows = table.getRowModel().rows;
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const shown = table.getVisibleLeafColumns().map((c) => byId.get(c.id)!).filter(Boolean);
  return { table, tableRows, byId, shown };
}
