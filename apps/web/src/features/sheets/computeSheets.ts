import { evaluateFinance, type FinanceError, type FinanceInput, type FinanceSheets } from '@plotwise/core/finance/index';
import { rgwDerivation, type DerivationLine } from './rgwDerivation';
import { sensitivityHeat, type HeatRow } from './sensitivityGrid';

/** Everything the sheets show of one concept, or why it cannot be computed. */
export type SheetsView =
  | { ok: true; sheets: FinanceSheets; derivation: DerivationLine[]; heat: HeatRow[] }
  | { ok: false; errors: readonly FinanceError[] };

export interface SheetsOptions {
  /** the sensitivity steps in percent (default −10, 0, +10) */
  stepsPercent?: readonly number[];
  /** the land price to show the results at: a number of euros, null for the RGW, undefined for the stored one */
  landPriceEuros?: number | null;
}

/**
 * All sheets of one concept in one go, in the browser: the core engine (the same function as POST
 * /api/finance/evaluate) with the sensitivity grid, then the RGW derivation and the heat table. This is what
 * runs after every edit; bench:sheets measures it.
 */
export function computeSheets(input: FinanceInput, options: SheetsOptions = {}): SheetsView {
  const parameters = { ...(input.parameters ?? {}) };
  if (options.landPriceEuros === null) delete parameters.land_price_euros;
  else if (options.landPriceEuros !== undefined) parameters.land_price_euros = options.landPriceEuros;
  const out = evaluateFinance({ ...input, parameters, sensitivity: { stepsPercent: options.stepsPercent ?? [-10, 0, 10] } });
  if (!out.ok) return out;
  const sheets = out.value;
  return {
    ok: true,
    sheets,
    derivation: rgwDerivation(sheets),
    heat: sheets.sensitivity ? sensitivityHeat(sheets.sensitivity, sheets.rgw.residualLandValue.cents) : [],
  };
}

/** Runs `fn` and says how long it took (the frame shows the recomputation time of the sheets). */
export function timed<T>(fn: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = fn();
  return { value, ms: performance.now() - started };
}
