import { costGroups, isCostGroup } from './costGroups';
import type { CostGroup } from './costGroups';
import { isCostKind } from './costKinds';
import type { CostKind } from './costKinds';
import type { FinanceError } from './financeErrors';
import type { FinanceOutcome } from './financeErrors';
import type { FinanceId, FinanceInput } from './financeInput';
import { resolveFinanceParameters } from './financeParameters';
import type { FinanceParameters } from './financeParameters';
import { percentToPpm } from './millicents';
import { isPriceBasis } from './priceBases';
import type { PriceBasis } from './priceBases';

/** An income line ready for computation: areas in centi-square-metres, rates in ppm. */
export interface IncomeItem {
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
  /** flat_fee: the amount; per_m2_floor: the price per m2; both in cents. */
  readonly valueCents: number;
  /** The percentage kinds: the rate in ppm. */
  readonly ratePpm: number;
  readonly function: string | null;
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
  readonly buildings: readonly { readonly id: string; readonly name: string; readonly footprintCenti: number }[];
  readonly sensitivityStepsPpm: readonly number[] | null;
}

const MAX_AREA_SQUARE_METERS = 1e8;
const MAX_COUNT = 1e6;
const MAX_PRICE_CENTS = 1e12;
const MAX_FLAT_FEE_EUROS = 1e10;
const MAX_PER_M2_EUROS = 1e6;
const MAX_SENSITIVITY_STEPS = 11;
/** Default relative steps of the sensitivity grid. */
export const defaultSensitivityStepsPercent = [-10, 0, 10] as const;

class Checker {
  readonly errors: FinanceError[] = [];

  number(value: unknown, path: string, min: number, max: number, opts: { integer?: boolean; minExclusive?: boolean } = {}): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.errors.push({ code: 'invalid_number', message: `Expected a finite number, got ${String(value)}.`, path });
      return 0;
    }
    if ((opts.minExclusive ? value <= min : value < min) || value > max) {
      const lo = opts.minExclusive ? `above ${min}` : `at least ${min}`;
      this.errors.push({ code: 'out_of_range', message: `Must be ${lo} and at most ${max}, got ${value}.`, path });
      return 0;
    }
    if (opts.integer && !Number.isInteger(value)) {
      this.errors.push({ code: 'not_integer', message: `Must be a whole number, got ${value}.`, path });
      return 0;
    }
    return value;
  }

  area(value: unknown, path: string): number {
    return Math.round(this.number(value, path, 0, MAX_AREA_SQUARE_METERS) * 100);
  }

  optionalNumber(value: unknown, path: string, min: number, max: number, fallback: number, opts: { integer?: boolean; minExclusive?: boolean } = {}): number {
    return value === undefined || value === null ? fallback : this.number(value, path, min, max, opts);
  }

  id(value: unknown, path: string, seen: Set<string>): string {
    if ((typeof value !== 'string' || value === '') && (typeof value !== 'number' || !Number.isFinite(value))) {
      this.errors.push({ code: 'missing_value', message: 'An id (text or number) is required.', path });
      return '';
    }
    const id = String(value);
    if (seen.has(id)) this.errors.push({ code: 'duplicate_id', message: `The id ${id} appears twice.`, path });
    seen.add(id);
    return id;
  }

  text(value: unknown, path: string, fallback: string): string {
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'string') {
      this.errors.push({ code: 'missing_value', message: `Expected text, got ${String(value)}.`, path });
      return fallback;
    }
    return value;
  }

  basis(value: unknown, path: string, fallback: PriceBasis | null): PriceBasis {
    if ((value === undefined || value === null) && fallback) return fallback;
    if (isPriceBasis(value)) return value;
    this.errors.push({ code: 'unknown_code', message: `Unknown price basis ${String(value)}.`, path });
    return 'sell_unit';
  }
}

const buildingRef = (value: FinanceId | null | undefined): string | null =>
  value === undefined || value === null ? null : String(value);

