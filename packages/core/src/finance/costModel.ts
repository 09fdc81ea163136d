import type { CostGroup } from './costGroups';
import type { CostKind } from './costKinds';
import { millicentsToCents, PPM, roundHalfAway } from './millicents';
import type { CostItem, NormalizedFinanceInput } from './normalizeFinanceInput';
import { totalParkingPlaces } from './parkingPlaceKinds';
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
  /** The gross floor area of the concept's buildings of each building type (what a typed per-m2 line counts). */
  readonly grossAreaCentiByBuildingType: ReadonlyMap<string, number>;
  /**
   * The open galleries of the concept's buildings in centi-m2 (what a per_m2_gallery line counts): all of them, and
   * per building type. Outside the gross floor area, so never in `totalGrossAreaCenti`.
   */
  readonly totalGalleryAreaCenti: number;
  readonly galleryAreaCentiByBuildingType: ReadonlyMap<string, number>;
  /** Per row, in flat arrays so that the many evaluations of the solver stay cheap. */
  readonly step: number[];
  readonly fixedMillicents: number[];
  /**
   * The rate in ppm of the percentage rows; the gross floor area (or open gallery area) in centi-m2 of the per-m2 rows;
   * the places of the per-place rows.
   */
  readonly rateOrAreaCenti: number[];
  readonly vatPpm: number[];
  readonly building: number[];
  readonly financing: number[];
  readonly landGroup: number[];
  readonly constructionGroup: number[];
}

/** Exact millicent amounts of every row at one land price; `bases` holds each percentage row's base. */
export interface CostExacts {
  readonly landPriceCents: number;
  readonly constructionFactorPpm: number;
  readonly amount: number[];
  readonly vat: number[];
  readonly bases: number[];
}

// Plain arrays: V8 allocates small typed arrays several times slower, and these are made per evaluation.
const zeros = (n: number): number[] => new Array<number>(n).fill(0);

const LAND_GROUPS: ReadonlySet<CostGroup> = new Set(['ground', 'tax']);
const CONSTRUCTION_GROUPS: ReadonlySet<CostGroup> = new Set([
  'building',
  'furnishing',
  'additional',
  'unforeseen',
]);

// Computation steps, in dependency order.
const LAND = 0;
const FIXED = 1;
const PER_M2 = 2;
const OF_GROUND = 3;
const OF_CONSTRUCTION = 4;
const OF_TOTAL = 5;
const INTEREST_LAND = 6;
const INTEREST_CONSTRUCTION = 7;
const stepOfKind: Readonly<Record<CostKind, number>> = {
  flat_fee: FIXED,
  per_m2_floor: PER_M2,
  per_parking_place: PER_M2,
  per_m2_gallery: PER_M2,
  percentage_ground: OF_GROUND,
  percentage_construction: OF_CONSTRUCTION,
  total: OF_TOTAL,
};

