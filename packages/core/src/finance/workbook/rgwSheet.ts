import { costRowName, writeCostBlock, writeCostBlockLabels } from './costBlock';
import type { CostBlock, CostBlockRow, CostInputRefs } from './costBlock';
import { abs, add, call, div, ifCode, ifPositive, lit, min, mul, round0, sub } from './formula';
import type { Expr } from './formula';
import type { InputRefs } from './inputsSheet';
import type { WorkbookLabels } from './labels';
import { formats } from './sheetBuilder';
import type { SheetBuilder } from './sheetBuilder';

const PPM = lit(1_000_000);
/** The engine's probe land price (solveResidualLandValue): one million euros, in cents. */
const PROBE_CENTS = 100_000_000;
/** Whole cents tried on either side of the rounded solution; the engine's walk ends within this window. */
const RGW_WINDOW = 2;

/** The required margin at a total investment: a percentage of the costs or of the value (cents). */
export const requiredMargin = (refs: InputRefs, costsCents: Expr, valueCents: Expr): Expr =>
  ifCode(
    refs.marginBasis,
    'costs',
    round0(div(mul(costsCents, refs.marginPpm), PPM)),
    round0(div(mul(valueCents, refs.marginPpm), PPM)),
  );

/** What the RGW sheet gives the other sheets. */
interface RgwOut {
  readonly landCents: (from: SheetBuilder) => Expr;
}

/** Writes a cost block in block column `k` at the land price `land`, titled in the row above. */
type WriteBlock = (k: number, title: string, land: Expr) => CostBlock;

/**
 * Writes the RGW sheet. Costs are the largest of four lines C(L) = A + B·L: with the interest on land and without it
 * (it is charged only on land costs above zero), with the percentages of the land price and without them (charged only
 * on a land price above zero): A is the total at land price 0, B the growth per cent towards the engine's probes at
 * plus and minus one million euros; L = the smallest (target costs − A) ÷ B, rounded to a cent. The engine then walks
 * cent by cent to the land price whose result is closest to the required margin; here the costs are
 * evaluated at every whole cent within RGW_WINDOW of L and the closest is picked (on a tie the one that
 * still meets the margin), which is the same answer as result − margin falls strictly with the land price.
 */
export function writeRgwSheet(
  s: SheetBuilder,
  rows: readonly CostBlockRow[],
  costRefs: CostInputRefs,
  refs: InputRefs,
  valueCents: Expr,
  l: WorkbookLabels,
): RgwOut {
  s.text(1, 1, l.sheets.rgw, true);
  s.text(13, 1, l.solver, true);
  s.text(20, 1, l.candidates, true);
  s.text(22, 1, l.candidateLand, true);
  const first = 24;
  rows.forEach((row, i) => {
    const name = costRowName(row, l);
    s.text(first + i, 1, name);
  });
  writeCostBlockLabels(s, first, rows.length, 1, l);
  const block: WriteBlock = (k, title, land) => {
    s.text(21, blockColumn(k), title, true);
    const landCell = s.formula(22, blockColumn(k), land, formats.whole);
    return writeCostBlock(s, first, blockColumn(k), landCell, rows, costRefs);
  };
  const zero = block(0, l.probeZero, lit(0));
  const probe = block(1, l.probeHigh, lit(PROBE_CENTS));
  const below = block(2, l.probeLow, lit(-PROBE_CENTS));
  const rounded = writeClosedForm(s, zero, [probe, below], refs, valueCents, l);
  const picked = writeCandidates(s, block, rounded, first + rows.length + 8, refs, valueCents, l);
  writeHeadline(s, picked, refs, valueCents, l);
  [44, 18, 16, 12, 16, 12, 16, 12, 16, 12, 16, 12, 16, 12, 16, 12].forEach((w, i) => s.width(i + 1, w));
  return { landCents: (from) => (from === s ? s.ref(3, 3) : s.refFrom(3, 3)) };
}

/** The sheet column of cost block `k` (the three probes first, then the candidates). */
const blockColumn = (k: number) => 3 + 2 * k;

/**
 * The closed form, in the engine's operations: a = costs at 0 (exact cents), b = growth per cent towards a probe;
 * four lines (interest on land charged or not; percentages of the land price charged, through the probe above zero,
 * or not, through the probe below it); returns L rounded, the smallest of their solutions.
 */
function writeClosedForm(
  s: SheetBuilder,
  zero: CostBlock,
  probes: readonly [CostBlock, CostBlock],
  refs: InputRefs,
  valueCents: Expr,
  l: WorkbookLabels,
): Expr {
  const label = (r: number, text: string) => s.text(r, 1, text);
  const heads = [l.withLandInterest, l.withoutLandInterest, l.belowZeroWithLandInterest, l.belowZeroWithoutLandInterest];
  heads.forEach((h, k) => s.text(13, 2 + k, h, true));
  // the costs (exact cents) at a probe with the interest on land always charged, or never
  const costs = (block: CostBlock, interest: 'linear' | 'none') => {
    const withoutInterest = sub(add(block.sumAmount, block.sumVat), block.landInterest);
    return div(interest === 'none' ? withoutInterest : add(withoutInterest, block.landInterestLinear), lit(1000));
  };
  label(14, l.costsAtZero);
  label(15, l.slope);
  const line = (column: number, probe: CostBlock, probeCents: number, interest: 'linear' | 'none') => {
    const a = s.formula(14, column, costs(zero, interest), formats.decimal);
    const b = s.formula(15, column, div(sub(costs(probe, interest), a), lit(probeCents)), '0.000000');
    return { a, b };
  };
  const lines = [
    line(2, probes[0], PROBE_CENTS, 'linear'),
    line(3, probes[0], PROBE_CENTS, 'none'),
    line(4, probes[1], -PROBE_CENTS, 'linear'),
    line(5, probes[1], -PROBE_CENTS, 'none'),
  ];
  label(16, l.targetCosts);
  const target = s.formula(
    16,
    2,
    ifCode(
      refs.marginBasis,
      'costs',
      div(mul(valueCents, PPM), add(PPM, refs.marginPpm)),
      sub(valueCents, round0(div(mul(valueCents, refs.marginPpm), PPM))),
    ),
    formats.decimal,
  );
  label(17, l.exactLand);
  const solutions = lines.map(({ a, b }, k) => s.formula(17, 2 + k, div(sub(target, a), b), formats.decimal));
  label(18, l.roundedLand);
  // the costs are the largest of the lines, so the target is reached at the smallest solution
  return s.formula(18, 2, round0(solutions.reduce((m, x) => min(m, x))), formats.whole);
}