/** Checks a FinanceInput and converts it to exact units; every problem is reported with its path. */
export function normalizeFinanceInput(input: FinanceInput): FinanceOutcome<NormalizedFinanceInput> {
  const c = new Checker();
  if (typeof input !== 'object' || input === null) {
    return { ok: false, errors: [{ code: 'missing_value', message: 'The finance input must be an object.', path: '' }] };
  }
  const resolved = resolveFinanceParameters(input.parameters);
  c.errors.push(...resolved.errors);
  const parameters = resolved.parameters;
  const yieldPpm = percentToPpm(parameters.yieldPercent);
  const plotAreaCenti = c.area(input.plotAreaSquareMeters, 'plotAreaSquareMeters');

  const income: IncomeItem[] = [];
  const areas: AreaItem[] = [];
  const incomeIds = new Set<string>();
  let parkingDemand = 0;

  (input.unitTypes ?? []).forEach((u, i) => {
    const p = `unitTypes[${i}]`;
    const id = c.id(u.id, `${p}.id`, incomeIds);
    const count = c.number(u.count, `${p}.count`, 0, MAX_COUNT, { integer: true });
    const netAreaCenti = c.area(u.totalNetFloorAreaSquareMeters, `${p}.totalNetFloorAreaSquareMeters`);
    const grossAreaCenti = c.area(u.totalGrossFloorAreaSquareMeters, `${p}.totalGrossFloorAreaSquareMeters`);
    const priceBasis = c.basis(u.priceBasis, `${p}.priceBasis`, null);
    const priceCents = c.number(u.priceCents, `${p}.priceCents`, 0, MAX_PRICE_CENTS, { integer: true });
    const parkingRatio = c.optionalNumber(u.parkingRatio, `${p}.parkingRatio`, 0, 100, 1);
    const ownYield = c.optionalNumber(u.yieldPercent, `${p}.yieldPercent`, 0.01, 100, parameters.yieldPercent);
    const isDwelling = u.isDwelling ?? true;
    const fn = c.text(u.function, `${p}.function`, 'apartment');
    parkingDemand += count * parkingRatio;
    income.push({
      id,
      name: c.text(u.name, `${p}.name`, id),
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
  });

  (input.houses ?? []).forEach((h, i) => {
    const p = `houses[${i}]`;
    const id = c.id(h.id, `${p}.id`, incomeIds);
    const count = c.number(h.count, `${p}.count`, 0, MAX_COUNT, { integer: true });
    const priceCents = c.optionalNumber(h.priceCents, `${p}.priceCents`, 0, MAX_PRICE_CENTS, parameters.housePriceCents, { integer: true });
    const netAreaCenti = c.area(h.totalNetFloorAreaSquareMeters, `${p}.totalNetFloorAreaSquareMeters`);
    const grossAreaCenti = c.area(h.totalGrossFloorAreaSquareMeters, `${p}.totalGrossFloorAreaSquareMeters`);
    income.push({
      id,
      name: c.text(h.name, `${p}.name`, id),
      source: 'house',
      function: 'house',
      count,
      netAreaCenti,
      priceBasis: 'sell_unit',
      priceCents,
      yieldPpm,
      isDwelling: true,
    });
    areas.push({ function: 'house', buildingId: buildingRef(h.buildingId), grossAreaCenti, netAreaCenti, units: count, dwellings: count, parkingSpaces: 0 });
  });

  if (input.parking) {
    const k = input.parking;
    const spaces =
      k.spaces === undefined || k.spaces === null
        ? Math.ceil(parkingDemand - 1e-9)
        : c.number(k.spaces, 'parking.spaces', 0, MAX_COUNT, { integer: true });
    const netAreaCenti = k.totalNetFloorAreaSquareMeters == null ? 0 : c.area(k.totalNetFloorAreaSquareMeters, 'parking.totalNetFloorAreaSquareMeters');
    const grossAreaCenti =
      k.totalGrossFloorAreaSquareMeters == null ? 0 : c.area(k.totalGrossFloorAreaSquareMeters, 'parking.totalGrossFloorAreaSquareMeters');
    income.push({
      id: 'parking',
      name: 'Parking',
      source: 'parking',
      function: 'parking',
      count: spaces,
      netAreaCenti,
      priceBasis: c.basis(k.priceBasis, 'parking.priceBasis', 'sell_unit'),
      priceCents: c.number(k.priceCents, 'parking.priceCents', 0, MAX_PRICE_CENTS, { integer: true }),
      yieldPpm,
      isDwelling: false,
    });
    areas.push({ function: 'parking', buildingId: buildingRef(k.buildingId), grossAreaCenti, netAreaCenti, units: 0, dwellings: 0, parkingSpaces: spaces });
  }

  (input.functionAreas ?? []).forEach((a, i) => {
    const p = `functionAreas[${i}]`;
    areas.push({
      function: c.text(a.function, `${p}.function`, 'common'),
      buildingId: buildingRef(a.buildingId),
      grossAreaCenti: c.area(a.totalGrossFloorAreaSquareMeters, `${p}.totalGrossFloorAreaSquareMeters`),
      netAreaCenti: c.area(a.totalNetFloorAreaSquareMeters, `${p}.totalNetFloorAreaSquareMeters`),
      units: 0,
      dwellings: 0,
      parkingSpaces: 0,
    });
  });

  const buildingIds = new Set<string>();
  const buildings = (input.buildings ?? []).map((b, i) => ({
    id: c.id(b.id, `buildings[${i}].id`, buildingIds),
    name: c.text(b.name, `buildings[${i}].name`, String(b.id)),
    footprintCenti: c.area(b.footprintSquareMeters, `buildings[${i}].footprintSquareMeters`),
  }));

  const costs: { item: CostItem; index: number }[] = [];
  const excludedCosts: ExcludedCostLine[] = [];
  const costIds = new Set<string>();
  (input.costs ?? []).forEach((line, i) => {
    const p = `costs[${i}]`;
    const id = c.id(line.id, `${p}.id`, costIds);
    const name = c.text(line.name, `${p}.name`, id);
    if (line.deleted || line.archived) {
      excludedCosts.push({ id, name, reason: line.deleted ? 'deleted' : 'archived' });
      return;
    }
    const kindRaw = line.kind ?? 'flat_fee';
    const groupRaw = line.group ?? 'ground';
    if (!isCostKind(kindRaw)) c.errors.push({ code: 'unknown_code', message: `Unknown cost kind ${String(kindRaw)}.`, path: `${p}.kind` });
    if (!isCostGroup(groupRaw)) c.errors.push({ code: 'unknown_code', message: `Unknown cost group ${String(groupRaw)}.`, path: `${p}.group` });
    const kind: CostKind = isCostKind(kindRaw) ? kindRaw : 'flat_fee';
    const group: CostGroup = isCostGroup(groupRaw) ? groupRaw : 'ground';
    let parameter = 0;
    if (kind === 'flat_fee') parameter = c.number(line.parameter, `${p}.parameter`, -MAX_FLAT_FEE_EUROS, MAX_FLAT_FEE_EUROS);
    else if (kind === 'per_m2_floor') parameter = c.number(line.parameter, `${p}.parameter`, -MAX_PER_M2_EUROS, MAX_PER_M2_EUROS);
    // Percentages stay non-negative so that every land-dependent cost rises with the land price (the solver relies on it).
    else parameter = c.number(line.parameter, `${p}.parameter`, 0, 100);
    const isAmount = kind === 'flat_fee' || kind === 'per_m2_floor';
    costs.push({
      index: i,
      item: {
        id,
        name,
        kind,
        group,
        order: c.optionalNumber(line.order, `${p}.order`, -1e9, 1e9, 0),
        parameter,
        valueCents: isAmount ? Math.round(parameter * 100) : 0,
        ratePpm: isAmount ? 0 : percentToPpm(parameter),
        function: kind === 'per_m2_floor' && line.function ? line.function : null,
        vatPpm: percentToPpm(c.optionalNumber(line.vatPercent, `${p}.vatPercent`, 0, 100, 0)),
      },
    });
  });
  costs.sort(
    (a, b) =>
      costGroups.indexOf(a.item.group) - costGroups.indexOf(b.item.group) || a.item.order - b.item.order || a.index - b.index,
  );

  let sensitivityStepsPpm: number[] | null = null;
  if (input.sensitivity) {
    const steps = input.sensitivity.stepsPercent ?? defaultSensitivityStepsPercent;
    if (!Array.isArray(steps) || steps.length === 0 || steps.length > MAX_SENSITIVITY_STEPS) {
      c.errors.push({
        code: 'out_of_range',
        message: `Give 1 to ${MAX_SENSITIVITY_STEPS} sensitivity steps.`,
        path: 'sensitivity.stepsPercent',
      });
    } else {
      sensitivityStepsPpm = steps.map((s, i) =>
        percentToPpm(c.number(s, `sensitivity.stepsPercent[${i}]`, -50, 50)),
      );
    }
  }

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
      income,
      costs: costs.map((x) => x.item),
      excludedCosts,
      areas,
      buildings,
      sensitivityStepsPpm,
    },
  };
}
