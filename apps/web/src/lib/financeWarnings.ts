import type { FinanceWarning } from '@plotwise/core/finance/index';
import type { TFunction } from 'i18next';
import { formatNumber } from './format';

// The finance engine's warnings in the reader's language, one text wherever they are shown (the sheets above every
// sheet, the concept editor beside its figures).

/** A warning's names in the reader's language: building type codes by name, unit type names as they are. */
const warningNames = (w: FinanceWarning, t: TFunction) =>
  (w.code === 'no_construction_costs_for_types' ? w.names.map((n) => t(`sheets.buildingTypes.${n}`)) : w.names).join(', ');

/** A warning that the location's cost lines fix (construction costs of the floor area, or of the open galleries). */
export const fixedAtCosts = (w: FinanceWarning): boolean =>
  w.code === 'no_construction_costs' || w.code === 'no_construction_costs_for_types' || w.code === 'galleries_unpriced';

/**
 * A warning of the finance engine in the reader's language; `area` is its count written as the reader writes numbers
 * (the open galleries' m² of galleries_unpriced).
 */
export const financeWarningText = (w: FinanceWarning, t: TFunction, lang: string) =>
  t(`sheets.warnings.${w.code}`, { count: w.count, names: warningNames(w, t), area: formatNumber(w.count, lang, 0) });
