import type { CostGroup } from '../costGroups';
import type { CostItem } from '../normalizeFinanceInput';
import { add, call, div, lit, max0, mul, round0, sumOf } from './formula';
import type { Expr } from './formula';
import type { WorkbookLabels } from './labels';
import type { SheetBuilder } from './sheetBuilder';
import { formats } from './sheetBuilder';

/** A row of the costs computation: the land price, a stored line, or one of the two interest lines (always present). */
export type CostBlockRow =
  | { readonly source: 'land_price' }
  | { readonly source: 'line'; readonly item: CostItem; readonly inputRow: number }
  | { readonly source: 'interest_land' | 'interest_construction' };

/** The name a cost row shows: the line's own name, or the label of the land price or an interest line. */
export function costRowName(row: CostBlockRow, l: Pick<WorkbookLabels, 'landPriceRow' | 'interestLand' | 'interestConstruction'>): string {
  if (row.source === 'line') return row.item.name;
  return row.source === 'land_price' ? l.landPriceRow : row.source === 'interest_land' ? l.interestLand : l.interestConstruction;
}

/** The Inputs cells the cost formulas read, as references usable from the costs and RGW sheets. */
export interface CostInputRefs {
  /** Per stored line (by inputRow): cents (flat, per m2) or ppm (percentages), and VAT ppm. */
  readonly lineValue: (inputRow: number) => Expr;
  readonly lineVatPpm: (inputRow: number) => Expr;
  /** Gross floor area in centi-m2 that a per-m2 line applies to. */
  readonly lineArea: (row: { item: CostItem; inputRow: number }) => Expr;
  /** The places a per-place line counts: its kind's, or every place. */
  readonly linePlaces: (row: { item: CostItem; inputRow: number }) => Expr;
  /** Open gallery area in centi-m2 that a per-m2-gallery line applies to: its building type's, or all of it. */
  readonly lineGalleryArea: (row: { item: CostItem; inputRow: number }) => Expr;
  readonly unrecoverableVatPpm: Expr;
  readonly interestRatePpm: Expr;
  readonly months: Expr;
  readonly drawdownPpm: Expr;
}

/** The cells of one evaluation of all costs at one land price. */
export interface CostBlock {
  readonly amounts: readonly Expr[];
  readonly vats: readonly (Expr | null)[];
  readonly sumAmount: Expr;
  readonly sumVat: Expr;
  readonly totalCents: Expr;
  /** Where the total investment in cents is (row, column). */
  readonly totalRow: number;
  readonly column: number;
  /** The interest on land as charged (0 on land costs below zero), and as it would be on any land costs. */
  readonly landInterest: Expr;
  readonly landInterestLinear: Expr;
}

const PPM = lit(1_000_000);
const LAND_GROUPS: ReadonlySet<CostGroup> = new Set(['ground', 'tax']);
const CONSTRUCTION_GROUPS: ReadonlySet<CostGroup> = new Set([
  'building',
  'furnishing',
  'additional',
  'unforeseen',
]);

const groupOf = (row: CostBlockRow): CostGroup =>
  row.source === 'line' ? row.item.group : row.source === 'land_price' ? 'ground' : 'financing';

/** The cells of one cost block as they are written: where they go, and the amounts and VAT so far. */
interface BlockCells {
  readonly sheet: SheetBuilder;
  readonly rows: readonly CostBlockRow[];
  readonly refs: CostInputRefs;
  readonly column: number;
  readonly vatColumn: number;
  /** The first helper row under the cost rows. */
  readonly base: number;
  readonly at: (i: number) => number;
  readonly amounts: Expr[];
  readonly vats: (Expr | null)[];
}

/**
 * Writes the engine's cost computation (costModel.ts evaluateCostExacts) at one land price into two columns,
 * amounts and non-recoverable VAT in millicents, in the engine's dependency order: land, fixed and per-m2
 * amounts, percentages of the land price, of construction, of the subtotal, VAT, interest. Each exact amount
 * is ROUND(..., 0) of millicents, with the same operations in the same order as the engine, so the cents
 * agree exactly. Under the rows: the bases of the percentage and interest lines, the sums and the total.
 */
