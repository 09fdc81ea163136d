import type { PublicConceptFinance, PublicSection } from '@plotwise/contracts';
import { evaluateFinance, UNTYPED_UNIT_TYPE_ID, type FinanceInput } from '@plotwise/core';

/** The section types that show a concept's finance figures; adding one to a publication is the company's choice to publish them. */
const financeSections: readonly PublicSection['type'][] = ['concept_business_case', 'concept_valuation'];

/** Whether the page has a section that shows finance figures. */
export const needsFinance = (sections: readonly PublicSection[]) => sections.some((s) => financeSections.includes(s.type));

/**
 * The business case and valuation of one concept for a public page, from the finance input the sheets and the Excel
 * file compute too (features/concepts/conceptGeneration: each building's stored result while it is current, else
 * generated on the server), so the page shows the editor's and the sheets' figures and never "not computed yet".
 * Null when the finance engine refuses the figures.
 */
export function publicConceptFinance(input: FinanceInput): PublicConceptFinance | null {
  const outcome = evaluateFinance(input);
  if (!outcome.ok) return null;
  const { results, rgw, income, warnings } = outcome.value;
  return {
    totalValueCents: results.totalValue.cents,
    totalInvestmentCents: results.totalInvestment.cents,
    resultCents: results.result.cents,
    resultPercentOfCosts: results.resultPercentOfCosts.value,
    landPriceCents: results.landPriceCents,
    landPriceSource: results.landPriceSource,
    costsByGroup: results.costsByGroup.map((g) => ({ group: g.group, cents: g.total.cents })),
    income: income.rows.map((r) => ({ name: r.name, count: r.count, valueCents: r.value.cents, ...(r.id === UNTYPED_UNIT_TYPE_ID ? { untyped: true } : {}) })),
    warnings: warnings.map((w) => ({ code: w.code, count: w.count, names: [...w.names] })),
    residualLandValueCents: rgw.residualLandValue.cents,
    perPlotSquareMeterCents: rgw.perPlotSquareMeter?.cents ?? null,
    perUnitCents: rgw.perUnit?.cents ?? null,
    perGrossSquareMeterCents: rgw.perGrossSquareMeter?.cents ?? null,
    isNegative: rgw.isNegative,
  };
}
