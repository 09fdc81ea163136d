import { costGroups, isCostGroup } from './costGroups';
import type { CostGroup } from './costGroups';
import { countsBuildingType, isAmountKind, isCostKind } from './costKinds';
import type { CostKind } from './costKinds';
import type { FinanceOutcome } from './financeErrors';
import type {
  FinanceCostLineInput,
  FinanceFunctionAreaInput,
  FinanceHouseInput,
  FinanceId,
  FinanceInput,
  FinanceParkingInput,
  FinanceUnitTypeInput,
} from './financeInput';
import { Checker } from './financeChecker';
import { resolveFinanceParameters } from './financeParameters';
import type { FinanceParameters } from './financeParameters';
import { percentToPpm } from './millicents';
import { isCostBuildingType, type CostBuildingType } from './costBuildingTypes';
import { isParkingPlaceKind, noParkingPlaces, parkingPlaceKinds, type ParkingPlaceKind, type ParkingPlaces } from './parkingPlaceKinds';
import type { PriceBasis } from '../generator/priceBases';

/** An income line ready for computation: areas in centi-square-metres, rates in ppm. */
interface IncomeItem {
  readonly id: string;
  readonly name: string;
  readonly source: 'unit_type' | 'parking' | 'house';
  readonly function: string;
  readonly count: number;
  readonly netAreaCenti: number;
  readonly priceBasis: PriceBasis;
  readonly priceCents: number;
  readonly yieldPpm: number;
  readonly isDwelling: boolean;
}

/** A floor-area contribution for the areas sheets and per-m2 costs. */
export interface AreaItem {
  readonly function: string;
  readonly buildingId: string | null;
  readonly grossAreaCenti: number;
  readonly netAreaCenti: number;
  readonly units: number;
  readonly dwellings: number;
  readonly parkingSpaces: number;
}

/** A cost line ready for computation. */
export interface CostItem {
  readonly id: string;
  readonly name: string;
  readonly kind: CostKind;
  readonly group: CostGroup;
  readonly order: number;
  readonly parameter: number;
  /** flat_fee: the amount; per_m2_floor, per_m2_gallery: the price per m2; per_parking_place: the price per place; in cents. */
  readonly valueCents: number;
  /** The percentage kinds: the rate in ppm. */
  readonly ratePpm: number;
  readonly function: string | null;
  /**
   * per_m2_floor: the building type whose gross floor area the line counts (null: the function's, or all);
   * per_m2_gallery: the building type whose open galleries it counts (null: all).
   */
  readonly buildingType: CostBuildingType | null;
  /** per_parking_place: the kind of place the line counts (null: every place). */
  readonly parkingKind: ParkingPlaceKind | null;
  readonly vatPpm: number;
}

/** A cost line left out of the computation, listed so the sheet can still show it. */
export interface ExcludedCostLine {
  readonly id: string;
  readonly name: string;
  readonly reason: 'archived' | 'deleted';
}

/** The checked, unit-normalised form of a FinanceInput. */
export interface NormalizedFinanceInput {
  readonly parameters: FinanceParameters;
  readonly yieldPpm: number;
  readonly operatingCostsPpm: number;
  readonly saleVatPpm: number;
  readonly costVatRecoverablePpm: number;
  readonly interestRatePpm: number;
  readonly constructionDrawdownPpm: number;
  readonly requiredMarginPpm: number;
  readonly plotAreaCenti: number;
  readonly income: readonly IncomeItem[];
  readonly costs: readonly CostItem[];
  readonly excludedCosts: readonly ExcludedCostLine[];
  readonly areas: readonly AreaItem[];
  readonly buildings: readonly {
    readonly id: string;
    readonly name: string;
    readonly footprintCenti: number;
    readonly buildingType: CostBuildingType | null;
    readonly grossAreaCenti: number;
    /** Its open galleries' gross area in centi-m2: outside the gross floor area, a per_m2_gallery line's base. */
    readonly galleryAreaCenti: number;
  }[];
  /** The parking places the concept draws per kind (a per-place cost line's base). */
  readonly parkingPlaces: ParkingPlaces;
  readonly sensitivityStepsPpm: readonly number[] | null;
}

