import type { EuroCents } from '../units/units';
import { computeAreas } from './computeAreas';
import type { AreasSheets } from './computeAreas';
import { computeCostsSheet } from './computeCostsSheet';
import type { CostsSheet } from './computeCostsSheet';
import { computeIncome, computeIncomeExacts, totalValueCents } from './computeIncome';
import type { IncomeSheet } from './computeIncome';
import { computeResidualSheet } from './computeResidualSheet';
import type { ResidualSheet } from './computeResidualSheet';
import { computeResults } from './computeResults';
import type { ResultsSheet } from './computeResults';
import { computeSensitivity } from './computeSensitivity';
import type { SensitivitySheet } from './computeSensitivity';
import { evaluateCostExacts, prepareCostModel } from './costModel';
import type { CostExacts } from './costModel';
import type { FinanceError, FinanceOutcome } from './financeErrors';
import type { FinanceInput } from './financeInput';
import type { FinanceParameters } from './financeParameters';
import { financeWarnings, type FinanceWarning } from './financeWarnings';
import { centsTimesPpm } from './millicents';
import { normalizeFinanceInput } from './normalizeFinanceInput';
import { solveResidualLandValue } from './solveResidualLandValue';

/** Every sheet of one evaluation, keyed as the sheets are routed: finance/income ... areas/functions. */
export interface FinanceSheets {
  readonly parameters: FinanceParameters;
  readonly income: IncomeSheet;
  readonly costs: CostsSheet;
  readonly results: ResultsSheet;
  readonly rgw: ResidualSheet;
  readonly areas: AreasSheets;
  readonly sensitivity: SensitivitySheet | null;
  /** the inputs the figures lack (no unit type, no price, no construction costs): shown wherever the RGW is */
  readonly warnings: readonly FinanceWarning[];
}

// Millicent sums must stay exact integers, with headroom for a rate multiplication on top.
const SAFE_MILLICENTS = Number.MAX_SAFE_INTEGER / 16;

const tooLarge = (path: string, what: string): FinanceError => ({
  code: 'amount_out_of_range',
  message: `${what} is too large to compute exactly (above about 5.6 billion euros per figure).`,
  path,
});

const sumAbs = (values: readonly number[]): number => {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += Math.abs(values[i]!);
  return s;
};

const costsTooLarge = (e: CostExacts): boolean => sumAbs(e.amount) + sumAbs(e.vat) > SAFE_MILLICENTS;

/** Turns a concept's quantities, costs and finance parameters into the finance and areas sheets. */
export function evaluateFinance(input: FinanceInput): FinanceOutcome<FinanceSheets> {
  const normalized = normalizeFinanceInput(input);
  if (!normalized.ok) return normalized;
  const n = normalized.value;

  const incomeExacts = computeIncomeExacts(n);
  let incomeAbs = 0;
  for (const e of incomeExacts) incomeAbs += Math.abs(e.gross) + Math.abs(e.rent) + Math.abs(e.value);
  if (incomeAbs > SAFE_MILLICENTS) return { ok: false, errors: [tooLarge('unitTypes', 'The income')] };
  const value = totalValueCents(incomeExacts);

  const model = prepareCostModel(n);
  const solution = solveResidualLandValue(model, value);
  if (!solution) return { ok: false, errors: [tooLarge('costs', 'The residual land value')] };

  const inputLand = n.parameters.landPriceCents;
  const landPriceCents = inputLand ?? solution.landPriceCents;
  const rgwExacts = solution.costExacts;
  const landExacts = inputLand === null ? rgwExacts : evaluateCostExacts(model, inputLand);
  if (costsTooLarge(rgwExacts) || costsTooLarge(landExacts)) {
    return { ok: false, errors: [tooLarge('costs', 'The total investment')] };
  }
  const rgwCosts = computeCostsSheet(model, rgwExacts);
  const costs = inputLand === null ? rgwCosts : computeCostsSheet(model, landExacts);
  const income = computeIncome(n, undefined, incomeExacts);
  const areas = computeAreas(n);
  const dwellings = areas.overview.dwellings;
  const grossAreaCenti = model.totalGrossAreaCenti;
  const p = n.parameters;
  const requiredBase =
    p.requiredMarginBasis === 'costs' ? costs.totalInvestment.cents : income.totalValue.cents;

  const results = computeResults({
    income,
    costs,
    landPriceSource: inputLand === null ? 'residual' : 'input',
    requiredMarginCents: (inputLand === null
      ? solution.requiredMarginCents
      : centsTimesPpm(requiredBase, n.requiredMarginPpm)) as EuroCents,
    requiredMarginPercent: p.requiredMarginPercent,
    requiredMarginBasis: p.requiredMarginBasis,
    dwellings,
    grossAreaCenti,
  });
  const rgw = computeResidualSheet({
    solution,
    costs: rgwCosts,
    parameters: p,
    plotAreaCenti: n.plotAreaCenti,
    dwellings,
    grossAreaCenti,
  });
  const sensitivity = n.sensitivityStepsPpm
    ? computeSensitivity(model, n.sensitivityStepsPpm, landPriceCents)
    : null;
  const warnings = financeWarnings(income, costs, areas, model);
  return { ok: true, value: { parameters: p, income, costs, results, rgw, areas, sensitivity, warnings } };
}