export function writeCostBlock(
  sheet: SheetBuilder,
  firstRow: number,
  column: number,
  landCents: Expr,
  rows: readonly CostBlockRow[],
  refs: CostInputRefs,
): CostBlock {
  const n = rows.length;
  const b: BlockCells = {
    sheet,
    rows,
    refs,
    column,
    vatColumn: column + 1,
    base: firstRow + n + 1,
    at: (i: number) => firstRow + i,
    amounts: new Array<Expr>(n),
    vats: new Array<Expr | null>(n).fill(null),
  };
  writeLandAndFixedAmounts(b, landCents);
  writeConstructionPercentages(b);
  writeSubtotalPercentages(b);
  writeVat(b);
  return writeSums(b, writeInterest(b));
}

/** Land, fixed, per-m2 (floor or open gallery) and per-place amounts, percentages of the land price. */
function writeLandAndFixedAmounts(b: BlockCells, landCents: Expr): void {
  const { sheet, rows, refs, column, at, amounts } = b;
  let land: Expr = lit(0);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.source === 'land_price') {
      land = amounts[i] = sheet.formula(at(i), column, mul(landCents, lit(1000)), formats.whole);
    } else if (row.source === 'line') {
      const { item } = row;
      const value = refs.lineValue(row.inputRow);
      if (item.kind === 'flat_fee')
        amounts[i] = sheet.formula(at(i), column, mul(value, lit(1000)), formats.whole);
      else if (item.kind === 'per_m2_floor')
        amounts[i] = sheet.formula(
          at(i),
          column,
          mul(mul(value, refs.lineArea(row)), lit(10)),
          formats.whole,
        );
      else if (item.kind === 'per_m2_gallery')
        amounts[i] = sheet.formula(at(i), column, mul(mul(value, refs.lineGalleryArea(row)), lit(10)), formats.whole);
      else if (item.kind === 'per_parking_place')
        amounts[i] = sheet.formula(at(i), column, mul(mul(value, refs.linePlaces(row)), lit(1000)), formats.whole);
      // as the engine: a percentage of a negative land price (transfer tax on money received) is nothing
      else if (item.kind === 'percentage_ground')
        amounts[i] = sheet.formula(at(i), column, round0(div(mul(max0(land), value), PPM)), formats.whole);
    }
  }
}

/** The construction base (the building group's amounts) and the percentages of it. */
function writeConstructionPercentages(b: BlockCells): void {
  const { sheet, rows, refs, column, at, amounts, base } = b;
  const n = rows.length;
  const constructionParts: Expr[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.source === 'line' && row.item.group === 'building' && amounts[i])
      constructionParts.push(amounts[i]!);
  }
  const constructionBase = sheet.formula(base, column, sumOf(constructionParts), formats.whole);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.source === 'line' && row.item.kind === 'percentage_construction') {
      const rate = refs.lineValue(row.inputRow);
      amounts[i] = sheet.formula(at(i), column, round0(div(mul(constructionBase, rate), PPM)), formats.whole);
    }
  }
}

/** The subtotal of all but financing and other percentage-of-total lines, and the percentages of it. */
function writeSubtotalPercentages(b: BlockCells): void {
  const { sheet, rows, refs, column, at, amounts, base } = b;
  const n = rows.length;
  const subtotalParts: Expr[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.source === 'interest_land' || row.source === 'interest_construction') continue;
    if (groupOf(row) === 'financing' || (row.source === 'line' && row.item.kind === 'total')) continue;
    subtotalParts.push(amounts[i]!);
  }
  const subtotal = sheet.formula(base + 1, column, sumOf(subtotalParts), formats.whole);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.source === 'line' && row.item.kind === 'total') {
      const rate = refs.lineValue(row.inputRow);
      amounts[i] = sheet.formula(at(i), column, round0(div(mul(subtotal, rate), PPM)), formats.whole);
    }
  }
}

