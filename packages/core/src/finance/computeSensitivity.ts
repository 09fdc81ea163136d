import type { EuroCents } from '../units/units';
import { computeIncomeExacts, totalValueCents } from './computeIncome';
import { totalInvestmentCentsAt } from './costModel';
import type { CostModel } from './costModel';
import type { Explanation } from './figure';
import { PPM, ppmToPercent } from './millicents';
import { solveResidualLandValue } from './solveResidualLandValue';

/** What a sensitivity row varies. */
const sensitivityFactors = ['construction_cost', 'price', 'yield'] as const;
export type SensitivityFactor = (typeof sensitivityFactors)[number];

/** One scenario: a factor changed by a relative step, its result at the sheet's land price and its RGW. */
interface SensitivityRow extends Explanation {
  readonly factor: SensitivityFactor;
  readonly stepPercent: number;
  readonly totalValueCents: EuroCents;
  readonly totalInvestmentCents: EuroCents;
  readonly resultCents: EuroCents;
  /** Null when no finite land price balances this scenario. */
  readonly residualLandValueCents: EuroCents | null;
}

/** The sensitivity grid and the band of residual land values it spans. */
export interface SensitivitySheet {
  readonly stepsPercent: readonly number[];
  readonly landPriceCents: EuroCents;
  readonly rows: readonly SensitivityRow[];
  readonly residualLandValueMinCents: EuroCents | null;
  readonly residualLandValueMaxCents: EuroCents | null;
}

const formulas: Readonly<Record<SensitivityFactor, string>> = {
  construction_cost:
    'building-group fixed and per-m2 costs × (100% + step); percentages of construction follow',
  price: 'every sale price and rent × (100% + step)',
  yield: 'every yield × (100% + step), so capitalised values move the other way',
};

/** Results and RGW for a change of construction cost, sale price / rent and yield by each relative step. */
export function computeSensitivity(
  model: CostModel,
  stepsPpm: readonly number[],
  landPriceCents: number,
): SensitivitySheet {
  const rows: SensitivityRow[] = [];
  let min: number | null = null;
  let max: number | null = null;
  const baseValue = totalValueCents(computeIncomeExacts(model.input));
  for (const factor of sensitivityFactors) {
    for (const step of stepsPpm) {
      const f = PPM + step;
      const value =
        factor === 'construction_cost'
          ? baseValue
          : totalValueCents(
              computeIncomeExacts(model.input, {
                priceFactorPpm: factor === 'price' ? f : PPM,
                yieldFactorPpm: factor === 'yield' ? f : PPM,
              }),
            );
      const constructionFactor = factor === 'construction_cost' ? f : PPM;
      const costs = totalInvestmentCentsAt(model, landPriceCents, constructionFactor);
      const solution = solveResidualLandValue(model, value, constructionFactor);
      const rgw = solution ? solution.landPriceCents : null;
      if (rgw !== null) {
        min = min === null ? rgw : Math.min(min, rgw);
        max = max === null ? rgw : Math.max(max, rgw);
      }
      rows.push({
        factor,
        stepPercent: ppmToPercent(step),
        totalValueCents: value,
        totalInvestmentCents: costs,
        resultCents: (value - costs) as EuroCents,
        residualLandValueCents: rgw,
        formula: formulas[factor],
        inputs: { stepPercent: ppmToPercent(step), landPriceCents },
      });
    }
  }
  return {
    stepsPercent: stepsPpm.map(ppmToPercent),
    landPriceCents: landPriceCents as EuroCents,
    rows,
    residualLandValueMinCents: min as EuroCents | null,
    residualLandValueMaxCents: max as EuroCents | null,
  };
}
