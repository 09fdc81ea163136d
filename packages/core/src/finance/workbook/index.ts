export { buildFinanceWorkbook } from './buildFinanceWorkbook';
export type { FinanceWorkbook } from './buildFinanceWorkbook';
