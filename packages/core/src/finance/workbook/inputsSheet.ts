import type { FinanceInput } from '../financeInput';
import type { NormalizedFinanceInput } from '../normalizeFinanceInput';
import { call, lit, mul, round0, sub } from './formula';
import type { Expr } from './formula';
import type { WorkbookLabels } from './labels';
import { formats } from './sheetBuilder';
import type { SheetBuilder } from './sheetBuilder';
import { UNTYPED_UNIT_TYPE_ID } from '../financeWarnings';
import { costBuildingTypes } from '../costBuildingTypes';
import { isAmountKind } from '../costKinds';
import { parkingPlaceKinds } from '../parkingPlaceKinds';

/** Where the Inputs sheet keeps each input; Expr fields are references usable from the other sheets. */
export interface InputRefs {
  readonly plotCenti: Expr;
  readonly yieldKind: Expr;
  readonly operatingCostsPpm: Expr;
  readonly saleVatRegime: Expr;
  readonly saleVatPpm: Expr;
  readonly unrecoverableVatPpm: Expr;
  readonly interestRatePpm: Expr;
  readonly months: Expr;
  readonly drawdownPpm: Expr;
  readonly marginPpm: Expr;
  readonly marginBasis: Expr;
  /** The land price in euros as typed; blank when the results are shown at the RGW. */
  readonly landPrice: Expr;
  readonly totalGrossCenti: Expr;
  readonly dwellings: Expr;
  /** Income items (unit types, houses, parking) are the first rows of the area rows. */
  readonly incomeRows: { readonly first: number; readonly last: number };
  readonly areaRows: { readonly first: number; readonly last: number };
  readonly costRows: { readonly first: number; readonly last: number };
  readonly incomeColumns: {
    readonly count: 3;
    readonly netArea: 4;
    readonly priceCents: 11;
    readonly netCenti: 12;
    readonly yieldPpm: 13;
  };
  readonly areaColumns: { readonly function: 2; readonly grossCenti: 10 };
  readonly costColumns: { readonly function: 6; readonly value: 7; readonly vatPpm: 8; readonly buildingType: 9; readonly parkingKind: 10 };
  /** One row per building type: its name (column 1, as a typed cost line names it) and gross area in centi-m2 (10). */
  readonly buildingTypeRows: { readonly first: number; readonly last: number };
  /** One row per parking place kind: its name in column 1, its places in column 5. */
  readonly parkingPlaceRows: { readonly first: number; readonly last: number };
  /**
   * One row per building type and a last one for buildings of none: the name (column 1, as a typed cost line names
   * it) and the open gallery area in centi-m2 (10), what a cost line per m2 of open gallery counts.
   */
  readonly galleryRows: { readonly first: number; readonly last: number };
}

const ppm = (cell: Expr): Expr => round0(mul(cell, lit(10_000)));

/** The parameter cells the other sheets read (helpers in ppm or centi-m2), and the house price a house row takes. */
interface ParameterRefs {
  readonly plotCenti: Expr;
  readonly operatingCostsPpm: Expr;
  readonly saleVatPpm: Expr;
  readonly unrecoverableVatPpm: Expr;
  readonly interestRatePpm: Expr;
  readonly drawdownPpm: Expr;
  readonly marginPpm: Expr;
  readonly housePrice: Expr;
}

