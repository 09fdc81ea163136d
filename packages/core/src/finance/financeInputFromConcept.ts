import type { GeneratorResult } from '../generator/generateBuilding';
import { useOfFunction, type AreaByUse, type FormFactors } from '../generator/formFactors';
import type { FinanceInput, FinanceUnitTypeInput, FinanceHouseInput, FinanceCostLineInput, FinanceFunctionAreaInput } from './financeInput';
import type { FinanceParametersInput } from './financeParameters';
import type { PriceBasis } from '../generator/priceBases';
import { UNTYPED_UNIT_TYPE_ID } from './financeWarnings';
import { costBuildingTypeOfBlock } from './costBuildingTypes';
import { noParkingPlaces, parkingPlaceKindOfFunction, type ParkingPlaces } from './parkingPlaceKinds';
import type { BuildingModel } from '../generator/buildingModel';

/** A unit type (spec Units) as stored: its price is in euros per its price basis. */
export interface ConceptUnitType {
  id: number | string;
  name: string;
  price: number;
  income_mode: PriceBasis;
  parking_ratio?: number | null;
}

/** One generated building of the concept, with the house price of its configuration. */
interface ConceptBuilding {
  id: number | string;
  name: string;
  result: GeneratorResult;
  housePriceEuros?: number | null;
}