/**
 * The costs at every whole cent within RGW_WINDOW of the rounded L, in a table from `tableRow`, and the
 * candidate closest to the required margin picked by formula: its land price, total investment and margin.
 */
function writeCandidates(
  s: SheetBuilder,
  block: WriteBlock,
  rounded: Expr,
  tableRow: number,
  refs: InputRefs,
  valueCents: Expr,
  l: WorkbookLabels,
): { chosen: Expr; c: Expr; req: Expr } {
  [l.candidateLand, l.totalCents, l.candidateReq, l.candidateDiff, l.candidateKey].forEach((h, i) =>
    s.text(tableRow, 3 + i, h, true),
  );
  const keys: number[] = [];
  for (let k = -RGW_WINDOW; k <= RGW_WINDOW; k++) {
    const idx = k + RGW_WINDOW;
    const land = k === 0 ? rounded : k < 0 ? sub(rounded, lit(-k)) : add(rounded, lit(k));
    const cand = block(3 + idx, `L ${k < 0 ? '−' : '+'} ${Math.abs(k)} ¢`, land);
    const r = tableRow + 1 + idx;
    s.text(r, 1, `L ${k < 0 ? '−' : '+'} ${Math.abs(k)} ¢`);
    s.formula(r, 3, s.ref(22, blockColumn(3 + idx)), formats.whole);
    const c = s.formula(r, 4, cand.totalCents, formats.whole);
    const req = s.formula(r, 5, requiredMargin(refs, c, valueCents), formats.whole);
    const diff = s.formula(r, 6, sub(sub(valueCents, c), req), formats.whole);
    // Closest to zero first; of two equally close, the one that still meets the margin (positive difference).
    const key: Expr = {
      f: `2*ABS(${diff.f})-IF(${diff.f}>0,1,0)`,
      v: 2 * Number(abs(diff).v) - (Number(diff.v) > 0 ? 1 : 0),
      p: 1,
    };
    keys.push(Number(s.formula(r, 7, key, formats.whole).v));
  }
  const last = tableRow + 1 + 2 * RGW_WINDOW;
  const keyRange = s.range(tableRow + 1, 7, last, 7);
  const best = keys.indexOf(Math.min(...keys));
  const pick = (r: number, column: number, text: string): Expr => {
    s.text(r, 1, text, true);
    const value = s.value(tableRow + 1 + best, column);
    return s.formula(
      r,
      3,
      call(
        'INDEX',
        [s.range(tableRow + 1, column, last, column), `MATCH(MIN(${keyRange}),${keyRange},0)`],
        Number(value),
      ),
      formats.whole,
      true,
    );
  };
  const chosen = pick(last + 2, 3, l.chosen);
  const c = pick(last + 3, 4, l.totalCents);
  const req = pick(last + 4, 5, l.candidateReq);
  return { chosen, c, req };
}

/** The headline figures at the chosen land price: the RGW, per m2 plot, dwelling and m2 gross, and the result. */
function writeHeadline(
  s: SheetBuilder,
  picked: { chosen: Expr; c: Expr; req: Expr },
  refs: InputRefs,
  valueCents: Expr,
  l: WorkbookLabels,
): void {
  const { chosen, c, req } = picked;
  const row = (r: number, text: string, cents: Expr, bold = false) => {
    s.text(r, 1, text, bold);
    s.formula(r, 2, div(cents, lit(100)), formats.euros, bold);
  };
  const land = s.formula(3, 3, chosen, formats.whole);
  row(3, l.rgw, land, true);
  s.formula(
    4,
    2,
    ifPositive(refs.plotCenti, div(round0(div(mul(land, lit(100)), refs.plotCenti)), lit(100))),
  );
  s.text(4, 1, l.perPlot);
  s.formula(5, 2, ifPositive(refs.dwellings, div(round0(div(land, refs.dwellings)), lit(100))));
  s.text(5, 1, l.perDwelling);
  s.formula(
    6,
    2,
    ifPositive(refs.totalGrossCenti, div(round0(div(mul(land, lit(100)), refs.totalGrossCenti)), lit(100))),
  );
  s.text(6, 1, l.perGross);
  row(7, l.totalValue, valueCents);
  row(8, l.totalInvestment, c);
  row(9, l.result, sub(valueCents, c));
  row(10, l.requiredMargin, req);
  row(11, l.difference, sub(sub(valueCents, c), req));
}
