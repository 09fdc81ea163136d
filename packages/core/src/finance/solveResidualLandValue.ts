import type { EuroCents } from '../units/units';
import { evaluateCostExacts } from './costModel';
import type { CostExacts, CostModel, LandInterest } from './costModel';
import { centsTimesPpm, millicentsToCents, PPM } from './millicents';

/** The residual land value and the figures that pin it down. */
export interface ResidualSolution {
  readonly landPriceCents: EuroCents;
  /** The real-valued land price of the linear equation, before choosing whole cents. */
  readonly exactLandPriceCents: number;
  /** Total investment with the land price at zero (exact, cents), on the line the solution lies on. */
  readonly costsWithoutLandExactCents: number;
  /**
   * How many cents of cost one cent of land price brings (land itself, percentages of ground, tax, and interest
   * unless the land costs are below zero).
   */
  readonly landCostFactor: number;
  readonly totalValueCents: EuroCents;
  readonly totalInvestmentCents: EuroCents;
  readonly requiredMarginCents: EuroCents;
  readonly resultCents: EuroCents;
  /** The costs at the solved land price, for the rgw sheet. */
  readonly costExacts: CostExacts;
}

/** Beyond this the land price is no longer a meaningful amount of money (a trillion euros). */
const MAX_LAND_PRICE_CENTS = 1e14;
const PROBE_CENTS = 100_000_000;
/** The rounded solution is within a few cents of the best one; this only bounds the walk. */
const MAX_WALK = 50;

/** The margin the result must reach at a total investment (percentage of costs or of value). */
const requiredMarginCents = (
  model: CostModel,
  totalInvestmentCents: number,
  totalValueCents: number,
): EuroCents =>
  centsTimesPpm(
    model.input.parameters.requiredMarginBasis === 'costs' ? totalInvestmentCents : totalValueCents,
    model.input.requiredMarginPpm,
  ) as EuroCents;

interface Candidate {
  readonly l: number;
  readonly c: number;
  readonly req: number;
  readonly diff: number;
  readonly exacts: CostExacts;
}

function candidate(
  model: CostModel,
  l: number,
  totalValueCents: number,
  constructionFactorPpm: number,
): Candidate {
  const exacts = evaluateCostExacts(model, l, constructionFactorPpm);
  let a = 0;
  let v = 0;
  for (let i = 0; i < exacts.amount.length; i++) {
    a += exacts.amount[i]!;
    v += exacts.vat[i]!;
  }
  // The same rounding as the costs sheet: each column's running total, so its total is the rounded sum.
  const c = millicentsToCents(a) + millicentsToCents(v);
  const req = requiredMarginCents(model, c, totalValueCents);
  return { l, c, req, diff: totalValueCents - c - req, exacts };
}

const sumExact = (model: CostModel, landPriceCents: number, factorPpm: number, landInterest: LandInterest): number => {
  // the percentages of the land price as charged: at the probe of +1 million they apply, at -1 million they do not
  const e = evaluateCostExacts(model, landPriceCents, factorPpm, landInterest);
  let m = 0;
  for (let i = 0; i < e.amount.length; i++) m += e.amount[i]! + e.vat[i]!;
  return m / 1000;
};

/**
 * The costs as lines A + B·L in the land price, with the interest on land always or never charged (A, the costs at
 * land price 0, is the same for both of a pair), and the percentages of the land price charged (through the probe
 * above zero) or not (through the probe below zero, where they charge nothing). The Excel's RGW sheet takes the same
 * probes.
 */
function costLines(model: CostModel, factorPpm: number, landInterest: LandInterest): { a: number; b: number }[] {
  const a = sumExact(model, 0, factorPpm, landInterest);
  return [PROBE_CENTS, -PROBE_CENTS].map((probe) => ({ a, b: (sumExact(model, probe, factorPpm, landInterest) - a) / probe }));
}

/**
 * Solves the land price at which value − costs equals the required margin. Every land-dependent cost is linear in
 * the land price except the interest on land, charged only on positive land costs, and the percentages of the land
 * price, charged only on a positive land price: each is the larger of two lines (charged, not charged) with
 * non-negative weights, so the costs are the largest of four lines A + B·L, and the price at which they reach the
 * target is the smallest of the four lines' solutions (exact). Whole cents around it are then evaluated with the
 * sheet's own rounding and the one closest to the required margin is kept.
 */
export function solveResidualLandValue(
  model: CostModel,
  totalValueCents: number,
  constructionFactorPpm = PPM,
): ResidualSolution | null {
  const marginPpm = model.input.requiredMarginPpm;
  const targetCosts =
    model.input.parameters.requiredMarginBasis === 'costs'
      ? (totalValueCents * PPM) / (PPM + marginPpm)
      : totalValueCents - centsTimesPpm(totalValueCents, marginPpm);
  const lines = [...costLines(model, constructionFactorPpm, 'linear'), ...costLines(model, constructionFactorPpm, 'none')];
  const solveOn = (line: { a: number; b: number }) => (targetCosts - line.a) / line.b;
  const line = lines.reduce((best, l) => (solveOn(l) < solveOn(best) ? l : best));
  const { a, b } = line;
  const exact = solveOn(line);
  if (!Number.isFinite(exact) || Math.abs(exact) > MAX_LAND_PRICE_CENTS) return null;

  // Costs rise by at least a cent per cent of land, so result − required falls strictly with the land
  // price: walk from the rounded solution towards zero difference and stop once it gets worse.
  let best = candidate(model, Math.round(exact), totalValueCents, constructionFactorPpm);
  const direction = Math.sign(best.diff);
  for (let step = 0; direction !== 0 && step < MAX_WALK; step++) {
    const next = candidate(model, best.l + direction, totalValueCents, constructionFactorPpm);
    // Closer to the required margin wins; on a tie the price that still meets it.
    if (
      Math.abs(next.diff) < Math.abs(best.diff) ||
      (Math.abs(next.diff) === Math.abs(best.diff) && next.diff > best.diff)
    ) {
      best = next;
    } else break;
  }
  const chosen = best;
  return {
    landPriceCents: chosen.l as EuroCents,
    exactLandPriceCents: exact,
    costsWithoutLandExactCents: a,
    landCostFactor: b,
    totalValueCents: totalValueCents as EuroCents,
    totalInvestmentCents: chosen.c as EuroCents,
    requiredMarginCents: chosen.req as EuroCents,
    resultCents: (totalValueCents - chosen.c) as EuroCents,
    costExacts: chosen.exacts,
  };
}
