export { ColumnChooser } from './ColumnChooser';
export { DataTable } from './DataTable';
export { editDeleteColumn } from './editDeleteColumn';
export { pagedMore } from './types';
export type { DataColumn, SortState } from './types';
