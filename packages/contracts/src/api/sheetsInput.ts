import {
  financeInputFromConcept,
  type FinanceCostLineInput,
  type FinanceInput,
  type FinanceParametersInput,
  type PriceBasis,
} from '@plotwise/core/finance/index';
import {
  defaultBuildingCfg,
  defaultUnitInput,
  type BuildingCfg,
  type GeneratorInput,
  type GeneratorResult,
  type UnitInput,
} from '@plotwise/core/generator/index';
import { radians, rdPoint } from '@plotwise/core/units/units';
import type { ApiRecord } from '../types';

type BuildingRow = ApiRecord<'buildings'>;
type UnitRow = ApiRecord<'units'>;
type CostRow = ApiRecord<'costs'>;

/** Stored unit types (with their cfg) as the generator's unit inputs. */
export function sheetUnitInputs(unitRows: readonly UnitRow[]): UnitInput[] {
  return unitRows.map((u) => {
    const { id: _id, companyId: _c, unitId: _u, ...cfg } = (u.cfg ?? {}) as Record<string, unknown>;
    return defaultUnitInput({
      id: u.id,
      name: u.name ?? '',
      order: u.order ?? 1000,
      size: u.size ?? 50,
      size_max: u.size_max ?? 100,
      price: u.price ?? 0,
      income_mode: (u.income_mode ?? 'rent_unit_month') as PriceBasis,
      programme_goal: u.programme_goal ?? null,
      cfg: Object.fromEntries(Object.entries(cfg).filter(([, v]) => v !== null && v !== undefined)) as Partial<UnitInput['cfg']> as UnitInput['cfg'],
    });
  });
}

/** A stored building (with its cfg) as the generator's building: the stored configuration over the defaults. */
export function storedBuildingInput(b: BuildingRow): GeneratorInput['building'] {
  const { id: _id, companyId: _c, buildingId: _b, ...cfg } = (b.cfg ?? {}) as Record<string, unknown>;
  const merged = { ...defaultBuildingCfg(), ...Object.fromEntries(Object.entries(cfg).filter(([, v]) => v !== null)) } as BuildingCfg;
  return {
    id: b.id,
    name: b.name ?? '',
    archetype: b.archetype ?? 0,
    maxwidth: b.maxwidth ?? 20,
    maxlength: b.maxlength ?? 40,
    maxheight: b.maxheight ?? 25,
    x: b.x ?? 0,
    y: b.y ?? 0,
    z: b.z ?? 0,
    rotate_z: radians(b.rotate_z ?? 0),
    version: b.version ?? 3,
    conceptId: b.conceptId,
    cfg: merged,
  };
}

/**
 * The concept's buildings as generator inputs on an open site around each building (the finance sheets price
 * what the configuration asks for; the concept screens generate on the location's own site, see
 * apps/web/src/features/concepts/shared). The same rule as POST /api/finance/evaluate.
 */
export function sheetGeneratorInputs(buildingRows: readonly BuildingRow[], units: readonly UnitInput[]): GeneratorInput[] {
  return buildingRows.map((b) => {
    const building = storedBuildingInput(b);
    const reach = Math.max(building.maxwidth, building.maxlength) + 200;
    const { x, y } = building;
    return {
      building,
      units,
      site: {
        buildable_area: [rdPoint(x - reach, y - reach), rdPoint(x + reach, y - reach), rdPoint(x + reach, y + reach), rdPoint(x - reach, y + reach)],
      },
    };
  });
}

/** Stored cost lines as the engine's cost lines (stored `type` is the kind, `category` the group). */
export function sheetCostLines(costRows: readonly CostRow[]): FinanceCostLineInput[] {
  return costRows.map((c) => ({
    id: c.id,
    name: c.name ?? '',
    kind: c.type,
    group: c.category,
    parameter: c.parameter ?? 0,
    order: c.order,
    archived: c.archived,
    deleted: c.deleted,
  }));
}

/** Stored units as the unit types the finance engine prices (price, price basis, parking ratio). */
export function sheetUnitTypes(unitRows: readonly UnitRow[]) {
  return unitRows.map((u) => ({
    id: u.id,
    name: u.name ?? '',
    price: u.price ?? 0,
    income_mode: u.income_mode ?? 'rent_unit_month',
    parking_ratio: u.cfg?.parking_ratio ?? null,
  }));
}

/** Everything stored that the sheets of one concept are computed from, with its generated buildings. */
interface SheetSource {
  plotAreaSquareMeters: number;
  units: readonly UnitRow[];
  costs: readonly CostRow[];
  generated: readonly { input: GeneratorInput; result: GeneratorResult }[];
  parameters: FinanceParametersInput;
}

/** The finance engine's input of a stored concept: the one mapping the web's sheets use (docs/finance.md). */
export function sheetFinanceInput(source: SheetSource): FinanceInput {
  return financeInputFromConcept({
    plotAreaSquareMeters: source.plotAreaSquareMeters,
    unitTypes: sheetUnitTypes(source.units),
    buildings: source.generated.map((g) => ({
      id: g.input.building.id,
      name: g.input.building.name,
      result: g.result,
      housePriceEuros: g.input.building.cfg.house.price,
    })),
    costs: sheetCostLines(source.costs),
    parameters: source.parameters,
  });
}
