import { costGroups } from '../costGroups';
import type { CostBlock } from './costBlock';
import { div, ifPositive, lit, mul, round0, sub } from './formula';
import type { Expr } from './formula';
import type { InputRefs } from './inputsSheet';
import type { WorkbookLabels } from './labels';
import { requiredMargin } from './rgwSheet';
import { formats } from './sheetBuilder';
import type { SheetBuilder } from './sheetBuilder';

/** A percentage of a whole with two decimals, empty when the whole is zero (the engine's percentOf). */
const percentOf = (part: Expr, whole: Expr): Expr => {
  const v = Number(whole.v) === 0 ? '' : roundTwo((Number(part.v) * 10_000) / Number(whole.v));
  return { f: `IF(${whole.f}<>0,ROUND(${part.f}*10000/${whole.f},0)/100,"")`, v, p: 3 };
};
const roundTwo = (x: number): number => (round0(lit(x)).v as number) / 100;

/** Writes the Results sheet: totals per group, investment, value, result and the margin at the shown land price. */
export function writeResultsSheet(
  s: SheetBuilder,
  args: {
    readonly costs: SheetBuilder;
    readonly costsOut: {
      readonly block: CostBlock;
      readonly groupTotalRows: ReadonlyMap<string, number>;
      readonly landRow: number;
    };
    readonly incomeTotalValue: Expr;
    readonly refs: InputRefs;
    readonly l: WorkbookLabels;
  },
): void {
  const { costs, costsOut, refs, l } = args;
  s.text(1, 1, l.sheets.results, true);
  s.text(2, 3, l.cents, true);
  const money = (r: number, text: string, cents: Expr, bold = false): Expr => {
    s.text(r, 1, text, bold);
    const c = s.formula(r, 3, cents, formats.whole);
    s.formula(r, 2, div(c, lit(100)), formats.euros, bold);
    return c;
  };
  money(3, l.landPriceRow, costs.refFrom(costsOut.landRow, 12));
  let r = 5;
  for (const g of costGroups) {
    s.text(r, 1, l.groups[g]);
    s.formula(r, 2, costs.refFrom(costsOut.groupTotalRows.get(g)!, 6));
    r++;
  }
  r++;
  const c = money(
    r++,
    l.totalInvestment,
    costs.refFrom(costsOut.block.totalRow, costsOut.block.column),
    true,
  );
  const v = money(r++, l.totalValue, args.incomeTotalValue, true);
  const result = money(r++, l.result, sub(v, c), true);
  s.text(r, 1, l.resultPerDwelling);
  s.formula(r++, 2, ifPositive(refs.dwellings, div(round0(div(result, refs.dwellings)), lit(100))));
  s.text(r, 1, l.resultPerGross);
  s.formula(
    r++,
    2,
    ifPositive(refs.totalGrossCenti, div(round0(div(mul(result, lit(100)), refs.totalGrossCenti)), lit(100))),
  );
  s.text(r, 1, l.resultPercentCosts);
  s.formula(r++, 2, percentOf(result, c), formats.percent);
  s.text(r, 1, l.resultPercentValue);
  s.formula(r++, 2, percentOf(result, v), formats.percent);
  const req = money(r++, l.requiredMargin, requiredMargin(refs, c, v));
  money(r++, l.resultAbove, sub(result, req), true);
  [40, 18, 16].forEach((w, i) => s.width(i + 1, w));
}
