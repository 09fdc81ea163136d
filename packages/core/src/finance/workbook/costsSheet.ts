import { costGroups } from '../costGroups';
import { costRowName, writeCostBlock, writeCostBlockLabels } from './costBlock';
import type { CostBlock, CostBlockRow, CostInputRefs } from './costBlock';
import { add, div, lit, round0, sub, sumOf } from './formula';
import type { Expr } from './formula';
import type { WorkbookLabels } from './labels';
import { formats } from './sheetBuilder';
import type { SheetBuilder } from './sheetBuilder';

/** The costs sheet: the lines at the results' land price, rounded by running total as on screen. */
export function writeCostsSheet(
  sheet: SheetBuilder,
  l: WorkbookLabels,
  rows: readonly CostBlockRow[],
  refs: CostInputRefs,
  landCents: Expr,
): { block: CostBlock; groupTotalRows: Map<string, number>; landRow: number } {
  const A = 8; // helper block: amount, VAT (millicents)
  const RUN = 10; // running totals of both
  const CENTS = 12; // cents of both
  sheet.text(1, 1, `${l.sheets.costs}`, true);
  sheet.text(3, 1, l.landPriceRow, true);
  const land = sheet.formula(3, CENTS, landCents, formats.whole);
  sheet.formula(3, 4, div(land, lit(100)), formats.euros, true);
  const header = [
    l.name,
    l.group,
    l.kind,
    l.amount,
    l.vat,
    l.lineTotal,
    '',
    `${l.amount} (m¢)`,
    `${l.vat} (m¢)`,
    `${l.amount} Σ`,
    `${l.vat} Σ`,
    `${l.amount} (¢)`,
    `${l.vat} (¢)`,
  ];
  header.forEach((h, i) => h && sheet.text(5, i + 1, h, true));
  sheet.text(4, A, l.helperColumns);
  const first = 6;
  rows.forEach((row, i) => {
    const name = costRowName(row, l);
    const group =
      row.source === 'line' ? row.item.group : row.source === 'land_price' ? 'ground' : 'financing';
    sheet.text(first + i, 1, name);
    sheet.text(first + i, 2, l.groups[group]);
    if (row.source === 'line') sheet.text(first + i, 3, l.kinds[row.item.kind]);
  });
  const block = writeCostBlock(sheet, first, A, land, rows, refs);
  writeCostBlockLabels(sheet, first, rows.length, A - 1, l);
  const groupCents = new Map<string, { a: Expr[]; v: Expr[] }>(costGroups.map((g) => [g, { a: [], v: [] }]));
  let prevA: Expr | null = null;
  let prevV: Expr | null = null;
  rows.forEach((row, i) => {
    const r = first + i;
    const runA: Expr = sheet.formula(
      r,
      RUN,
      prevA ? add(prevA, sheet.ref(r, A)) : sheet.ref(r, A),
      formats.whole,
    );
    const runV: Expr = sheet.formula(
      r,
      RUN + 1,
      prevV ? add(prevV, sheet.ref(r, A + 1)) : sheet.ref(r, A + 1),
      formats.whole,
    );
    const centsA = sheet.formula(r, CENTS, runningCents(runA, prevA), formats.whole);
    const centsV = sheet.formula(r, CENTS + 1, runningCents(runV, prevV), formats.whole);
    prevA = runA;
    prevV = runV;
    sheet.formula(r, 4, div(centsA, lit(100)));
    sheet.formula(r, 5, div(centsV, lit(100)));
    sheet.formula(r, 6, div(add(centsA, centsV), lit(100)));
    const group =
      row.source === 'line' ? row.item.group : row.source === 'land_price' ? 'ground' : 'financing';
    groupCents.get(group)!.a.push(centsA);
    groupCents.get(group)!.v.push(centsV);
  });
  const groupTotalRows = new Map<string, number>();
  let r = first + rows.length + 1;
  for (const g of costGroups) {
    const { a, v } = groupCents.get(g)!;
    sheet.text(r, 1, `${l.total} ${l.groups[g].toLowerCase()}`);
    const ga = sheet.formula(r, 4, div(sumOf(a), lit(100)));
    const gv = sheet.formula(r, 5, div(sumOf(v), lit(100)));
    sheet.formula(r, 6, add(ga, gv));
    groupTotalRows.set(g, r);
    r++;
  }
  sheet.text(r, 1, l.totalInvestment, true);
  sheet.formula(r, 6, div(block.totalCents, lit(100)), formats.euros, true);
  [34, 14, 22, 16, 16, 16, 44, 16, 14, 16, 16, 14, 12].forEach((w, i) => sheet.width(i + 1, w));
  return { block, groupTotalRows, landRow: 3 };
}

/** The growth of the rounded running total: the line the engine shows (roundColumn). */
const runningCents = (run: Expr, prev: Expr | null): Expr => {
  const now = round0(div(run, lit(1000)));
  if (!prev) return now;
  const before = round0(div(prev, lit(1000)));
  return sub(now, before);
};
