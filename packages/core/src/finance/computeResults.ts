import type { EuroCents } from '../units/units';
import type { CostGroup } from './costGroups';
import type { CostsSheet } from './computeCostsSheet';
import type { IncomeSheet } from './computeIncome';
import { money } from './figure';
import type { MoneyFigure, QuantityFigure } from './figure';
import { percentOf, perSquareMeter, perUnit } from './perShare';

/** The finance/results sheet: costs against value at one land price. */
export interface ResultsSheet {
  readonly landPriceCents: EuroCents;
  /** 'input' when the location has a land price; 'residual' when the results are shown at the residual land value. */
  readonly landPriceSource: 'input' | 'residual';
  readonly costsByGroup: readonly { readonly group: CostGroup; readonly total: MoneyFigure }[];
  readonly totalInvestment: MoneyFigure;
  readonly totalValue: MoneyFigure;
  readonly result: MoneyFigure;
  readonly resultPerUnit: MoneyFigure | null;
  readonly resultPerGrossSquareMeter: MoneyFigure | null;
  readonly resultPercentOfCosts: QuantityFigure;
  readonly resultPercentOfValue: QuantityFigure;
  readonly requiredMargin: MoneyFigure;
  /** Result minus the required margin: positive means the plan earns more than required at this land price. */
  readonly resultAboveRequired: MoneyFigure;
}

/** Totals, result and margin (absolute, per unit, per m2, as a percentage of costs and of value). */
export function computeResults(args: {
  readonly income: IncomeSheet;
  readonly costs: CostsSheet;
  readonly landPriceSource: 'input' | 'residual';
  readonly requiredMarginCents: EuroCents;
  readonly requiredMarginPercent: number;
  readonly requiredMarginBasis: 'costs' | 'value';
  readonly dwellings: number;
  readonly grossAreaCenti: number;
}): ResultsSheet {
  const { income, costs } = args;
  const c = costs.totalInvestment.cents;
  const v = income.totalValue.cents;
  const r = v - c;
  return {
    landPriceCents: costs.landPriceCents,
    landPriceSource: args.landPriceSource,
    costsByGroup: costs.groups.map((g) => ({ group: g.group, total: g.total })),
    totalInvestment: costs.totalInvestment,
    totalValue: income.totalValue,
    result: money(r as EuroCents, 'total value − total investment', {
      totalValueCents: v,
      totalInvestmentCents: c,
    }),
    resultPerUnit: perUnit(r, args.dwellings, 'result ÷ dwellings'),
    resultPerGrossSquareMeter: perSquareMeter(r, args.grossAreaCenti, 'result ÷ gross floor area'),
    resultPercentOfCosts: percentOf(r, c, 'result ÷ total investment × 100'),
    resultPercentOfValue: percentOf(r, v, 'result ÷ total value × 100'),
    requiredMargin: money(
      args.requiredMarginCents,
      `required margin % × total ${args.requiredMarginBasis === 'costs' ? 'investment' : 'value'}`,
      {
        requiredMarginPercent: args.requiredMarginPercent,
        baseCents: args.requiredMarginBasis === 'costs' ? c : v,
      },
    ),
    resultAboveRequired: money((r - args.requiredMarginCents) as EuroCents, 'result − required margin', {
      resultCents: r,
      requiredMarginCents: args.requiredMarginCents,
    }),
  };
}
