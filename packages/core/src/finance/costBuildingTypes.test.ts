import { describe, expect, it } from 'vitest';
import { evaluateFinance } from './evaluateFinance';
import type { FinanceSheets } from './evaluateFinance';
import type { FinanceCostLineInput, FinanceInput } from './financeInput';
import { costBuildingTypeOfBlock } from './costBuildingTypes';
import { buildFinanceWorkbook } from './workbook/buildFinanceWorkbook';
import { loadWorkbook, valueAt } from './workbook/recompute.testkit';
import { columnName } from './workbook/sheetBuilder';
import { sheets } from './sheets.testkit';

// Construction costs per building type (issue #39 item 2): a per-m2 line of a building type counts the gross floor
// area of the concept's buildings of that type only; a line without one counts all of it, as before.

/** A concept of a gallery flat (1 000 m2), a tower (2 500 m2) and a car park (800 m2), valued at a fixed land price. */
const concept = (costs: FinanceCostLineInput[]): FinanceInput => ({
  plotAreaSquareMeters: 3000,
  unitTypes: [
    { id: 'A', name: 'Flat', function: 'apartment', count: 40, totalNetFloorAreaSquareMeters: 2800, totalGrossFloorAreaSquareMeters: 3200, priceBasis: 'sell_unit', priceCents: 40_000_000 },
  ],
  functionAreas: [
    { function: 'residential', buildingId: 1, totalGrossFloorAreaSquareMeters: 100, totalNetFloorAreaSquareMeters: 0 },
    { function: 'other', buildingId: 3, totalGrossFloorAreaSquareMeters: 800, totalNetFloorAreaSquareMeters: 760 },
  ],
  buildings: [
    { id: 1, name: 'Gallery', footprintSquareMeters: 250, buildingType: 'flats', grossFloorAreaSquareMeters: 1000 },
    { id: 2, name: 'Tower', footprintSquareMeters: 300, buildingType: 'towers', grossFloorAreaSquareMeters: 2500.55 },
    // no gross floor area given: the area lines that name the building (800 m2)
    { id: 3, name: 'Car park', footprintSquareMeters: 400, buildingType: 'parking' },
  ],
  costs,
  parameters: { land_price_euros: 1_000_000, interest_rate_percent: 0 },
});

const line = (id: number, parameter: number, extra: Partial<FinanceCostLineInput> = {}): FinanceCostLineInput => ({
  id,
  name: `line ${id}`,
  kind: 'per_m2_floor',
  group: 'building',
  parameter,
  ...extra,
});

const amount = (s: FinanceSheets, id: number) => s.costs.rows.find((r) => r.id === String(id))!.amount;

describe('construction costs per building type', () => {
  it('maps the block types to the building types a cost line can name', () => {
    expect(['gallery_flats', 'corridor_flats', 'tower', 'street_housing', 'parking', 'office', 'distribution_centre', 'street'].map(costBuildingTypeOfBlock)).toEqual([
      'flats',
      'flats',
      'towers',
      'houses',
      'parking',
      'offices',
      'distribution_centres',
      null,
    ]);
  });

  it("counts each typed line against its buildings' floor area, and an untyped line against all of it", () => {
    const s = sheets(concept([line(1, 2000, { buildingType: 'flats' }), line(2, 2400, { buildingType: 'towers' }), line(3, 900, { buildingType: 'parking' }), line(4, 10)]));
    expect(amount(s, 1).cents).toBe(2000 * 1000 * 100);
    // 2 400 × 2 500.55 = 6 001 320
    expect(amount(s, 2).cents).toBe(600_132_000);
    expect(amount(s, 2).inputs).toMatchObject({ grossFloorAreaSquareMeters: 2500.55, buildingType: 'towers' });
    expect(amount(s, 3).cents).toBe(900 * 800 * 100);
    // the untyped line keeps its meaning: all of the concept's gross floor area (3 200 + 100 + 800)
    expect(amount(s, 4).cents).toBe(10 * 4100 * 100);
    expect(s.warnings).toEqual([]);
  });

  it('costs a type of which the concept has no building nothing, and says which built types no line costs', () => {
    const s = sheets(concept([line(1, 2000, { buildingType: 'flats' }), line(5, 1700, { buildingType: 'houses' })]));
    expect(amount(s, 5).cents).toBe(0);
    expect(s.warnings.map((w) => [w.code, w.names])).toEqual([['no_construction_costs_for_types', ['towers', 'parking']]]);
    // an untyped line costs every building, so nothing is missing
    expect(sheets(concept([line(1, 2000, { buildingType: 'flats' }), line(4, 1500)])).warnings).toEqual([]);
    // no construction line at all stays the one warning it was
    expect(sheets(concept([])).warnings.map((w) => w.code)).toEqual(['no_construction_costs']);
  });

  it('refuses an unknown building type, and a line that names a function and a building type', () => {
    const unknown = evaluateFinance(concept([line(1, 2000, { buildingType: 'castles' })]));
    expect(unknown.ok ? [] : unknown.errors.map((e) => [e.code, e.path])).toEqual([['unknown_code', 'costs[0].buildingType']]);
    const both = evaluateFinance(concept([line(1, 2000, { buildingType: 'flats', function: 'parking' })]));
    expect(both.ok ? [] : both.errors.map((e) => [e.code, e.path])).toEqual([['out_of_range', 'costs[0].buildingType']]);
  });

  it('gives the same costs and RGW in the Excel recomputed by HyperFormula, each typed line a SUMIF over its type', () => {
    const input = { ...concept([line(1, 2000, { buildingType: 'flats' }), line(2, 2400, { buildingType: 'towers' }), line(3, 900, { buildingType: 'parking' }), line(4, 10)]), parameters: { interest_rate_percent: 5 } };
    const out = sheets(input);
    const built = buildFinanceWorkbook(input, 'en');
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    const hf = loadWorkbook(built.value);
    const rowOf = (sheet: string, label: string) => built.value.sheets.find((x) => x.name === sheet)!.rows.findIndex((r) => r[0]?.value === label) + 1;
    const euros = (sheet: string, label: string, column: number) => Math.round(Number(valueAt(hf, sheet, `${columnName(column)}${rowOf(sheet, label)}`)) * 100);
    for (const id of [1, 2, 3, 4]) expect(euros('Costs', `line ${id}`, 4)).toBe(amount(out, id).cents);
    expect(euros('RGW', 'Residual land value (RGW)', 2)).toBe(out.rgw.residualLandValue.cents);
    expect(built.value.sheets[0]!.rows[rowOf('Inputs', 'Towers') - 1]![4]!.value).toBe(2500.55);
  });
});