/** Writes the Inputs sheet: parameters, income items with their areas, other areas, cost lines. */
export function writeInputsSheet(
  s: SheetBuilder,
  n: NormalizedFinanceInput,
  raw: FinanceInput,
  l: WorkbookLabels,
): InputRefs {
  s.text(1, 1, l.inputsTitle, true);
  const { housePrice, ...params } = writeParameters(s, n, l);
  const first = 21;
  writeIncomeItems(s, n, raw, l, first, housePrice);
  const { lastArea, totalRow } = writeOtherAreas(s, n, l, first);
  const costFirst = writeCostLines(s, n, l, totalRow + 3);
  const typeFirst = writeBuildingTypeAreas(s, n, l, costFirst + n.costs.length + 2);
  const placesFirst = writeParkingPlaces(s, n, l, typeFirst + costBuildingTypes.length + 1);
  const galleryFirst = writeGalleryAreas(s, n, l, placesFirst + parkingPlaceKinds.length + 1);
  [44, 14, 10, 14, 14, 24, 14, 10, 10, 14, 14, 14, 12].forEach((w, i) => s.width(i + 1, w));
  return {
    plotCenti: params.plotCenti,
    yieldKind: s.refFrom(5, 2),
    operatingCostsPpm: params.operatingCostsPpm,
    saleVatRegime: s.refFrom(8, 2),
    saleVatPpm: params.saleVatPpm,
    unrecoverableVatPpm: params.unrecoverableVatPpm,
    interestRatePpm: params.interestRatePpm,
    months: s.refFrom(12, 2),
    drawdownPpm: params.drawdownPpm,
    marginPpm: params.marginPpm,
    marginBasis: s.refFrom(15, 2),
    landPrice: s.refFrom(17, 2),
    totalGrossCenti: s.refFrom(totalRow, 10),
    dwellings: s.refFrom(totalRow + 1, 3),
    incomeRows: { first, last: first + n.income.length - 1 },
    areaRows: { first, last: lastArea },
    costRows: { first: costFirst, last: costFirst + n.costs.length - 1 },
    incomeColumns: { count: 3, netArea: 4, priceCents: 11, netCenti: 12, yieldPpm: 13 },
    areaColumns: { function: 2, grossCenti: 10 },
    costColumns: { function: 6, value: 7, vatPpm: 8, buildingType: 9, parkingKind: 10 },
    buildingTypeRows: { first: typeFirst, last: typeFirst + costBuildingTypes.length - 1 },
    parkingPlaceRows: { first: placesFirst, last: placesFirst + parkingPlaceKinds.length - 1 },
    galleryRows: { first: galleryFirst, last: galleryFirst + costBuildingTypes.length },
  };
}

/** The parameters in rows 4 to 17: each value as typed, beside it the helper the formulas compute with. */
function writeParameters(s: SheetBuilder, n: NormalizedFinanceInput, l: WorkbookLabels): ParameterRefs {
  const p = n.parameters;
  s.text(3, 1, l.parameters, true);
  s.text(3, 2, l.value, true);
  s.text(3, 3, l.helper, true);
  const param = (row: number, label: string, value: number | string | null, format?: string): Expr => {
    s.text(row, 1, label);
    return s.input(row, 2, value, format);
  };
  const helper = (row: number, e: Expr): Expr => {
    s.formula(row, 3, e, formats.whole);
    return s.refFrom(row, 3);
  };
  const plot = param(4, l.plotArea, n.plotAreaCenti / 100, formats.decimal);
  const plotCenti = helper(4, round0(mul(plot, lit(100))));
  param(5, l.yieldKind, p.yieldKind);
  const yieldCell = param(6, l.yieldPercent, p.yieldPercent, formats.percent);
  helper(6, ppm(yieldCell));
  const operatingCostsPpm = helper(
    7,
    ppm(param(7, l.operatingCosts, p.operatingCostsPercent, formats.percent)),
  );
  param(8, l.saleVatRegime, p.saleVatRegime);
  const saleVatPpm = helper(9, ppm(param(9, l.saleVat, p.saleVatPercent, formats.percent)));
  const unrecoverableVatPpm = helper(
    10,
    sub(lit(1_000_000), ppm(param(10, l.costVatRecoverable, p.costVatRecoverablePercent, formats.percent))),
  );
  const interestRatePpm = helper(11, ppm(param(11, l.interestRate, p.interestRatePercent, formats.percent)));
  param(12, l.months, p.financingDurationMonths, formats.whole);
  const drawdownPpm = helper(13, ppm(param(13, l.drawdown, p.constructionDrawdownPercent, formats.percent)));
  const marginPpm = helper(14, ppm(param(14, l.margin, p.requiredMarginPercent, formats.percent)));
  param(15, l.marginBasis, p.requiredMarginBasis);
  const housePrice = param(16, l.housePrice, p.housePriceCents / 100, formats.euros);
  param(17, l.landPrice, p.landPriceCents === null ? null : p.landPriceCents / 100, formats.euros);
  return {
    plotCenti,
    operatingCostsPpm,
    saleVatPpm,
    unrecoverableVatPpm,
    interestRatePpm,
    drawdownPpm,
    marginPpm,
    housePrice,
  };
}

