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
interface AreaRow {
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
const ratio = (part: number, whole: number, digits: 2 | 3): number | null => {
  const scale = digits === 2 ? 100 : 1000;
  return whole === 0 ? null : Math.round((part / whole) * scale) / scale;
};

// Rows are written out in full: object spread is several times slower once transpiled, and this runs per evaluation.
const toBuildingRow = (key: string, name: string, acc: Acc, footprintCenti: number): BuildingAreaRow => ({
  key,
  name,
  grossFloorAreaSquareMeters: m2(acc.gross),
  netFloorAreaSquareMeters: m2(acc.net),
  units: acc.units,
  dwellings: acc.dwellings,
  parkingSpaces: acc.parking,
  footprintSquareMeters: m2(footprintCenti),
});

/** Floor areas per concept, per building and per function, with GSI, FSI and the net-to-gross ratio. */
export function computeAreas(input: NormalizedFinanceInput): AreasSheets {
  const total = empty();
  const buildingIndex = new Map<string, number>();
  const byBuilding: Acc[] = [];
  for (let i = 0; i < input.buildings.length; i++) {
    buildingIndex.set(input.buildings[i]!.id, i);
    byBuilding.push(empty());
  }
  let unassigned: Acc | null = null;
  const byFunction = new Map<string, Acc>();
  let dwellingNetCenti = 0;
  for (const a of input.areas) {
    add(total, a);
    const b = a.buildingId === null ? undefined : buildingIndex.get(a.buildingId);
    if (b === undefined) add((unassigned ??= empty()), a);
    else add(byBuilding[b]!, a);
    let f = byFunction.get(a.function);
    if (!f) byFunction.set(a.function, (f = empty()));
    add(f, a);
    if (a.dwellings > 0) dwellingNetCenti += a.netAreaCenti;
  }
  let footprint = 0;
  const buildings: BuildingAreaRow[] = [];
  for (let i = 0; i < input.buildings.length; i++) {
    const b = input.buildings[i]!;
    footprint += b.footprintCenti;
    buildings.push(toBuildingRow(b.id, b.name, byBuilding[i]!, b.footprintCenti));
  }
  if (unassigned) buildings.push(toBuildingRow('', 'Not assigned to a building', unassigned, 0));
  const functions: FunctionAreaRow[] = [];
  for (const [fn, acc] of byFunction) {
    functions.push({
      key: fn,
      name: fn,
      grossFloorAreaSquareMeters: m2(acc.gross),
      netFloorAreaSquareMeters: m2(acc.net),
      units: acc.units,
      dwellings: acc.dwellings,
      parkingSpaces: acc.parking,
      grossSharePercent: quantity(
        ratio(acc.gross * 100, total.gross, 2),
        'function gross floor area ÷ total gross floor area × 100',
        {
          functionGrossSquareMeters: acc.gross / 100,
          totalGrossSquareMeters: total.gross / 100,
        },
      ),
    });
  }
  const plot = input.plotAreaCenti;
  return {
    overview: {
      plotAreaSquareMeters: m2(plot),
      builtAreaSquareMeters: quantity(footprint / 100, 'sum of building footprints', {
        buildings: input.buildings.length,
      }),
      grossFloorAreaSquareMeters: quantity(total.gross / 100, 'sum of gross floor areas', {
        parts: input.areas.length,
      }),
      netFloorAreaSquareMeters: quantity(total.net / 100, 'sum of net floor areas', {
        parts: input.areas.length,
      }),
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
      averageDwellingNetFloorAreaSquareMeters: quantity(
        ratio(dwellingNetCenti / 100, total.dwellings, 2),
        'net floor area of dwellings ÷ dwellings',
        { dwellingNetSquareMeters: dwellingNetCenti / 100, dwellings: total.dwellings },
      ),
    },
    buildings,
    functions,
  };
}
