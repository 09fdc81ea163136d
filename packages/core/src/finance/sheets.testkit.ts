import { evaluateFinance, type FinanceSheets } from './evaluateFinance';
import type { FinanceInput } from './financeInput';

/** The finance sheets of an input the tests know to be valid (its errors thrown otherwise). */
export const sheets = (input: FinanceInput): FinanceSheets => {
  const out = evaluateFinance(input);
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.value;
};
