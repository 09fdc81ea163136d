import type { CostGroup } from './costGroups';
import type { CostKind } from './costKinds';
import { millicentsToCents, PPM, roundHalfAway } from './millicents';
import type { CostItem, NormalizedFinanceInput } from './normalizeFinanceInput';
import type { EuroCents } from '../units/units';

/** Where a costs-sheet row comes from: the land price, a stored cost line, or the financing interest. */
export type CostRowSource = 'land_price' | 'line' | 'interest_land' | 'interest_construction';

/** A row of the costs sheet before any amount is known. */
export interface CostRowSpec {
  readonly source: CostRowSource;
  readonly group: CostGroup;
  readonly item: CostItem | null;
}

/** The static part of the cost computation, prepared once per input and evaluated at many land prices. */
export interface CostModel {
  readonly input: NormalizedFinanceInput;
  readonly rows: readonly CostRowSpec[];
  readonly totalGrossAreaCenti: number;
  readonly grossAreaCentiByFunction: ReadonlyMap<string, number>;
}

/** Exact millicent amounts of every row at one land price; `bases` holds each percentage row's base. */
export interface CostExacts {
  readonly landPriceCents: number;
  readonly constructionFactorPpm: number;
  readonly amount: number[];
  readonly vat: number[];
  readonly bases: number[];
}

const LAND_GROUPS: ReadonlySet<CostGroup> = new Set(['ground', 'tax']);
const CONSTRUCTION_GROUPS: ReadonlySet<CostGroup> = new Set(['building', 'furnishing', 'additional', 'unforeseen']);

/** Prepares the cost rows in sheet order: land price first, stored lines by group and order, interest last. */
export function prepareCostModel(input: NormalizedFinanceInput): CostModel {
  const grossAreaCentiByFunction = new Map<string, number>();
  let totalGrossAreaCenti = 0;
  for (const a of input.areas) {
    grossAreaCentiByFunction.set(a.function, (grossAreaCentiByFunction.get(a.function) ?? 0) + a.grossAreaCenti);
    totalGrossAreaCenti += a.grossAreaCenti;
  }
  const rows: CostRowSpec[] = [{ source: 'land_price', group: 'ground', item: null }];
  for (const item of input.costs) rows.push({ source: 'line', group: item.group, item });
  if (input.interestRatePpm > 0 && input.parameters.financingDurationMonths > 0) {
    rows.push({ source: 'interest_land', group: 'financing', item: null });
    rows.push({ source: 'interest_construction', group: 'financing', item: null });
  }
  return { input, rows, totalGrossAreaCenti, grossAreaCentiByFunction };
}

/**
 * Computes every row at a land price in dependency order: fixed amounts and per-m2 costs, then
 * percentages of the land price, of construction and of the subtotal, then VAT, then interest.
 * Each step depends only on earlier ones, so the whole is linear in the land price.
 */
export function evaluateCostExacts(model: CostModel, landPriceCents: number, constructionFactorPpm = PPM): CostExacts {
  const { rows, input } = model;
  const n = rows.length;
  const amount = new Array<number>(n).fill(0);
  const vat = new Array<number>(n).fill(0);
  const bases = new Array<number>(n).fill(0);
  const landMillicents = landPriceCents * 1000;
  amount[0] = landMillicents;

  for (let i = 1; i < n; i++) {
    const item = rows[i]!.item;
    if (!item) continue;
    let m = 0;
    if (item.kind === 'flat_fee') m = item.valueCents * 1000;
    else if (item.kind === 'per_m2_floor') {
      const area = item.function === null ? model.totalGrossAreaCenti : (model.grossAreaCentiByFunction.get(item.function) ?? 0);
      bases[i] = area;
      // cents per m2 × centi-m2 ÷ 100 = cents; × 1000 = millicents.
      m = item.valueCents * area * 10;
    } else if (item.kind === 'percentage_ground') {
      bases[i] = landMillicents;
      m = roundHalfAway((landMillicents * item.ratePpm) / PPM);
    } else continue;
    if (item.group === 'building' && constructionFactorPpm !== PPM && item.kind !== 'percentage_ground') {
      m = roundHalfAway((m * constructionFactorPpm) / PPM);
    }
    amount[i] = m;
  }

  let constructionBase = 0;
  for (let i = 1; i < n; i++) {
    const item = rows[i]!.item;
    if (item && item.group === 'building' && item.kind !== 'percentage_construction' && item.kind !== 'total') {
      constructionBase += amount[i]!;
    }
  }
  for (let i = 1; i < n; i++) {
    const item = rows[i]!.item;
    if (item?.kind !== 'percentage_construction') continue;
    bases[i] = constructionBase;
    amount[i] = roundHalfAway((constructionBase * item.ratePpm) / PPM);
  }

  let subtotal = 0;
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.group !== 'financing' && row.item?.kind !== 'total') subtotal += amount[i]!;
  }
  for (let i = 1; i < n; i++) {
    const item = rows[i]!.item;
    if (item?.kind !== 'total') continue;
    bases[i] = subtotal;
    amount[i] = roundHalfAway((subtotal * item.ratePpm) / PPM);
  }

  const unrecoverablePpm = PPM - input.costVatRecoverablePpm;
  if (unrecoverablePpm > 0) {
    for (let i = 1; i < n; i++) {
      const item = rows[i]!.item;
      if (item && item.vatPpm > 0) vat[i] = roundHalfAway((((amount[i]! * item.vatPpm) / PPM) * unrecoverablePpm) / PPM);
    }
  }

  if (n >= 2 && rows[n - 1]!.source === 'interest_construction') {
    let landBase = 0;
    let constructionCash = 0;
    for (let i = 0; i < n - 2; i++) {
      const g = rows[i]!.group;
      if (LAND_GROUPS.has(g)) landBase += amount[i]! + vat[i]!;
      else if (CONSTRUCTION_GROUPS.has(g)) constructionCash += amount[i]! + vat[i]!;
    }
    const years = input.parameters.financingDurationMonths / 12;
    bases[n - 2] = landBase;
    amount[n - 2] = roundHalfAway(((landBase * input.interestRatePpm) / PPM) * years);
    bases[n - 1] = constructionCash;
    amount[n - 1] = roundHalfAway(
      ((((constructionCash * input.interestRatePpm) / PPM) * years) * input.constructionDrawdownPpm) / PPM,
    );
  }
  return { landPriceCents, constructionFactorPpm, amount, vat, bases };
}

/** Total investment in cents at a land price: the same figure the costs sheet shows as its total. */
export function totalInvestmentCentsAt(model: CostModel, landPriceCents: number, constructionFactorPpm = PPM): EuroCents {
  const e = evaluateCostExacts(model, landPriceCents, constructionFactorPpm);
  let a = 0;
  let v = 0;
  for (let i = 0; i < e.amount.length; i++) {
    a += e.amount[i]!;
    v += e.vat[i]!;
  }
  return (millicentsToCents(a) + millicentsToCents(v)) as EuroCents;
}

/** Exposed for the sheet: the cost kind of a row, null for the land price and interest rows. */
export const rowKind = (row: CostRowSpec): CostKind | null => row.item?.kind ?? null;