/** Prepares the cost rows in sheet order: land price first, stored lines by group and order, interest last. */
export function prepareCostModel(input: NormalizedFinanceInput): CostModel {
  const grossAreaCentiByFunction = new Map<string, number>();
  let totalGrossAreaCenti = 0;
  for (const a of input.areas) {
    grossAreaCentiByFunction.set(
      a.function,
      (grossAreaCentiByFunction.get(a.function) ?? 0) + a.grossAreaCenti,
    );
    totalGrossAreaCenti += a.grossAreaCenti;
  }
  const grossAreaCentiByBuildingType = new Map<string, number>();
  const galleryAreaCentiByBuildingType = new Map<string, number>();
  let totalGalleryAreaCenti = 0;
  for (const b of input.buildings) {
    totalGalleryAreaCenti += b.galleryAreaCenti;
    if (b.buildingType === null) continue;
    grossAreaCentiByBuildingType.set(b.buildingType, (grossAreaCentiByBuildingType.get(b.buildingType) ?? 0) + b.grossAreaCenti);
    galleryAreaCentiByBuildingType.set(b.buildingType, (galleryAreaCentiByBuildingType.get(b.buildingType) ?? 0) + b.galleryAreaCenti);
  }
  const rows: CostRowSpec[] = [{ source: 'land_price', group: 'ground', item: null }];
  for (const item of input.costs) rows.push({ source: 'line', group: item.group, item });
  if (input.interestRatePpm > 0 && input.parameters.financingDurationMonths > 0) {
    rows.push({ source: 'interest_land', group: 'financing', item: null });
    rows.push({ source: 'interest_construction', group: 'financing', item: null });
  }
  const n = rows.length;
  const model = {
    input,
    rows,
    totalGrossAreaCenti,
    grossAreaCentiByFunction,
    grossAreaCentiByBuildingType,
    totalGalleryAreaCenti,
    galleryAreaCentiByBuildingType,
    step: zeros(n),
    fixedMillicents: zeros(n),
    rateOrAreaCenti: zeros(n),
    vatPpm: zeros(n),
    building: zeros(n),
    financing: zeros(n),
    landGroup: zeros(n),
    constructionGroup: zeros(n),
  };
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    const item = row.item;
    model.building[i] = row.group === 'building' ? 1 : 0;
    model.financing[i] = row.group === 'financing' ? 1 : 0;
    model.landGroup[i] = LAND_GROUPS.has(row.group) ? 1 : 0;
    model.constructionGroup[i] = CONSTRUCTION_GROUPS.has(row.group) ? 1 : 0;
    if (row.source === 'land_price') model.step[i] = LAND;
    else if (row.source === 'interest_land') model.step[i] = INTEREST_LAND;
    else if (row.source === 'interest_construction') model.step[i] = INTEREST_CONSTRUCTION;
    else if (item) {
      model.step[i] = stepOfKind[item.kind];
      model.rateOrAreaCenti[i] = item.ratePpm;
      model.vatPpm[i] = item.vatPpm;
      if (item.kind === 'flat_fee') model.fixedMillicents[i] = item.valueCents * 1000;
      if (item.kind === 'per_m2_floor') {
        // a line of a building type counts its buildings' floor area, of a function that function's, else all of it
        const area =
          item.buildingType !== null
            ? (grossAreaCentiByBuildingType.get(item.buildingType) ?? 0)
            : item.function === null
              ? totalGrossAreaCenti
              : (grossAreaCentiByFunction.get(item.function) ?? 0);
        // The base of a per-m2 row is its area in centi-m2: cents per m2 × centi-m2 ÷ 100 × 1000 = millicents.
        model.rateOrAreaCenti[i] = area;
        model.fixedMillicents[i] = item.valueCents * area * 10;
      }
      if (item.kind === 'per_m2_gallery') {
        // a line of a building type counts its buildings' open galleries, else all of them; never the floor area
        const area =
          item.buildingType !== null ? (galleryAreaCentiByBuildingType.get(item.buildingType) ?? 0) : totalGalleryAreaCenti;
        model.rateOrAreaCenti[i] = area;
        model.fixedMillicents[i] = item.valueCents * area * 10;
      }
      if (item.kind === 'per_parking_place') {
        // a line of a kind counts the places of that kind, else every place; its base is the number of places
        const places = item.parkingKind !== null ? input.parkingPlaces[item.parkingKind] : totalParkingPlaces(input.parkingPlaces);
        model.rateOrAreaCenti[i] = places;
        model.fixedMillicents[i] = item.valueCents * places * 1000;
      }
    }
  }
  return model;
}

/**
 * The interest on land as the costs sheet charges it: on the land costs when they are positive (`clamped`, the
 * sheet's rule), or - for the solver's linear pieces - always (`linear`) or never (`none`).
 */
export type LandInterest = 'clamped' | 'linear' | 'none';

/**
 * Computes every row at a land price in dependency order: fixed amounts and per-m2 costs, then
 * percentages of the land price, of construction and of the subtotal, then VAT, then interest.
 * Each step depends only on earlier ones, so the whole is linear in the land price between the two prices at which
 * it bends: zero (the percentages of the land price start) and the price at which the land costs (the base of the
 * interest on land) are zero.
 */
