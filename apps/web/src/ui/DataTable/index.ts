export { ColumnChooser } from './ColumnChooser';
export { DataTable } from './DataTable';
export type { DataColumn, SortState } from './types';
