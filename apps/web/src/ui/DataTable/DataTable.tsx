import { Alert, Button, Group, Loader, Table, Text, UnstyledButton, useTableContext, VisuallyHidden } from '@mantine/core';
import { columnVisibilityFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type Row, type RowData, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnResizeHandle } from './ColumnResizeHandle';
import { isEmpty } from './compareValues';
import { sortRows, type SortKeyCache } from './sortRows';
import type { DataColumn, MoreRows, SortState } from './types';

// TanStack keeps the sort state of the headers; the rows are sorted here (sortRows), by keys computed once per row
const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
type Features = typeof features;

/** From this many rows on only the rows in view are in the page (a table of 500 locations stays quick). */
const VIRTUAL_FROM = 100;
// a resized column keeps its width: wider content is cut off with an ellipsis instead of widening it
const fixedWidth = (w: number | string | undefined): CSSProperties | undefined =>
  typeof w === 'number' ? { width: w, minWidth: w, maxWidth: w, overflow: 'hidden', textOverflow: 'ellipsis' } : undefined;
const ROW_HEIGHT = 37;

/**
 * A row's cells as plain td elements with the table's own class and style, looked up once per row: a Table.Td per
 * cell (props, styles, Box) made a sort of a table with every column take most of its time rendering the cells.
 */
function RowCells<T>({ row, index, columns, fixed }: { row: T; index: number; columns: readonly DataColumn<T>[]; fixed: boolean }) {
  const td = useTableContext().getStyles('td');
  return columns.map((c) => (
    <td
      key={c.id}
      className={td.className}
      style={{ ...td.style, ...(c.numeric ? { textAlign: 'right' } : null), ...(fixed ? fixedWidth(c.width) : null) }}
      onClick={c.ownClick ? (e) => e.stopPropagation() : undefined}
    >
      {c.cell(row, index)}
    </td>
  ));
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  /** undefined while the first load runs */
  rows: readonly T[] | undefined;
  rowId: (row: T) => string | number;
  /** the table's name for screen readers */
  label: string;
  testId?: string;
  loading?: boolean;
  /** a newer answer is on its way; the rows on screen are the previous ones */
  refreshing?: boolean;
  /** the load failed: words shown with a retry instead of the rows, or the screen's own element */
  error?: ReactNode;
  onRetry?: () => void;
  /** words for no rows, or the screen's own element */
  empty?: ReactNode;
  more?: MoreRows;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** the rows come sorted (by the server); sorting only reports the wish */
  manualSorting?: boolean;
  /** the ids of the columns on screen (all when absent) */
  visibleColumns?: readonly string[];
  /** a click or Enter on a row; rows are then in the Tab order and arrows move between them */
  onRowActivate?: (row: T) => void;
  /** a key on a focused row before the table's own (Enter, arrows); preventDefault() keeps it from them */
  onRowKeyDown?: (e: KeyboardEvent<HTMLTableRowElement>, row: T) => void;
  rowProps?: (row: T) => Record<string, string | number | boolean | undefined>;
  selectedId?: string | number | null;
  /** a row's extra line below it (an explanation), or null */
  expanded?: (row: T) => ReactNode;
  /** the height of the table's scrolling box (600 for a long, virtualised table when absent) */
  maxHeight?: number;
  minWidth?: number;
  fz?: 'xs' | 'sm' | 'md';
  striped?: boolean;
  withHeader?: boolean;
  /** columns get a draggable right edge; the screen keeps the widths and gives them back as the columns' `width` */
  onColumnResize?: (id: string, width: number) => void;
}

