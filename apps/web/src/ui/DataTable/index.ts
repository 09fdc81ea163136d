export { ColumnChooser } from './ColumnChooser';
export { DataTable, type DataTableProps } from './DataTable';
export type { DataColumn, SortState } from './types';