export function evaluateCostExacts(
  model: CostModel,
  landPriceCents: number,
  constructionFactorPpm = PPM,
  landInterest: LandInterest = 'clamped',
): CostExacts {
  const { step, fixedMillicents, rateOrAreaCenti, building, financing } = model;
  const input = model.input;
  const n = step.length;
  const amount = zeros(n);
  const vat = zeros(n);
  const bases = zeros(n);
  const landMillicents = landPriceCents * 1000;
  // A percentage of a negative land price (money the developer receives) would be a negative tax or fee: transfer
  // tax is never refunded, so these lines charge nothing below zero (issue #39 item 5).
  const groundBase = Math.max(0, landMillicents);
  const scaled = constructionFactorPpm !== PPM;

  let constructionBase = 0;
  for (let i = 0; i < n; i++) {
    const s = step[i]!;
    let m = 0;
    if (s === LAND) m = landMillicents;
    else if (s === FIXED || s === PER_M2) {
      m = fixedMillicents[i]!;
      if (s === PER_M2) bases[i] = rateOrAreaCenti[i]!;
      if (scaled && building[i]) m = roundHalfAway((m * constructionFactorPpm) / PPM);
    } else if (s === OF_GROUND) {
      bases[i] = groundBase;
      m = roundHalfAway((groundBase * rateOrAreaCenti[i]!) / PPM);
    } else continue;
    amount[i] = m;
    if (building[i]) constructionBase += m;
  }

  let subtotal = 0;
  for (let i = 0; i < n; i++) {
    if (step[i] === OF_CONSTRUCTION) {
      bases[i] = constructionBase;
      amount[i] = roundHalfAway((constructionBase * rateOrAreaCenti[i]!) / PPM);
    }
    if (!financing[i] && step[i] !== OF_TOTAL) subtotal += amount[i]!;
  }
  for (let i = 0; i < n; i++) {
    if (step[i] !== OF_TOTAL) continue;
    bases[i] = subtotal;
    amount[i] = roundHalfAway((subtotal * rateOrAreaCenti[i]!) / PPM);
  }

  const unrecoverablePpm = PPM - input.costVatRecoverablePpm;
  if (unrecoverablePpm > 0) {
    const vatPpm = model.vatPpm;
    for (let i = 0; i < n; i++) {
      if (vatPpm[i]! > 0)
        vat[i] = roundHalfAway((((amount[i]! * vatPpm[i]!) / PPM) * unrecoverablePpm) / PPM);
    }
  }

  if (n >= 2 && step[n - 1] === INTEREST_CONSTRUCTION) {
    let landBase = 0;
    let constructionCash = 0;
    for (let i = 0; i < n - 2; i++) {
      if (model.landGroup[i]) landBase += amount[i]! + vat[i]!;
      else if (model.constructionGroup[i]) constructionCash += amount[i]! + vat[i]!;
    }
    const years = input.parameters.financingDurationMonths / 12;
    bases[n - 2] = landBase;
    // a land price below zero is money received, on which no interest is paid (it would lower the costs)
    const interestBase = landInterest === 'none' ? 0 : landInterest === 'linear' ? landBase : Math.max(0, landBase);
    amount[n - 2] = roundHalfAway(((interestBase * input.interestRatePpm) / PPM) * years);
    bases[n - 1] = constructionCash;
    amount[n - 1] = roundHalfAway(
      (((constructionCash * input.interestRatePpm) / PPM) * years * input.constructionDrawdownPpm) / PPM,
    );
  }
  return { landPriceCents, constructionFactorPpm, amount, vat, bases };
}

/** Total investment in cents at a land price: the same figure the costs sheet shows as its total. */
export function totalInvestmentCentsAt(
  model: CostModel,
  landPriceCents: number,
  constructionFactorPpm = PPM,
): EuroCents {
  const e = evaluateCostExacts(model, landPriceCents, constructionFactorPpm);
  let a = 0;
  let v = 0;
  for (let i = 0; i < e.amount.length; i++) {
    a += e.amount[i]!;
    v += e.vat[i]!;
  }
  return (millicentsToCents(a) + millicentsToCents(v)) as EuroCents;
}