/** A concept's generated buildings with the location's unit types, cost lines and finance parameters. */
export interface ConceptFinanceSource {
  plotAreaSquareMeters: number;
  unitTypes: readonly ConceptUnitType[];
  buildings: readonly ConceptBuilding[];
  costs: readonly FinanceCostLineInput[];
  parameters?: FinanceParametersInput | null;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The unit type of the dwellings the location has no unit type for: priced at nothing (financeWarnings says so). */
const untypedUnitType: ConceptUnitType = { id: UNTYPED_UNIT_TYPE_ID, name: 'No unit type', price: 0, income_mode: 'sell_unit' };

/** The uses a building's floor area is split by, without `business` (the sum of three of them). */
const USES = ['residential', 'office', 'industrial', 'commercial', 'other'] as const;
type Use = (typeof USES)[number];
type Areas = Record<Use, { gross: number; net: number }>;
const pricedAreas = (): Areas =>
  Object.fromEntries(USES.map((u) => [u, { gross: 0, net: 0 }])) as Areas;

// Areas below a hundredth of a m2 are rounding left over from the subtraction, not floor area.
const AREA_NOISE = 0.005;

/**
 * Adds a building's parking places by kind (what a per-place cost line counts), counted as the form factors count
 * `parking_spots`: a floor's spaces repeat_count times, the site's once, every building instance.
 */
function countParkingPlaces(model: BuildingModel, instances: number, places: ParkingPlaces): void {
  const add = (space: { functiontype: string; parking_spots: number }, times: number) => {
    const kind = parkingPlaceKindOfFunction(space.functiontype);
    if (kind !== null && space.parking_spots > 0) places[kind] += space.parking_spots * times;
  };
  for (const floor of model.children.floors) for (const space of floor.spaces) add(space, floor.repeat_count * instances);
  for (const space of model.children.functions) add(space, instances);
}

/**
 * The floor area of a building that no unit line carries (cores, galleries, corridors, storage, parking floors,
 * units without a price), per use: the building's gross and net floor area less the units' own, so that the unit
 * lines and these add up to exactly the generated GFA and NFA (never the whole floor a second time). Each use's
 * remainder is its share of the floor split by use less its priced units'; what that split cannot place (a unit of
 * no listed use on a floor of another) is spread in proportion, so the total always holds.
 */
function unpricedAreas(ff: FormFactors, priced: Areas): Omit<FinanceFunctionAreaInput, 'buildingId'>[] {
  const restOf = (total: number, byUse: AreaByUse, part: 'gross' | 'net') => {
    const rest = Math.max(0, total - USES.reduce((s, u) => s + priced[u][part], 0));
    const raw = USES.map((u) => Math.max(0, byUse[u] - priced[u][part]));
    const sum = raw.reduce((s, x) => s + x, 0);
    return USES.map((u, i) => (sum > 0 ? (raw[i]! * rest) / sum : u === 'other' ? rest : 0));
  };
  const gross = restOf(ff.gfa, ff.gfa_by_use, 'gross');
  const net = restOf(ff.nfa, ff.nfa_by_use, 'net');
  return USES.flatMap((use, i) =>
    gross[i]! > AREA_NOISE || net[i]! > AREA_NOISE
      ? [{ function: use, totalGrossFloorAreaSquareMeters: gross[i]!, totalNetFloorAreaSquareMeters: net[i]! }]
      : [],
  );
}

/**
 * The finance engine's input from a concept's generated buildings: units counted as the form factors count
 * them (floor repeats times building instances), grouped per unit type; street houses without a unit type
 * priced as houses; floor area per use; footprints for the areas sheets.
 */
export function financeInputFromConcept(source: ConceptFinanceSource): FinanceInput {
  const byType = new Map<string, { count: number; net: number; gross: number; fn: string }>();
  const houses: FinanceHouseInput[] = [];
  const functionAreas: FinanceFunctionAreaInput[] = [];
  const known = new Map(source.unitTypes.map((u) => [String(u.id), u]));
  let parkingSpaces = 0;
  const parkingPlaces = noParkingPlaces();
  for (const b of source.buildings) {
    const { model, form_factors: ff } = b.result;
    const instances = Math.max(1, model.shape.instances.length);
    const houseTotals = { count: 0, net: 0, gross: 0, fn: 'residential' };
    const priced = pricedAreas();
    // Walk the floors as the form factors do: a floor counts repeat_count times, a house once (its upper
    // storeys add area, not units), every building `instances` times.
    for (const floor of model.children.floors) {
      const times = floor.repeat_count * instances;
      for (const space of floor.spaces) {
        if (space.category !== 'unit') continue;
        const count = space.counts_as_unit ? times : 0;
        const type = space.unit_id !== null ? known.get(String(space.unit_id)) : undefined;
        const use = useOfFunction(space.functiontype) ?? 'other';
        // untyped units are houses in street housing; dwellings elsewhere are a line of their own without a price
        // (so they count as dwellings and the figures say they earn nothing); offices and halls earn through costs
        const key = type ? String(type.id) : use === 'residential' && model.blocktype !== 'street_housing' ? UNTYPED_UNIT_TYPE_ID : null;
        const t = key !== null ? (byType.get(key) ?? { count: 0, net: 0, gross: 0, fn: space.functiontype }) : model.blocktype === 'street_housing' ? houseTotals : null;
        if (!t) continue;
        t.count += count;
        t.net += space.area_net * times;
        t.gross += space.area_gross * times;
        priced[use].net += space.area_net * times;
        priced[use].gross += space.area_gross * times;
        if (key !== null) byType.set(key, t);
      }
    }
    if (houseTotals.count > 0)
      houses.push({
        id: `house-${b.id}`,
        name: b.name,
        count: houseTotals.count,
        priceCents: b.housePriceEuros === null || b.housePriceEuros === undefined ? null : cents(b.housePriceEuros),
        totalNetFloorAreaSquareMeters: houseTotals.net,
        totalGrossFloorAreaSquareMeters: houseTotals.gross,
        buildingId: b.id,
      });
    for (const area of unpricedAreas(ff, priced)) functionAreas.push({ ...area, buildingId: b.id });
    parkingSpaces += ff.parking_spots;
    countParkingPlaces(model, instances, parkingPlaces);
  }
  const unitTypes: FinanceUnitTypeInput[] = [...byType.entries()].map(([id, t]) => {
    const type = known.get(id) ?? untypedUnitType;
    return {
      id: type.id,
      name: type.name,
      function: t.fn,
      count: t.count,
      totalNetFloorAreaSquareMeters: t.net,
      totalGrossFloorAreaSquareMeters: t.gross,
      priceBasis: type.income_mode,
      priceCents: cents(type.price),
      parkingRatio: type.parking_ratio ?? null,
    };
  });
  const parkingPrice = source.parameters?.parking_price_euros;
  return {
    plotAreaSquareMeters: source.plotAreaSquareMeters,
    unitTypes,
    houses,
    functionAreas,
    buildings: source.buildings.map((b) => ({
      id: b.id,
      name: b.name,
      footprintSquareMeters: b.result.form_factors.built_area,
      // what a construction cost line of a building type counts: the building's generated floor area
      buildingType: costBuildingTypeOfBlock(b.result.model.blocktype),
      grossFloorAreaSquareMeters: b.result.form_factors.gfa,
      // what a cost line per m2 of open gallery counts: the open galleries, outside the GFA (ADR 0011); like the GFA,
      // every instance of the building
      galleryAreaSquareMeters: b.result.form_factors.outdoor_circulation_area,
    })),
    parkingPlaces,
    parking: parkingSpaces > 0 ? { spaces: parkingSpaces, priceCents: typeof parkingPrice === 'number' ? cents(parkingPrice) : 0, priceBasis: 'sell_unit' } : null,
    costs: source.costs,
    parameters: source.parameters ?? null,
  };
}