const groupRank = Object.fromEntries(costGroups.map((g, i) => [g, i])) as Record<CostGroup, number>;
const MAX_COUNT = 1e6;
const MAX_PRICE_CENTS = 1e12;
const MAX_FLAT_FEE_EUROS = 1e10;
const MAX_PER_M2_EUROS = 1e6;
const MAX_PER_PLACE_EUROS = 1e7;
const MAX_SENSITIVITY_STEPS = 11;
/** Default relative steps of the sensitivity grid. */
const defaultSensitivityStepsPercent = [-10, 0, 10] as const;

const buildingRef = (value: FinanceId | null | undefined): string | null =>
  value === undefined || value === null ? null : String(value);

/** The income lines and their areas read so far, and the ids they took (unit types and houses share them). */
interface IncomeLines {
  readonly income: IncomeItem[];
  readonly areas: AreaItem[];
  readonly ids: Set<string>;
}

/** Checks a FinanceInput and converts it to exact units; every problem is reported with its path. */
export function normalizeFinanceInput(input: FinanceInput): FinanceOutcome<NormalizedFinanceInput> {
  const c = new Checker();
  if (typeof input !== 'object' || input === null) {
    return {
      ok: false,
      errors: [{ code: 'missing_value', message: 'The finance input must be an object.', path: '' }],
    };
  }
  const parameters = readParameters(c, input.parameters);
  const yieldPpm = percentToPpm(parameters.yieldPercent);
  const plotAreaCenti = c.at('').area(input.plotAreaSquareMeters, 'plotAreaSquareMeters');

  const lines: IncomeLines = { income: [], areas: [], ids: new Set<string>() };
  const parkingDemand = readUnitTypes(c, c.list(input.unitTypes, 'unitTypes'), parameters, lines);
  readHouses(c, c.list(input.houses, 'houses'), parameters, yieldPpm, lines);
  if (input.parking) readParking(c, input.parking, parkingDemand, yieldPpm, lines);
  readFunctionAreas(c, c.list(input.functionAreas, 'functionAreas'), lines.areas);
  const buildings = readBuildings(c, input.buildings, lines.areas);
  const { costs, excludedCosts } = readCostLines(c, c.list(input.costs, 'costs'));
  const parkingPlaces = readParkingPlaces(c, input.parkingPlaces);
  const sensitivityStepsPpm = readSensitivity(c, input.sensitivity);

  if (c.errors.length > 0) return { ok: false, errors: c.errors };
  return {
    ok: true,
    value: {
      parameters,
      yieldPpm,
      operatingCostsPpm: percentToPpm(parameters.operatingCostsPercent),
      saleVatPpm: percentToPpm(parameters.saleVatPercent),
      costVatRecoverablePpm: percentToPpm(parameters.costVatRecoverablePercent),
      interestRatePpm: percentToPpm(parameters.interestRatePercent),
      constructionDrawdownPpm: percentToPpm(parameters.constructionDrawdownPercent),
      requiredMarginPpm: percentToPpm(parameters.requiredMarginPercent),
      plotAreaCenti,
      income: lines.income,
      costs,
      excludedCosts,
      areas: lines.areas,
      buildings,
      parkingPlaces,
      sensitivityStepsPpm,
    },
  };
}

/** The location's finance parameters with their defaults; a value that is not a record is an error. */
function readParameters(c: Checker, rawParameters: FinanceInput['parameters']): FinanceParameters {
  if (
    rawParameters !== undefined &&
    rawParameters !== null &&
    (typeof rawParameters !== 'object' || Array.isArray(rawParameters))
  ) {
    c.fail('missing_value', 'The finance parameters must be a record of keys and values.', 'parameters');
  }
  const resolved = resolveFinanceParameters(
    typeof rawParameters === 'object' && !Array.isArray(rawParameters) ? rawParameters : null,
  );
  c.errors.push(...resolved.errors);
  return resolved.parameters;
}