/**
 * The one table of the app (TanStack Table): sortable headers (aria-sort), a chosen set of columns, rows that
 * Tab, arrows and Enter reach, virtualised rows from 100 on, and the loading, error, empty and "more" states.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, rows, rowId, label, testId, loading, refreshing, error, onRetry, empty, more, manualSorting, visibleColumns, onRowActivate, rowProps, selectedId, expanded } = props;
  const { t } = useTranslation();
  const [ownSort, setOwnSort] = useState<SortState>(props.sort ?? null);
  const sort = props.onSortChange ? (props.sort ?? null) : ownSort;
  const setSort = props.onSortChange ?? setOwnSort;

  const defs = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => {
          const v = c.sortValue?.(row);
          return isEmpty(v) ? undefined : v;
        },
        enableSorting: !!c.sortValue,
      })),
    [columns],
  );
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

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = tableRows.length >= VIRTUAL_FROM && !expanded;
  // The app does not run the React Compiler; the virtualizer's changing functions are read during render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  if (error && !rows?.length && typeof error !== 'string') return <>{error}</>;
  if (error && !rows?.length)
    return (
      <Alert color="red" variant="light" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
        <Text size="sm">{error}</Text>
        {onRetry && (
          <Button size="compact-xs" variant="light" mt={4} onClick={onRetry}>
            {t('ui.table.retry')}
          </Button>
        )}
      </Alert>
    );
  if (!rows || (loading && !rows.length))
    return (
      <Group gap="xs" aria-busy="true" data-testid={testId ? `${testId}-loading` : undefined}>
        <Loader size="xs" />
        <Text size="sm">{t('ui.table.loading')}</Text>
      </Group>
    );
  if (!rows.length && empty && typeof empty !== 'string') return <>{empty}</>;
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty ?? t('ui.table.empty')}
      </Text>
    );

  // arrows move between rows; the row keeps its own keys (a check box, a menu) to itself
  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (e.target !== e.currentTarget) return;
    props.onRowKeyDown?.(e, row);
    if (e.defaultPrevented) return;
    if (e.key === 'Enter') onRowActivate?.(row);
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const sibling = (e.key === 'ArrowDown' ? e.currentTarget.nextElementSibling : e.currentTarget.previousElementSibling) as HTMLElement | null;
      (sibling?.matches('[data-row]') ? sibling : null)?.focus();
    }
  };

  const renderRow = (row: Row<Features, T>, index: number, style?: CSSProperties) => {
    const r = row.original;
    const extra = expanded?.(r);
    const isSelected = selectedId !== undefined && selectedId !== null && String(rowId(r)) === String(selectedId);
    return (
      <Fragment key={row.id}>
        <Table.Tr
          data-row
          data-index={index}
          aria-current={isSelected ? 'true' : undefined}
          bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
          tabIndex={onRowActivate ? 0 : undefined}
          style={{ ...(onRowActivate ? { cursor: 'pointer' } : null), ...style }}
          onClick={onRowActivate ? () => onRowActivate(r) : undefined}
          onKeyDown={onRowActivate ? (e) => onRowKey(e, r) : undefined}
          {...rowProps?.(r)}
        >
          <RowCells row={r} index={index} columns={shown} fixed={!!props.onColumnResize} />
        </Table.Tr>
        {extra ? (
          <Table.Tr>
            <Table.Td colSpan={shown.length} bg="var(--mantine-color-gray-0)">
              {extra}
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Fragment>
    );
  };

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const body = virtual ? (
    <>
      {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
      {items.map((v) => renderRow(tableRows[v.index]!, v.index, { height: ROW_HEIGHT }))}
      {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
    </>
  ) : (
    tableRows.map((row, i) => renderRow(row, i))
  );

  const grid = (
    <Table
      highlightOnHover={!!onRowActivate}
      striped={props.striped}
      fz={props.fz ?? 'sm'}
      stickyHeader={virtual || props.maxHeight !== undefined}
      data-testid={testId}
      aria-label={label}
      aria-busy={!!refreshing || !!loading}
      aria-rowcount={virtual ? tableRows.length + 1 : undefined}
      style={refreshing ? { opacity: 0.6 } : undefined}
    >
      {props.withHeader !== false && (
        <Table.Thead>
          <Table.Tr>
            {table.getHeaderGroups()[0]!.headers.map((h) => {
              const c = byId.get(h.column.id)!;
              const dir = h.column.getIsSorted();
              const text = c.headerHidden ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header;
              return (
                <Table.Th
                  key={h.id}
                  ta={c.numeric ? 'right' : undefined}
                  w={c.width}
                  style={props.onColumnResize ? { position: 'relative', ...fixedWidth(c.width) } : undefined}
                  aria-sort={h.column.getCanSort() ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {h.column.getCanSort() ? (
                    <UnstyledButton onClick={h.column.getToggleSortingHandler()} fw={600} fz="inherit" aria-label={t('ui.table.sortBy', { column: c.header })}>
                      {text} {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : ''}
                    </UnstyledButton>
                  ) : (
                    text
                  )}
                  {props.onColumnResize && c.hideable !== false && (
                    <ColumnResizeHandle column={c.header} width={typeof c.width === 'number' ? c.width : undefined} onResize={(w) => props.onColumnResize!(c.id, w)} />
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>{body}</Table.Tbody>
    </Table>
  );

  return (
    <div>
      {virtual ? (
        <div ref={scrollRef} style={{ maxHeight: props.maxHeight ?? 600, overflow: 'auto' }} data-virtual="true">
          {grid}
        </div>
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth ?? 0} type="native" mah={props.maxHeight}>
          {grid}
        </Table.ScrollContainer>
      )}
      {more && (
        <Group gap="xs" mt="xs" data-testid={testId ? `${testId}-more` : undefined}>
          {more.loading && !more.onMore && <Loader size="xs" />}
          {more.text && (
            <Text size="sm" c="dimmed">
              {more.text}
            </Text>
          )}
          {more.onMore && (
            <Button size="xs" variant="light" loading={more.loading} onClick={more.onMore}>
              {t('ui.table.more')}
            </Button>
          )}
        </Group>
      )}
      {refreshing && (
        <Group gap={6} mt={4}>
          <Loader size="xs" />
          <Text size="xs">{t('ui.table.updating')}</Text>
        </Group>
      )}
    </div>
  );
}
