import { Table, useTableContext } from '@mantine/core';
import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableFooter, tableStatus } from './DataTableStates';
import { DataTableHead } from './DataTableHead';
import { fixedWidth } from './fixedWidth';
import type { DataColumn, MoreRows, SortState } from './types';
import { useDataTableModel, type Features } from './useDataTableModel';

/** From this many rows on only the rows in view are in the page (a table of 500 locations stays quick). */
const VIRTUAL_FROM = 100;
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
  const { rowId, label, testId, loading, refreshing, more, onRowActivate, rowProps, selectedId, expanded } = props;
  const { t } = useTranslation();
  const { table, tableRows, byId, shown } = useDataTableModel(props);

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

  const status = tableStatus(props, t);
  if (status !== undefined) return status;

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
        <DataTableHead headers={table.getHeaderGroups()[0]!.headers} byId={byId} onColumnResize={props.onColumnResize} />
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
      <DataTableFooter more={more} refreshing={refreshing} testId={testId} />
    </div>
  );
}