/** Unit types: an income line and an area line each; returns the parking spaces they ask for together. */
function readUnitTypes(
  c: Checker,
  unitTypesList: readonly FinanceUnitTypeInput[],
  parameters: FinanceParameters,
  lines: IncomeLines,
): number {
  const { income, areas } = lines;
  let parkingDemand = 0;
  for (let i = 0; i < unitTypesList.length; i++) {
    const u = unitTypesList[i]!;
    c.at('unitTypes', i);
    const id = c.id(u.id, 'id', lines.ids);
    const count = c.number(u.count, 'count', 0, MAX_COUNT, { integer: true });
    const netAreaCenti = c.area(u.totalNetFloorAreaSquareMeters, 'totalNetFloorAreaSquareMeters');
    const grossAreaCenti = c.area(u.totalGrossFloorAreaSquareMeters, 'totalGrossFloorAreaSquareMeters');
    const priceBasis = c.basis(u.priceBasis, 'priceBasis', null);
    const priceCents = c.number(u.priceCents, 'priceCents', 0, MAX_PRICE_CENTS, { integer: true });
    const parkingRatio = c.optionalNumber(u.parkingRatio, 'parkingRatio', 0, 100, 1);
    const ownYield = c.optionalNumber(u.yieldPercent, 'yieldPercent', 0.01, 100, parameters.yieldPercent);
    const isDwelling = u.isDwelling ?? true;
    const fn = c.text(u.function, 'function', 'apartment');
    parkingDemand += count * parkingRatio;
    income.push({
      id,
      name: c.text(u.name, 'name', id),
      source: 'unit_type',
      function: fn,
      count,
      netAreaCenti,
      priceBasis,
      priceCents,
      yieldPpm: percentToPpm(ownYield),
      isDwelling,
    });
    areas.push({
      function: fn,
      buildingId: buildingRef(u.buildingId),
      grossAreaCenti,
      netAreaCenti,
      units: count,
      dwellings: isDwelling ? count : 0,
      parkingSpaces: 0,
    });
  }
  return parkingDemand;
}

/** Groups of houses, sold per house at their own price or the location's house price. */
function readHouses(
  c: Checker,
  housesList: readonly FinanceHouseInput[],
  parameters: FinanceParameters,
  yieldPpm: number,
  lines: IncomeLines,
): void {
  const { income, areas } = lines;
  for (let i = 0; i < housesList.length; i++) {
    const h = housesList[i]!;
    c.at('houses', i);
    const id = c.id(h.id, 'id', lines.ids);
    const count = c.number(h.count, 'count', 0, MAX_COUNT, { integer: true });
    const priceCents = c.optionalNumber(
      h.priceCents,
      'priceCents',
      0,
      MAX_PRICE_CENTS,
      parameters.housePriceCents,
      { integer: true },
    );
    const netAreaCenti = c.area(h.totalNetFloorAreaSquareMeters, 'totalNetFloorAreaSquareMeters');
    const grossAreaCenti = c.area(h.totalGrossFloorAreaSquareMeters, 'totalGrossFloorAreaSquareMeters');
    income.push({
      id,
      name: c.text(h.name, 'name', id),
      source: 'house',
      function: 'house',
      count,
      netAreaCenti,
      priceBasis: 'sell_unit',
      priceCents,
      yieldPpm,
      isDwelling: true,
    });
    areas.push({
      function: 'house',
      buildingId: buildingRef(h.buildingId),
      grossAreaCenti,
      netAreaCenti,
      units: count,
      dwellings: count,
      parkingSpaces: 0,
    });
  }
}

/** The parking income: the spaces given, else those the unit types ask for, sold or let. */
function readParking(
  c: Checker,
  k: FinanceParkingInput,
  parkingDemand: number,
  yieldPpm: number,
  lines: IncomeLines,
): void {
  c.at('parking');
  const spaces =
    k.spaces === undefined || k.spaces === null
      ? Math.ceil(parkingDemand - 1e-9)
      : c.number(k.spaces, 'spaces', 0, MAX_COUNT, { integer: true });
  const netAreaCenti =
    k.totalNetFloorAreaSquareMeters == null
      ? 0
      : c.area(k.totalNetFloorAreaSquareMeters, 'totalNetFloorAreaSquareMeters');
  const grossAreaCenti =
    k.totalGrossFloorAreaSquareMeters == null
      ? 0
      : c.area(k.totalGrossFloorAreaSquareMeters, 'totalGrossFloorAreaSquareMeters');
  lines.income.push({
    id: 'parking',
    name: 'Parking',
    source: 'parking',
    function: 'parking',
    count: spaces,
    netAreaCenti,
    priceBasis: c.basis(k.priceBasis, 'priceBasis', 'sell_unit'),
    priceCents: c.number(k.priceCents, 'priceCents', 0, MAX_PRICE_CENTS, { integer: true }),
    yieldPpm,
    isDwelling: false,
  });
  lines.areas.push({
    function: 'parking',
    buildingId: buildingRef(k.buildingId),
    grossAreaCenti,
    netAreaCenti,
    units: 0,
    dwellings: 0,
    parkingSpaces: spaces,
  });
}

