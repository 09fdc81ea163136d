import type { EuroCents } from '../units/units';
import { evaluateCostExacts, totalInvestmentCentsAt } from './costModel';
import type { CostModel } from './costModel';
import { centsTimesPpm, PPM } from './millicents';

/** The residual land value and the figures that pin it down. */
export interface ResidualSolution {
  readonly landPriceCents: EuroCents;
  /** The real-valued land price of the linear equation, before choosing whole cents. */
  readonly exactLandPriceCents: number;
  /** Total investment with the land price at zero (exact, cents). */
  readonly costsWithoutLandExactCents: number;
  /** How many cents of cost one cent of land price brings (land itself, percentages of ground, tax, interest). */
  readonly landCostFactor: number;
  readonly totalValueCents: EuroCents;
  readonly totalInvestmentCents: EuroCents;
  readonly requiredMarginCents: EuroCents;
  readonly resultCents: EuroCents;
}

/** Beyond this the land price is no longer a meaningful amount of money (a trillion euros). */
const MAX_LAND_PRICE_CENTS = 1e14;
const PROBE_CENTS = 100_000_000;

/** The margin the result must reach at a total investment (percentage of costs or of value). */
export const requiredMarginCents = (model: CostModel, totalInvestmentCents: number, totalValueCents: number): EuroCents =>
  centsTimesPpm(
    model.input.parameters.requiredMarginBasis === 'costs' ? totalInvestmentCents : totalValueCents,
    model.input.requiredMarginPpm,
  ) as EuroCents;

const sumExact = (model: CostModel, landPriceCents: number, factorPpm: number): number => {
  const e = evaluateCostExacts(model, landPriceCents, factorPpm);
  let m = 0;
  for (let i = 0; i < e.amount.length; i++) m += e.amount[i]! + e.vat[i]!;
  return m / 1000;
};

/**
 * Solves the land price at which value − costs equals the required margin. Every land-dependent cost is
 * linear in the land price, so costs = A + B·L is solved exactly, then the neighbouring whole cents are
 * evaluated with the sheet's own rounding and the one closest to the required margin is kept.
 */
export function solveResidualLandValue(
  model: CostModel,
  totalValueCents: number,
  constructionFactorPpm = PPM,
): ResidualSolution | null {
  const a = sumExact(model, 0, constructionFactorPpm);
  const b = (sumExact(model, PROBE_CENTS, constructionFactorPpm) - a) / PROBE_CENTS;
  const marginPpm = model.input.requiredMarginPpm;
  const targetCosts =
    model.input.parameters.requiredMarginBasis === 'costs'
      ? (totalValueCents * PPM) / (PPM + marginPpm)
      : totalValueCents - centsTimesPpm(totalValueCents, marginPpm);
  const exact = (targetCosts - a) / b;
  if (!Number.isFinite(exact) || Math.abs(exact) > MAX_LAND_PRICE_CENTS) return null;

  const centre = Math.round(exact);
  let best: { l: number; c: number; req: number; diff: number } | null = null;
  for (let l = centre - 3; l <= centre + 3; l++) {
    const c = totalInvestmentCentsAt(model, l, constructionFactorPpm);
    const req = requiredMarginCents(model, c, totalValueCents);
    const diff = totalValueCents - c - req;
    // Closest to the required margin; on a tie the price that still meets it, then the higher price.
    if (
      best === null ||
      Math.abs(diff) < Math.abs(best.diff) ||
      (Math.abs(diff) === Math.abs(best.diff) && (diff > best.diff || (diff === best.diff && l > best.l)))
    ) {
      best = { l, c, req, diff };
    }
  }
  const chosen = best!;
  return {
    landPriceCents: chosen.l as EuroCents,
    exactLandPriceCents: exact,
    costsWithoutLandExactCents: a,
    landCostFactor: b,
    totalValueCents: totalValueCents as EuroCents,
    totalInvestmentCents: chosen.c as EuroCents,
    requiredMarginCents: chosen.req as EuroCents,
    resultCents: (totalValueCents - chosen.c) as EuroCents,
  };
}
