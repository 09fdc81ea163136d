import type { EuroCents } from '../units/units';
import type { CostsSheet } from './computeCostsSheet';
import { money } from './figure';
import type { MoneyFigure } from './figure';
import type { FinanceParameters } from './financeParameters';
import { perSquareMeter, perUnit } from './perShare';
import type { ResidualSolution } from './solveResidualLandValue';

/** The finance/rgw sheet: the residual land value and the costs sheet at that land price. */
export interface ResidualSheet {
  readonly residualLandValue: MoneyFigure;
  readonly perPlotSquareMeter: MoneyFigure | null;
  readonly perUnit: MoneyFigure | null;
  readonly perGrossSquareMeter: MoneyFigure | null;
  /** True when the plan cannot bear any land price: the seller would have to pay for the development. */
  readonly isNegative: boolean;
  readonly totalValue: MoneyFigure;
  readonly totalInvestment: MoneyFigure;
  readonly result: MoneyFigure;
  readonly requiredMargin: MoneyFigure;
  /** Result minus required margin at the residual land value: zero, or a cent either way from rounding. */
  readonly difference: MoneyFigure;
  readonly costs: CostsSheet;
}

/** Builds the rgw sheet from a solution and the costs sheet evaluated at the solved land price. */
export function computeResidualSheet(args: {
  readonly solution: ResidualSolution;
  readonly costs: CostsSheet;
  readonly parameters: FinanceParameters;
  readonly plotAreaCenti: number;
  readonly dwellings: number;
  readonly grossAreaCenti: number;
}): ResidualSheet {
  const { solution: s, parameters: p } = args;
  const l = s.landPriceCents;
  const target =
    p.requiredMarginBasis === 'costs'
      ? 'total value ÷ (100% + margin%)'
      : 'total value − margin% × total value';
  return {
    residualLandValue: money(
      l,
      `land price L solving fixed costs + factor × L = ${target}, to the nearest cent`,
      {
        totalValueCents: s.totalValueCents,
        requiredMarginPercent: p.requiredMarginPercent,
        requiredMarginBasis: p.requiredMarginBasis,
        costsWithoutLandExactCents: s.costsWithoutLandExactCents,
        landCostFactor: s.landCostFactor,
        exactLandPriceCents: s.exactLandPriceCents,
      },
    ),
    perPlotSquareMeter: perSquareMeter(l, args.plotAreaCenti, 'residual land value ÷ plot area'),
    perUnit: perUnit(l, args.dwellings, 'residual land value ÷ dwellings'),
    perGrossSquareMeter: perSquareMeter(l, args.grossAreaCenti, 'residual land value ÷ gross floor area'),
    isNegative: l < 0,
    totalValue: money(s.totalValueCents, 'total value (income sheet)', {
      totalValueCents: s.totalValueCents,
    }),
    totalInvestment: args.costs.totalInvestment,
    result: money(s.resultCents, 'total value − total investment', {
      totalValueCents: s.totalValueCents,
      totalInvestmentCents: s.totalInvestmentCents,
    }),
    requiredMargin: money(
      s.requiredMarginCents,
      `required margin % × total ${p.requiredMarginBasis === 'costs' ? 'investment' : 'value'}`,
      {
        requiredMarginPercent: p.requiredMarginPercent,
      },
    ),
    difference: money((s.resultCents - s.requiredMarginCents) as EuroCents, 'result − required margin', {
      resultCents: s.resultCents,
      requiredMarginCents: s.requiredMarginCents,
    }),
    costs: args.costs,
  };
}
