import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Header, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ColumnResizeHandle } from './ColumnResizeHandle';
import { fixedWidth } from './fixedWidth';
import type { DataColumn } from './types';
import type { Features } from './useDataTableModel';

/** The header row of a DataTable: a sort button per sortable column (aria-sort), and resize edges when asked. */
export function DataTableHead<T extends RowData>({
  headers,
  byId,
  onColumnResize,
}: {
  headers: Header<Features, T>[];
  byId: Map<string, DataColumn<T>>;
  onColumnResize?: (id: string, width: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {headers.map((h) => {
          const c = byId.get(h.column.id)!;
          const dir = h.column.getIsSorted();
          const text = c.headerHidden ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header;
          // a width the user set keeps the column that wide and cuts a longer header with an ellipsis: the
          // browser's tooltip then gives the whole header (issue #42: "Productiewaar…")
          const cut = onColumnResize !== undefined && !c.headerHidden && fixedWidth(c.width) !== undefined;
          return (
            <Table.Th
              key={h.id}
              ta={c.numeric ? 'right' : undefined}
              w={c.width}
              title={cut ? c.header : undefined}
              style={onColumnResize ? { position: 'relative', ...fixedWidth(c.width) } : undefined}
              aria-sort={h.column.getCanSort() ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
            >
              {h.column.getCanSort() ? (
                <UnstyledButton onClick={h.column.getToggleSortingHandler()} fw={600} fz="inherit" aria-label={t('ui.table.sortBy', { column: c.header })}>
                  {text} {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : ''}
                </UnstyledButton>
              ) : (
                text
              )}
              {onColumnResize && c.hideable !== false && (
                <ColumnResizeHandle column={c.header} width={typeof c.width === 'number' ? c.width : undefined} onResize={(w) => onColumnResize(c.id, w)} />
              )}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
