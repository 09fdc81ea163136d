import type { SquareMeters } from '../units/units';
import { quantity } from './figure';
import type { QuantityFigure } from './figure';
import type { AreaItem, NormalizedFinanceInput } from './normalizeFinanceInput';

/** The areas/overview sheet. */
export interface AreasOverview {
  readonly plotAreaSquareMeters: SquareMeters;
  readonly builtAreaSquareMeters: QuantityFigure;
  readonly grossFloorAreaSquareMeters: QuantityFigure;
  readonly netFloorAreaSquareMeters: QuantityFigure;
  readonly netToGrossRatio: QuantityFigure;
  readonly groundSpaceIndex: QuantityFigure;
  readonly floorSpaceIndex: QuantityFigure;
  readonly dwellings: number;
  readonly units: number;
  readonly parkingSpaces: number;
  readonly averageDwellingNetFloorAreaSquareMeters: QuantityFigure;
}

/** A row of the areas/buildings or areas/functions sheet. */
export interface AreaRow {
  readonly key: string;
  readonly name: string;
  readonly grossFloorAreaSquareMeters: SquareMeters;
  readonly netFloorAreaSquareMeters: SquareMeters;
  readonly units: number;
  readonly dwellings: number;
  readonly parkingSpaces: number;
}

/** A row of the areas/buildings sheet. */
export interface BuildingAreaRow extends AreaRow {
  readonly footprintSquareMeters: SquareMeters;
}

/** A row of the areas/functions sheet. */
export interface FunctionAreaRow extends AreaRow {
  /** Share of the concept's gross floor area. */
  readonly grossSharePercent: QuantityFigure;
}

/** The three areas sheets. */
export interface AreasSheets {
  readonly overview: AreasOverview;
  readonly buildings: readonly BuildingAreaRow[];
  readonly functions: readonly FunctionAreaRow[];
}

interface Acc {
  gross: number;
  net: number;
  units: number;
  dwellings: number;
  parking: number;
}
const empty = (): Acc => ({ gross: 0, net: 0, units: 0, dwellings: 0, parking: 0 });
const add = (acc: Acc, a: AreaItem) => {
  acc.gross += a.grossAreaCenti;
  acc.net += a.netAreaCenti;
  acc.units += a.units;
  acc.dwellings += a.dwellings;
  acc.parking += a.parkingSpaces;
};
const m2 = (centi: number) => (centi / 100) as SquareMeters;
const ratio = (part: number, whole: number, digits: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10 ** digits) / 10 ** digits;

/** Floor areas per concept, per building and per function, with GSI, FSI and the net-to-gross ratio. */
export function computeAreas(input: NormalizedFinanceInput): AreasSheets {
  const total = empty();
  const byBuilding = new Map<string, Acc>();
  const byFunction = new Map<string, Acc>();
  const known = new Set(input.buildings.map((b) => b.id));
  const dwellingNet = { centi: 0 };
  for (const a of input.areas) {
    add(total, a);
    const b = a.buildingId !== null && known.has(a.buildingId) ? a.buildingId : '';
    if (!byBuilding.has(b)) byBuilding.set(b, empty());
    add(byBuilding.get(b)!, a);
    if (!byFunction.has(a.function)) byFunction.set(a.function, empty());
    add(byFunction.get(a.function)!, a);
    if (a.dwellings > 0) dwellingNet.centi += a.netAreaCenti;
  }
  let footprint = 0;
  for (const b of input.buildings) footprint += b.footprintCenti;
  const row = (key: string, name: string, acc: Acc): AreaRow => ({
    key,
    name,
    grossFloorAreaSquareMeters: m2(acc.gross),
    netFloorAreaSquareMeters: m2(acc.net),
    units: acc.units,
    dwellings: acc.dwellings,
    parkingSpaces: acc.parking,
  });
  const buildings: BuildingAreaRow[] = input.buildings.map((b) => ({
    ...row(b.id, b.name, byBuilding.get(b.id) ?? empty()),
    footprintSquareMeters: m2(b.footprintCenti),
  }));
  const unassigned = byBuilding.get('');
  if (unassigned) buildings.push({ ...row('', 'Not assigned to a building', unassigned), footprintSquareMeters: m2(0) });
  const functions: FunctionAreaRow[] = [...byFunction.entries()].map(([fn, acc]) => ({
    ...row(fn, fn, acc),
    grossSharePercent: quantity(ratio(acc.gross * 100, total.gross, 2), 'function gross floor area ÷ total gross floor area × 100', {
      functionGrossSquareMeters: acc.gross / 100,
      totalGrossSquareMeters: total.gross / 100,
    }),
  }));
  const plot = input.plotAreaCenti;
  return {
    overview: {
      plotAreaSquareMeters: m2(plot),
      builtAreaSquareMeters: quantity(footprint / 100, 'sum of building footprints', { buildings: input.buildings.length }),
      grossFloorAreaSquareMeters: quantity(total.gross / 100, 'sum of gross floor areas', { parts: input.areas.length }),
      netFloorAreaSquareMeters: quantity(total.net / 100, 'sum of net floor areas', { parts: input.areas.length }),
      netToGrossRatio: quantity(ratio(total.net, total.gross, 3), 'net floor area ÷ gross floor area', {
        netSquareMeters: total.net / 100,
        grossSquareMeters: total.gross / 100,
      }),
      groundSpaceIndex: quantity(ratio(footprint, plot, 3), 'built area ÷ plot area (GSI)', {
        builtSquareMeters: footprint / 100,
        plotSquareMeters: plot / 100,
      }),
      floorSpaceIndex: quantity(ratio(total.gross, plot, 3), 'gross floor area ÷ plot area (FSI)', {
        grossSquareMeters: total.gross / 100,
        plotSquareMeters: plot / 100,
      }),
      dwellings: total.dwellings,
      units: total.units,
      parkingSpaces: total.parking,
      averageDwellingNetFloorAreaSquareMeters: quantity(ratio(dwellingNet.centi / 100, total.dwellings, 2), 'net floor area of dwellings ÷ dwellings', {
        dwellingNetSquareMeters: dwellingNet.centi / 100,
        dwellings: total.dwellings,
      }),
    },
    buildings,
    functions,
  };
}
