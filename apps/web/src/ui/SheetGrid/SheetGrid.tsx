import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { DataTable, type DataColumn } from '../DataTable';
import { cellKey, parseClipboard, pasteTargets, setCells, undoEdit, type GridEdits } from './gridEdits';

/** A column of the grid: the stored value as text, and the check of a typed text (its message, or null). */
export interface SheetColumn<T> {
  id: string;
  header: string;
  width?: number;
  numeric?: boolean;
  stored: (row: T) => string;
  check: (text: string) => string | null;
  /** shown, never changed (a field the user may only read) */
  readOnly?: boolean;
}

export interface SheetGridProps<T> {
  rows: readonly T[] | undefined;
  rowId: (row: T) => number;
  /** the first, fixed column (the row's name, a link) */
  rowHeader: { header: string; cell: (row: T) => ReactNode; width?: number };
  columns: readonly SheetColumn<T>[];
  edits: GridEdits;
  onEdits: (edits: GridEdits) => void;
  label: string;
  testId?: string;
  loading?: boolean;
  error?: ReactNode;
  empty?: ReactNode;
  /** a pasted block reached past the grid's edge: how many cells were left out */
  onOverflow?: (dropped: number) => void;
}

/**
 * A spreadsheet over the one table (DataTable): every cell an input. Arrows and Enter move, Ctrl+D fills from the
 * cell above, Ctrl+Z undoes, a block pasted from Excel fills from the focused cell, one undo step per paste.
 * Refused texts are marked at the cell with the reason; the screen saves what `edits` holds.
 */
export function SheetGrid<T extends RowData>(props: SheetGridProps<T>) {
  const { rows = [], rowId, columns, edits, onEdits } = props;
  const gridId = useId();
  const textOf = (row: T, c: SheetColumn<T>) => edits.values.get(cellKey(rowId(row), c.id)) ?? c.stored(row);

  const focusCell = (row: number, column: number) => {
    const el = document.querySelector<HTMLInputElement>(`[data-grid="${CSS.escape(gridId)}"] input[data-row="${row}"][data-col="${column}"]`);
    el?.focus();
    el?.select();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
    const input = e.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      onEdits(undoEdit(edits));
    } else if (mod && e.key.toLowerCase() === 'd' && r > 0 && !columns[c]!.readOnly) {
      e.preventDefault();
      const col = columns[c]!;
      onEdits(setCells(edits, [{ key: cellKey(rowId(rows[r]!), col.id), text: textOf(rows[r - 1]!, col), stored: col.stored(rows[r]!) }]));
    } else if (e.key === 'ArrowDown' || e.key === 'Enter') {
      e.preventDefault();
      focusCell(Math.min(r + 1, rows.length - 1), c);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusCell(Math.max(r - 1, 0), c);
    } else if (e.key === 'ArrowLeft' && atStart && c > 0) {
      e.preventDefault();
      focusCell(r, c - 1);
    } else if (e.key === 'ArrowRight' && atEnd && c < columns.length - 1) {
      e.preventDefault();
      focusCell(r, c + 1);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>, r: number, c: number) => {
    const text = e.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return; // one value: the input's own paste
    e.preventDefault();
    const { cells, dropped } = pasteTargets(parseClipboard(text), { row: r, column: c }, { rows: rows.length, columns: columns.length });
    onEdits(setCells(edits, cells.filter((x) => !columns[x.column]!.readOnly).map((x) => ({ key: cellKey(rowId(rows[x.row]!), columns[x.column]!.id), text: x.text.trim(), stored: columns[x.column]!.stored(rows[x.row]!) }))));
    if (dropped) props.onOverflow?.(dropped);
  };

  const tableColumns = useMemo<DataColumn<T>[]>(
    () => [
      { id: '__row', header: props.rowHeader.header, cell: props.rowHeader.cell, width: props.rowHeader.width ?? 200, hideable: false },
      ...columns.map(
        (col, c): DataColumn<T> => ({
          id: col.id,
          header: col.header,
          width: col.width ?? 140,
          numeric: col.numeric,
          ownClick: true,
          cell: (row, r) => {
            const key = cellKey(rowId(row), col.id);
            const edited = edits.values.has(key);
            const text = textOf(row, col);
            const problem = edited ? col.check(text) : null;
            return (
              <input
                aria-label={`${col.header}`}
                aria-invalid={problem ? true : undefined}
                title={problem ?? undefined}
                data-row={r}
                data-col={c}
                data-edited={edited || undefined}
                value={text}
                readOnly={col.readOnly}
                onChange={(e) => onEdits(setCells(edits, [{ key, text: e.currentTarget.value, stored: col.stored(row) }]))}
                onKeyDown={(e) => onKeyDown(e, r, c)}
                onPaste={(e) => onPaste(e, r, c)}
                style={{
                  width: '100%',
                  border: problem ? '1px solid var(--mantine-color-red-6)' : '1px solid transparent',
                  background: problem ? 'var(--mantine-color-red-0)' : edited ? 'var(--mantine-color-yellow-0)' : 'transparent',
                  textAlign: col.numeric ? 'right' : 'left',
                  font: 'inherit',
                  padding: '2px 4px',
                }}
              />
            );
          },
        }),
      ),
    ],
    // the cells read the newest edits and rows on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, edits, rows, props.rowHeader],
  );

  return (
    <div data-grid={gridId}>
      <DataTable
        columns={tableColumns}
        rows={props.rows}
        rowId={rowId}
        label={props.label}
        testId={props.testId}
        loading={props.loading}
        error={props.error}
        empty={props.empty}
        fz="sm"
        maxHeight={640}
      />
    </div>
  );
}
