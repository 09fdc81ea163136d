export { buildFinanceWorkbook } from './buildFinanceWorkbook';
export type { FinanceWorkbook } from './buildFinanceWorkbook';
export type { WorkbookCell, WorkbookSheet } from './sheetBuilder';
export type { WorkbookLanguage } from './labels';