/** Floor area of no unit (cores, galleries, storage): area lines only. */
function readFunctionAreas(
  c: Checker,
  functionAreasList: readonly FinanceFunctionAreaInput[],
  areas: AreaItem[],
): void {
  for (let i = 0; i < functionAreasList.length; i++) {
    const a = functionAreasList[i]!;
    c.at('functionAreas', i);
    areas.push({
      function: c.text(a.function, 'function', 'common'),
      buildingId: buildingRef(a.buildingId),
      grossAreaCenti: c.area(a.totalGrossFloorAreaSquareMeters, 'totalGrossFloorAreaSquareMeters'),
      netAreaCenti: c.area(a.totalNetFloorAreaSquareMeters, 'totalNetFloorAreaSquareMeters'),
      units: 0,
      dwellings: 0,
      parkingSpaces: 0,
    });
  }
}

/**
 * The concept's buildings with their footprints (the areas/buildings sheet), building types and gross floor areas
 * (the cost lines of a building type), and open gallery areas (the lines per m2 of open gallery). A building without
 * its own gross floor area has the area lines that name it; one without a gallery area has none.
 */
function readBuildings(c: Checker, raw: FinanceInput['buildings'], areas: readonly AreaItem[]): NormalizedFinanceInput['buildings'] {
  const buildingIds = new Set<string>();
  const areaOf = new Map<string, number>();
  for (const a of areas) if (a.buildingId !== null) areaOf.set(a.buildingId, (areaOf.get(a.buildingId) ?? 0) + a.grossAreaCenti);
  return c.list(raw, 'buildings').map((b, i) => {
    const id = c.at('buildings', i).id(b.id, 'id', buildingIds);
    return {
      id,
      name: c.text(b.name, 'name', String(b.id)),
      footprintCenti: c.area(b.footprintSquareMeters, 'footprintSquareMeters'),
      buildingType: readBuildingType(c, b.buildingType),
      grossAreaCenti: b.grossFloorAreaSquareMeters == null ? (areaOf.get(id) ?? 0) : c.area(b.grossFloorAreaSquareMeters, 'grossFloorAreaSquareMeters'),
      galleryAreaCenti: b.galleryAreaSquareMeters == null ? 0 : c.area(b.galleryAreaSquareMeters, 'galleryAreaSquareMeters'),
    };
  });
}

/** The places per kind the concept draws (whole numbers; a kind not given has none); an unknown kind is an error. */
function readParkingPlaces(c: Checker, raw: FinanceInput['parkingPlaces']): ParkingPlaces {
  const places = noParkingPlaces();
  if (raw === undefined || raw === null) return places;
  c.at('');
  for (const [kind, count] of Object.entries(raw)) {
    if (!isParkingPlaceKind(kind)) {
      c.fail('unknown_code', `Unknown parking place kind ${kind}.`, 'parkingPlaces');
      continue;
    }
    places[kind] = c.number(count, `parkingPlaces.${kind}`, 0, MAX_COUNT, { integer: true });
  }
  return places;
}

/** A parking place kind code, or null when none is given; an unknown one is an error. */
function readParkingKind(c: Checker, value: unknown): ParkingPlaceKind | null {
  if (value === undefined || value === null || value === '') return null;
  if (isParkingPlaceKind(value)) return value;
  c.fail('unknown_code', `Unknown parking place kind ${String(value)}; one of ${parkingPlaceKinds.join(', ')}.`, 'parkingKind');
  return null;
}

/** A building type code, or null when none is given; an unknown one is an error. */
function readBuildingType(c: Checker, value: unknown): CostBuildingType | null {
  if (value === undefined || value === null || value === '') return null;
  if (isCostBuildingType(value)) return value;
  c.fail('unknown_code', `Unknown building type ${String(value)}.`, 'buildingType');
  return null;
}

