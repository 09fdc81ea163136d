import type { FinanceSheets } from '@plotwise/core/finance/index';

/** The sheet a derivation line comes from, so the screen can link it. */
export type SheetLink = 'income' | 'costs' | 'results' | 'rgw';

/** One line of "value − costs − financing − margin = land value". */
export interface DerivationLine {
  key: 'value' | 'costs' | 'financing' | 'margin' | 'rounding' | 'land';
  /** signed: what the line adds to the land value */
  cents: number;
  link: SheetLink;
}

/**
 * The residual land value step by step at the RGW: total value, minus every cost except the land price itself
 * and the financing, minus the financing, minus the required margin. The costs at the RGW contain the costs
 * that follow the land (transfer tax, interest on land), so the steps add up to the land value exactly; the
 * cent the engine's rounding may leave between result and margin is its own line (`rounding`) and is zero
 * otherwise, so the sum of the lines is always the RGW shown.
 */
export function rgwDerivation(sheets: FinanceSheets): DerivationLine[] {
  const { rgw } = sheets;
  const rows = rgw.costs.rows;
  let financing = 0;
  let land = 0;
  for (const r of rows) {
    if (r.source === 'land_price') land += r.total.cents;
    else if (r.group === 'financing') financing += r.total.cents;
  }
  const otherCosts = rgw.totalInvestment.cents - financing - land;
  const lines: DerivationLine[] = [
    { key: 'value', cents: rgw.totalValue.cents, link: 'income' },
    { key: 'costs', cents: -otherCosts, link: 'costs' },
    { key: 'financing', cents: -financing, link: 'costs' },
    { key: 'margin', cents: -rgw.requiredMargin.cents, link: 'results' },
  ];
  const sum = lines.reduce((s, l) => s + l.cents, 0);
  const rounding = rgw.residualLandValue.cents - sum;
  if (rounding !== 0) lines.push({ key: 'rounding', cents: rounding, link: 'rgw' });
  lines.push({ key: 'land', cents: rgw.residualLandValue.cents, link: 'rgw' });
  return lines;
}