/** VAT: amount × VAT % × (100 % − recoverable %), as the engine orders it. */
function writeVat(b: BlockCells): void {
  const { sheet, rows, refs, vatColumn, at, amounts, vats } = b;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.source !== 'line') continue;
    const vat = round0(
      div(mul(div(mul(amounts[i]!, refs.lineVatPpm(row.inputRow)), PPM), refs.unrecoverableVatPpm), PPM),
    );
    vats[i] = sheet.formula(at(i), vatColumn, vat, formats.whole);
  }
}

type LandInterestCells = Pick<CostBlock, 'landInterest' | 'landInterestLinear'>;

/**
 * The interest on the land (ground and tax incl. VAT, none when they are below zero: a negative land price is money
 * received) and on the construction cash (drawdown share).
 */
function writeInterest(b: BlockCells): LandInterestCells {
  const { sheet, rows, refs, column, at, amounts, vats, base } = b;
  const n = rows.length;
  const landParts: Expr[] = [];
  const cashParts: Expr[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.source === 'interest_land' || row.source === 'interest_construction') continue;
    const g = groupOf(row);
    const parts = LAND_GROUPS.has(g) ? landParts : CONSTRUCTION_GROUPS.has(g) ? cashParts : null;
    if (!parts) continue;
    parts.push(amounts[i]!);
    if (vats[i]) parts.push(vats[i]!);
  }
  const landBase = sheet.formula(base + 2, column, sumOf(landParts), formats.whole);
  const cash = sheet.formula(base + 3, column, sumOf(cashParts), formats.whole);
  const years = div(refs.months, lit(12));
  const interestOn = (base: Expr) => round0(mul(div(mul(base, refs.interestRatePpm), PPM), years));
  let landInterest: Expr = lit(0);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.source === 'interest_land') {
      amounts[i] = landInterest = sheet.formula(at(i), column, interestOn(max0(landBase)), formats.whole);
    } else if (row.source === 'interest_construction') {
      const e = round0(
        div(mul(mul(div(mul(cash, refs.interestRatePpm), PPM), years), refs.drawdownPpm), PPM),
      );
      amounts[i] = sheet.formula(at(i), column, e, formats.whole);
    }
  }
  return { landInterest, landInterestLinear: interestOn(landBase) };
}

/** The sums of both columns and the total investment in cents. */
function writeSums(b: BlockCells, interest: LandInterestCells): CostBlock {
  const { sheet, rows, column, vatColumn, at, amounts, vats, base } = b;
  const n = rows.length;
  let a = 0;
  let v = 0;
  for (let i = 0; i < n; i++) {
    a += Number(amounts[i]!.v);
    v += Number(vats[i]?.v ?? 0);
  }
  const sumAmount = sheet.formula(
    base + 4,
    column,
    call('SUM', [sheet.range(at(0), column, at(n - 1), column)], a),
    formats.whole,
  );
  const sumVat = sheet.formula(
    base + 4,
    vatColumn,
    call('SUM', [sheet.range(at(0), vatColumn, at(n - 1), vatColumn)], v),
    formats.whole,
  );
  // The costs sheet rounds each column by running total, so its total is each column's rounded sum.
  const totalCents = sheet.formula(
    base + 5,
    column,
    add(round0(div(sumAmount, lit(1000))), round0(div(sumVat, lit(1000)))),
    formats.whole,
  );
  return { amounts, vats, sumAmount, sumVat, totalCents, totalRow: base + 5, column, ...interest };
}

/** Writes the labels of a block's helper rows into one column. */
export function writeCostBlockLabels(
  sheet: SheetBuilder,
  firstRow: number,
  rowCount: number,
  column: number,
  labels: {
    constructionBase: string;
    subtotal: string;
    landBase: string;
    constructionCash: string;
    sums: string;
    totalCents: string;
  },
): void {
  const base = firstRow + rowCount + 1;
  sheet.text(base, column, labels.constructionBase);
  sheet.text(base + 1, column, labels.subtotal);
  sheet.text(base + 2, column, labels.landBase);
  sheet.text(base + 3, column, labels.constructionCash);
  sheet.text(base + 4, column, labels.sums);
  sheet.text(base + 5, column, labels.totalCents, true);
}
