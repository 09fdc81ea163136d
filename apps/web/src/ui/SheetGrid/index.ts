export { SheetGrid, type SheetColumn } from './SheetGrid';
export { cellKey, emptyEdits, type GridEdits } from './gridEdits';
