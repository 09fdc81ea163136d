import type { EuroCents } from '../units/units';
import { costGroups } from './costGroups';
import type { CostGroup } from './costGroups';
import type { CostKind } from './costKinds';
import type { CostExacts, CostModel, CostRowSource, CostRowSpec } from './costModel';
import { money } from './figure';
import type { MoneyFigure } from './figure';
import { PPM, ppmToPercent, roundColumn } from './millicents';
import type { ExcludedCostLine } from './normalizeFinanceInput';

/** One row of the finance/costs sheet. */
export interface CostRow {
  readonly id: string;
  readonly name: string;
  readonly source: CostRowSource;
  readonly kind: CostKind | null;
  readonly group: CostGroup;
  readonly order: number | null;
  readonly parameter: number | null;
  /** Excluding VAT. */
  readonly amount: MoneyFigure;
  /** The part of the line's VAT that cannot be recovered, so adds to the cost. */
  readonly vat: MoneyFigure;
  readonly total: MoneyFigure;
}

/** Totals of one cost group. */
interface CostGroupTotal {
  readonly group: CostGroup;
  readonly amount: MoneyFigure;
  readonly vat: MoneyFigure;
  readonly total: MoneyFigure;
}

/** The finance/costs sheet at one land price. */
export interface CostsSheet {
  readonly landPriceCents: EuroCents;
  readonly rows: readonly CostRow[];
  readonly groups: readonly CostGroupTotal[];
  readonly excluded: readonly ExcludedCostLine[];
  readonly totalAmount: MoneyFigure;
  readonly totalVat: MoneyFigure;
  readonly totalInvestment: MoneyFigure;
}

const groupRank = Object.fromEntries(costGroups.map((g, i) => [g, i])) as Record<CostGroup, number>;

const kindFormula: Readonly<Record<CostKind, string>> = {
  flat_fee: 'fixed amount',
  per_m2_floor: 'price per m2 × gross floor area',
  per_parking_place: 'price per place × parking places',
  per_m2_gallery: 'price per m2 × open gallery area',
  percentage_ground: 'percentage × land price (none below zero)',
  percentage_construction: 'percentage × construction costs (building group)',
  total: 'percentage × subtotal of all costs except financing and other percentage-of-total lines',
};

/** Rounds the exact costs to cents and explains every row, group total and the total investment. */
export function computeCostsSheet(model: CostModel, exacts: CostExacts): CostsSheet {
  const { input } = model;
  const amountCol = roundColumn(exacts.amount);
  const vatCol = roundColumn(exacts.vat);
  const recoverablePercent = input.parameters.costVatRecoverablePercent;
  const rows: CostRow[] = model.rows.map((spec, i) => {
    const a = amountCol[i]!;
    const v = vatCol[i]!;
    const item = spec.item;
    const amount = rowAmount(model, exacts, spec, i, a);
    const vatPercent = item ? ppmToPercent(item.vatPpm) : 0;
    return {
      id: item?.id ?? spec.source,
      name: item?.name ?? sourceName[spec.source],
      source: spec.source,
      kind: item?.kind ?? null,
      group: spec.group,
      order: item?.order ?? null,
      parameter: item?.parameter ?? null,
      amount,
      vat: money(v, 'amount × VAT% × (100% − recoverable%)', {
        vatPercent,
        recoverablePercent,
        exactCents: exacts.vat[i]! / 1000,
      }),
      total: money((a + v) as EuroCents, 'amount + VAT', { amountCents: a, vatCents: v }),
    };
  });
  const groups = groupTotals(rows);
  let totalA = 0;
  let totalV = 0;
  for (const g of groups) {
    totalA += g.amount.cents;
    totalV += g.vat.cents;
  }
  return {
    landPriceCents: exacts.landPriceCents as EuroCents,
    rows,
    groups,
    excluded: input.excludedCosts,
    totalAmount: money(totalA as EuroCents, 'sum of group amounts', { groups: groups.length }),
    totalVat: money(totalV as EuroCents, 'sum of group VAT', { groups: groups.length }),
    totalInvestment: money((totalA + totalV) as EuroCents, 'total amount + total VAT', {
      amountCents: totalA,
      vatCents: totalV,
    }),
  };
}

