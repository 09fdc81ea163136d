export { ColumnChooser } from './ColumnChooser';
export { DataTable } from './DataTable';
export { pagedMore } from './types';
export type { DataColumn, SortState } from './types';
