export { SheetGrid, type SheetColumn } from './SheetGrid';
export { emptyEdits, type GridEdits } from './gridEdits';