/** The cost lines in sheet order (group, order, position); archived and deleted ones listed apart. */
function readCostLines(
  c: Checker,
  costsList: readonly FinanceCostLineInput[],
): { costs: CostItem[]; excludedCosts: ExcludedCostLine[] } {
  const costs: { item: CostItem; index: number }[] = [];
  const excludedCosts: ExcludedCostLine[] = [];
  const costIds = new Set<string>();
  for (let i = 0; i < costsList.length; i++) {
    const line = costsList[i]!;
    c.at('costs', i);
    const id = c.id(line.id, 'id', costIds);
    const name = c.text(line.name, 'name', id);
    if (line.deleted || line.archived) {
      excludedCosts.push({ id, name, reason: line.deleted ? 'deleted' : 'archived' });
      continue;
    }
    costs.push({ index: i, item: readCostLine(c, line, id, name) });
  }
  const byRank = (a: { item: CostItem; index: number }, b: { item: CostItem; index: number }) =>
    groupRank[a.item.group] - groupRank[b.item.group] || a.item.order - b.item.order || a.index - b.index;
  // Stored lines usually come in sheet order already; checking is cheaper than sorting on every evaluation.
  let sorted = true;
  for (let i = 1; i < costs.length && sorted; i++) sorted = byRank(costs[i - 1]!, costs[i]!) <= 0;
  if (!sorted) costs.sort(byRank);
  return { costs: costs.map((x) => x.item), excludedCosts };
}

/** One cost line in use: its kind and group (flat fee on the land by default), parameter and VAT checked. */
function readCostLine(c: Checker, line: FinanceCostLineInput, id: string, name: string): CostItem {
  const kindRaw = line.kind ?? 'flat_fee';
  const groupRaw = line.group ?? 'ground';
  if (!isCostKind(kindRaw)) c.fail('unknown_code', `Unknown cost kind ${String(kindRaw)}.`, 'kind');
  if (!isCostGroup(groupRaw)) c.fail('unknown_code', `Unknown cost group ${String(groupRaw)}.`, 'group');
  const kind: CostKind = isCostKind(kindRaw) ? kindRaw : 'flat_fee';
  const group: CostGroup = isCostGroup(groupRaw) ? groupRaw : 'ground';
  let parameter = 0;
  if (kind === 'flat_fee')
    parameter = c.number(line.parameter, 'parameter', -MAX_FLAT_FEE_EUROS, MAX_FLAT_FEE_EUROS);
  else if (kind === 'per_m2_floor' || kind === 'per_m2_gallery')
    parameter = c.number(line.parameter, 'parameter', -MAX_PER_M2_EUROS, MAX_PER_M2_EUROS);
  else if (kind === 'per_parking_place')
    parameter = c.number(line.parameter, 'parameter', -MAX_PER_PLACE_EUROS, MAX_PER_PLACE_EUROS);
  // Percentages stay non-negative so that every land-dependent cost rises with the land price (the solver relies on it).
  else parameter = c.number(line.parameter, 'parameter', 0, 100);
  const isAmount = isAmountKind(kind);
  const fn = kind === 'per_m2_floor' && line.function ? c.text(line.function, 'function', '') : null;
  // a gallery line of a building type counts the open galleries of that type's buildings, as a floor line their floor
  const buildingType = countsBuildingType(kind) ? readBuildingType(c, line.buildingType) : null;
  // a function's area is not split by building (unit types span buildings), so a line counts one or the other
  if (fn !== null && buildingType !== null)
    c.fail('out_of_range', 'A cost line counts the floor area of a function or of a building type, not both.', 'buildingType');
  return {
    id,
    name,
    kind,
    group,
    order: c.optionalNumber(line.order, 'order', -1e9, 1e9, 0),
    parameter,
    valueCents: isAmount ? Math.round(parameter * 100) : 0,
    ratePpm: isAmount ? 0 : percentToPpm(parameter),
    function: fn,
    buildingType,
    parkingKind: kind === 'per_parking_place' ? readParkingKind(c, line.parkingKind) : null,
    vatPpm: percentToPpm(c.optionalNumber(line.vatPercent, 'vatPercent', 0, 100, 0)),
  };
}

/** The sensitivity grid's steps in ppm when a grid is asked for (the default steps when none are given). */
function readSensitivity(c: Checker, sensitivity: FinanceInput['sensitivity']): number[] | null {
  if (!sensitivity) return null;
  const steps = sensitivity.stepsPercent ?? defaultSensitivityStepsPercent;
  if (!Array.isArray(steps) || steps.length === 0 || steps.length > MAX_SENSITIVITY_STEPS) {
    c.at('sensitivity').fail(
      'out_of_range',
      `Give 1 to ${MAX_SENSITIVITY_STEPS} sensitivity steps.`,
      'stepsPercent',
    );
    return null;
  }
  return steps.map((s, i) => percentToPpm(c.at('sensitivity.stepsPercent', i).number(s, '', -50, 50)));
}