/** Row `i`'s amount (`a` cents) with the formula and inputs that explain it: land, interest, or a line of its kind. */
function rowAmount(
  model: CostModel,
  exacts: CostExacts,
  spec: CostRowSpec,
  i: number,
  a: EuroCents,
): MoneyFigure {
  const { parameters } = model.input;
  const exact = exacts.amount[i]! / 1000;
  const base = exacts.bases[i]! / 1000;
  const months = parameters.financingDurationMonths;
  const rate = parameters.interestRatePercent;
  if (spec.source === 'land_price') return money(a, 'land price', { landPriceCents: exacts.landPriceCents });
  if (spec.source === 'interest_land')
    return money(a, 'interest rate × months ÷ 12 × (ground + tax costs incl. VAT, none when below zero)', {
      interestRatePercent: rate,
      months,
      baseExactCents: base,
      exactCents: exact,
    });
  if (spec.source === 'interest_construction')
    return money(
      a,
      'interest rate × months ÷ 12 × drawdown × (building + furnishing + additional + unforeseen incl. VAT)',
      {
        interestRatePercent: rate,
        months,
        drawdownPercent: parameters.constructionDrawdownPercent,
        baseExactCents: base,
        exactCents: exact,
      },
    );
  const it = spec.item!;
  const factorPercent = ppmToPercent(exacts.constructionFactorPpm);
  const scaled = it.group === 'building' && exacts.constructionFactorPpm !== PPM ? factorPercent : null;
  let inputs: MoneyFigure['inputs'];
  switch (it.kind) {
    case 'flat_fee':
      inputs = {
        parameter: it.parameter,
        amountCents: it.valueCents,
        constructionFactorPercent: scaled,
        exactCents: exact,
      };
      break;
    case 'per_m2_floor':
      inputs = {
        parameter: it.parameter,
        pricePerSquareMeterCents: it.valueCents,
        grossFloorAreaSquareMeters: exacts.bases[i]! / 100,
        function: it.function,
        buildingType: it.buildingType,
        constructionFactorPercent: scaled,
        exactCents: exact,
      };
      break;
    case 'per_parking_place':
      inputs = {
        parameter: it.parameter,
        pricePerPlaceCents: it.valueCents,
        parkingPlaces: exacts.bases[i]!,
        parkingKind: it.parkingKind,
        constructionFactorPercent: scaled,
        exactCents: exact,
      };
      break;
    case 'per_m2_gallery':
      inputs = {
        parameter: it.parameter,
        pricePerSquareMeterCents: it.valueCents,
        galleryAreaSquareMeters: exacts.bases[i]! / 100,
        buildingType: it.buildingType,
        constructionFactorPercent: scaled,
        exactCents: exact,
      };
      break;
    case 'percentage_ground':
      inputs = { percent: it.parameter, landPriceCents: exacts.landPriceCents, baseExactCents: base, exactCents: exact };
      break;
    case 'percentage_construction':
      inputs = { percent: it.parameter, constructionCostsExactCents: base, exactCents: exact };
      break;
    case 'total':
      inputs = { percent: it.parameter, subtotalExactCents: base, exactCents: exact };
      break;
  }
  return money(a, kindFormula[it.kind], inputs);
}

/** The amount, VAT and total of every cost group, in spec order (empty groups at zero). */
function groupTotals(rows: readonly CostRow[]): CostGroupTotal[] {
  const groupAmount = new Array<number>(costGroups.length).fill(0);
  const groupVat = new Array<number>(costGroups.length).fill(0);
  const groupRows = new Array<number>(costGroups.length).fill(0);
  for (const r of rows) {
    const g = groupRank[r.group];
    groupAmount[g] = groupAmount[g]! + r.amount.cents;
    groupVat[g] = groupVat[g]! + r.vat.cents;
    groupRows[g] = groupRows[g]! + 1;
  }
  return costGroups.map((group, g): CostGroupTotal => {
    const a = groupAmount[g]!;
    const v = groupVat[g]!;
    return {
      group,
      amount: money(a as EuroCents, `sum of ${group} amounts`, { rows: groupRows[g]! }),
      vat: money(v as EuroCents, `sum of ${group} VAT`, { rows: groupRows[g]! }),
      total: money((a + v) as EuroCents, `sum of ${group} totals`, { amountCents: a, vatCents: v }),
    };
  });
}

const sourceName: Readonly<Record<CostRowSource, string>> = {
  land_price: 'Land price',
  line: '',
  interest_land: 'Interest on land',
  interest_construction: 'Interest on construction',
};
