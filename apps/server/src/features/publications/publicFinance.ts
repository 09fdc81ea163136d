import { landPriceEntries, type LandPrice, type LocationLandTransactionsResponse, type PublicConceptFinance, type PublicSection } from '@plotwise/contracts';
import { evaluateFinance, UNTYPED_UNIT_TYPE_ID, type FinanceInput } from '@plotwise/core';
import { landPriceCheck, type LandPriceCheck } from '@plotwise/core/feasibility/landPrice';
import { landTransactionCheck } from '@plotwise/core/feasibility/landTransactions';

/** The section types that show a concept's finance figures; adding one to a publication is the company's choice to publish them. */
const financeSections: readonly PublicSection['type'][] = ['concept_business_case', 'concept_valuation', 'concept_land_price'];

/** The municipality of a page's location and the company's ground prices of it, for a land-price section. */
export interface PublicLandPrices {
  municipality: string | null;
  prices: readonly LandPrice[];
  /** the plot sales near the location (features/landPrices/landTransactions.ts) */
  sales: LocationLandTransactionsResponse;
}

/** The land-price check as the public page carries it (the prices' sources with it, the company's ids not). */
function publicLandPrice(check: LandPriceCheck, municipality: string | null): NonNullable<PublicConceptFinance['landPrice']> {
  return {
    municipality,
    status: check.status,
    lines: check.lines.map((l) => ({
      use: l.use,
      grossFloorAreaSquareMeters: l.grossFloorAreaSquareMeters,
      dwellings: l.dwellings,
      price: l.price && { basis: l.price.basis, priceCents: l.price.priceCents, year: l.price.year, sourceTitle: l.price.sourceTitle, sourceUrl: l.price.sourceUrl },
      totalCents: l.totalCents,
    })),
    missingUses: [...check.missingUses],
    municipalPriceCents: check.municipalPriceCents,
    marginCents: check.marginCents,
    marginPerPlotSquareMeterCents: check.marginPerPlotSquareMeterCents,
    marginPerGrossSquareMeterCents: check.marginPerGrossSquareMeterCents,
  };
}

/** Whether the page has a section that shows finance figures. */
export const needsFinance = (sections: readonly PublicSection[]) => sections.some((s) => financeSections.includes(s.type));

/**
 * The business case and valuation of one concept for a public page, from the finance input the sheets and the Excel
 * file compute too (features/concepts/conceptGeneration: each building's stored result while it is current, else
 * generated on the server), so the page shows the editor's and the sheets' figures and never "not computed yet".
 * Null when the finance engine refuses the figures.
 */
export function publicConceptFinance(input: FinanceInput, landPrices?: PublicLandPrices): PublicConceptFinance | null {
  const outcome = evaluateFinance(input);
  if (!outcome.ok) return null;
  const { results, rgw, income, warnings } = outcome.value;
  // the same check as the RGW sheet's, on the same sheets; no prices of a location without a municipality
  const prices = landPrices?.municipality ? landPriceEntries(landPrices.prices) : [];
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
    ...(landPrices ? { landPrice: publicLandPrice(landPriceCheck(outcome.value, prices), landPrices.municipality) } : {}),
    ...(landPrices?.sales.layerImported ? { landSales: publicLandSales(outcome.value, landPrices.sales) } : {}),
  };
}

/** The RGW against the plot sales near the site, as the RGW sheet shows it (the same check on the same sheets). */
function publicLandSales(sheets: Parameters<typeof landTransactionCheck>[0], sales: LocationLandTransactionsResponse): NonNullable<PublicConceptFinance['landSales']> {
  return { asOf: sales.asOf, radiusMeters: sales.radiusMeters, listed: sales.transactions.length, ...landTransactionCheck(sheets, sales.transactions) };
}