/** The income items from row `first`: count, areas, price (a house without its own takes the house price), yield. */
function writeIncomeItems(
  s: SheetBuilder,
  n: NormalizedFinanceInput,
  raw: FinanceInput,
  l: WorkbookLabels,
  first: number,
  housePrice: Expr,
): void {
  s.text(19, 1, l.incomeItems, true);
  [
    l.name,
    l.function,
    l.count,
    l.netArea,
    l.grossArea,
    l.priceBasis,
    l.price,
    l.yieldPercent,
    l.dwelling,
    l.grossCenti,
    l.priceCents,
    l.netCenti,
    l.yieldPpm,
  ].forEach((h, i) => s.text(20, i + 1, h, true));
  const rawUnits = raw.unitTypes ?? [];
  const rawHouses = raw.houses ?? [];
  n.income.forEach((item, i) => {
    const r = first + i;
    const area = n.areas[i]!;
    s.text(r, 1, item.source === 'parking' ? l.parkingName : item.id === UNTYPED_UNIT_TYPE_ID ? l.untypedUnits : item.name);
    s.text(r, 2, item.function);
    const count = s.input(r, 3, item.count, formats.whole);
    const net = s.input(r, 4, item.netAreaCenti / 100, formats.decimal);
    const gross = s.input(r, 5, area.grossAreaCenti / 100, formats.decimal);
    s.text(r, 6, l.basis[item.priceBasis]);
    const ownHousePrice = item.source === 'house' && rawHouses[i - rawUnits.length]?.priceCents != null;
    const price =
      item.source === 'house' && !ownHousePrice
        ? s.formula(r, 7, housePrice, formats.euros)
        : s.input(r, 7, item.priceCents / 100, formats.euros);
    const ownYield = item.source === 'unit_type' && rawUnits[i]?.yieldPercent != null;
    const yieldPercent = ownYield
      ? s.input(r, 8, item.yieldPpm / 10_000, formats.percent)
      : s.formula(r, 8, s.ref(6, 2), formats.percent);
    s.input(r, 9, item.isDwelling ? 1 : 0, formats.whole);
    s.formula(r, 10, round0(mul(gross, lit(100))), formats.whole);
    s.formula(r, 11, round0(mul(price, lit(100))), formats.whole);
    s.formula(r, 12, round0(mul(net, lit(100))), formats.whole);
    s.formula(r, 13, ppm(yieldPercent), formats.whole);
    void count;
  });
}

/** The areas of no income item under the income items, then the total gross area and the dwellings. */
function writeOtherAreas(
  s: SheetBuilder,
  n: NormalizedFinanceInput,
  l: WorkbookLabels,
  first: number,
): { lastArea: number; totalRow: number } {
  const otherAreas = n.areas.slice(n.income.length);
  otherAreas.forEach((a, j) => {
    const r = first + n.income.length + j;
    s.text(r, 1, a.function);
    s.text(r, 2, a.function);
    s.input(r, 4, a.netAreaCenti / 100, formats.decimal);
    const gross = s.input(r, 5, a.grossAreaCenti / 100, formats.decimal);
    s.formula(r, 10, round0(mul(gross, lit(100))), formats.whole);
  });
  const lastArea = Math.max(first, first + n.areas.length - 1);
  const totalRow = lastArea + 2;
  s.text(totalRow, 1, l.totalGross, true);
  let centi = 0;
  let dwellings = 0;
  for (let r = first; r <= lastArea; r++) {
    centi += Number(s.value(r, 10) ?? 0);
    if (s.value(r, 9) === 1) dwellings += Number(s.value(r, 3) ?? 0);
  }
  s.formula(totalRow, 10, call('SUM', [s.range(first, 10, lastArea, 10)], centi), formats.whole, true);
  s.text(totalRow + 1, 1, l.dwellings, true);
  s.formula(
    totalRow + 1,
    3,
    call('SUMIF', [s.range(first, 9, lastArea, 9), '1', s.range(first, 3, lastArea, 3)], dwellings),
    formats.whole,
    true,
  );
  return { lastArea, totalRow };
}

