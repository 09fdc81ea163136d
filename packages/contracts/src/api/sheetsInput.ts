import {
  financeInputFromConcept,
  type FinanceCostLineInput,
  type FinanceInput,
  type FinanceParametersInput,
} from '@plotwise/core/finance/index';
import type { GeneratorInput, GeneratorResult } from '@plotwise/core/generator/index';
import type { ApiRecord } from '../types';

type UnitRow = ApiRecord<'units'>;
type CostRow = ApiRecord<'costs'>;

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
    buildingType: c.building_type ?? null,
    parkingKind: c.parking_kind ?? null,
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