/** The cost lines under their title at `costTitle`; returns the first line's row. */
function writeCostLines(
  s: SheetBuilder,
  n: NormalizedFinanceInput,
  l: WorkbookLabels,
  costTitle: number,
): number {
  s.text(costTitle, 1, l.costLines, true);
  [l.name, l.group, l.kind, l.parameter, l.vatPercent, l.function, l.paramHelper, l.vatPpm, l.buildingType, l.parkingKind].forEach((h, i) =>
    s.text(costTitle + 1, i + 1, h, true),
  );
  const costFirst = costTitle + 2;
  n.costs.forEach((item, i) => {
    const r = costFirst + i;
    s.text(r, 1, item.name);
    s.text(r, 2, l.groups[item.group]);
    s.text(r, 3, l.kinds[item.kind]);
    const amount = isAmountKind(item.kind);
    const parameter = s.input(r, 4, item.parameter, amount ? formats.euros : formats.percent);
    const vat = s.input(r, 5, item.vatPpm / 10_000, formats.percent);
    if (item.function !== null) s.text(r, 6, item.function);
    // Amounts become cents, percentages parts per million, as the engine holds them.
    s.formula(r, 7, amount ? round0(mul(parameter, lit(100))) : ppm(parameter), formats.whole);
    s.formula(r, 8, ppm(vat), formats.whole);
    if (item.buildingType !== null) s.text(r, 9, l.buildingTypes[item.buildingType]);
    if (item.parkingKind !== null) s.text(r, 10, l.parkingKinds[item.parkingKind]);
  });
  return costFirst;
}

/**
 * The gross floor area of the concept's buildings per building type under its title at `title`, every type listed
 * (none built: 0), so that a cost line of a building type is a SUMIF over its name; returns the first type's row.
 */
function writeBuildingTypeAreas(s: SheetBuilder, n: NormalizedFinanceInput, l: WorkbookLabels, title: number): number {
  s.text(title, 1, l.buildingTypeAreas, true);
  s.text(title + 1, 1, l.buildingType, true);
  s.text(title + 1, 5, l.grossArea, true);
  s.text(title + 1, 10, l.grossCenti, true);
  const first = title + 2;
  costBuildingTypes.forEach((type, i) => {
    const centi = n.buildings.reduce((sum, b) => (b.buildingType === type ? sum + b.grossAreaCenti : sum), 0);
    s.text(first + i, 1, l.buildingTypes[type]);
    const gross = s.input(first + i, 5, centi / 100, formats.decimal);
    s.formula(first + i, 10, round0(mul(gross, lit(100))), formats.whole);
  });
  return first;
}

/**
 * The parking places the concept draws per kind under its title at `title`, every kind listed (none drawn: 0), so that
 * a cost line per place of a kind is a SUMIF over its name and one for every place their sum; returns the first row.
 */
function writeParkingPlaces(s: SheetBuilder, n: NormalizedFinanceInput, l: WorkbookLabels, title: number): number {
  s.text(title, 1, l.parkingPlacesTitle, true);
  s.text(title + 1, 1, l.parkingKind, true);
  s.text(title + 1, 5, l.places, true);
  const first = title + 2;
  parkingPlaceKinds.forEach((kind, i) => {
    s.text(first + i, 1, l.parkingKinds[kind]);
    s.input(first + i, 5, n.parkingPlaces[kind], formats.whole);
  });
  return first;
}

/**
 * The open galleries of the concept's buildings per building type under its title at `title` (outside the gross floor
 * area, ADR 0011), every type listed (none: 0) and last the buildings of no type, so that a cost line per m2 of open
 * gallery of a building type is a SUMIF over its name and one of none their sum; returns the first type's row.
 */
function writeGalleryAreas(s: SheetBuilder, n: NormalizedFinanceInput, l: WorkbookLabels, title: number): number {
  s.text(title, 1, l.galleryAreasTitle, true);
  s.text(title + 1, 1, l.buildingType, true);
  s.text(title + 1, 5, l.galleryArea, true);
  s.text(title + 1, 10, l.galleryCenti, true);
  const first = title + 2;
  const types = [...costBuildingTypes, null] as const;
  types.forEach((type, i) => {
    const centi = n.buildings.reduce((sum, b) => (b.buildingType === type ? sum + b.galleryAreaCenti : sum), 0);
    s.text(first + i, 1, type === null ? l.noBuildingType : l.buildingTypes[type]);
    const area = s.input(first + i, 5, centi / 100, formats.decimal);
    s.formula(first + i, 10, round0(mul(area, lit(100))), formats.whole);
  });
  return first;
}
