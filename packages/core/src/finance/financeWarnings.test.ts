import { describe, expect, it } from 'vitest';
import type { FinanceSheets } from './evaluateFinance';
import type { FinanceCostLineInput, FinanceInput } from './financeInput';
import { groupThousands } from './financeWarnings';
import { workbookLabels } from './workbook/labels';
import { sheets } from './sheets.testkit';

// ADR 0011: the open galleries of gallery flats are outside the GFA, so a line per m2 GFA no longer prices them; the
// figures say so when no line per m2 of open gallery does.

/** A gallery flat (1 000 m2 GFA, 1 234.4 m2 of open galleries) and a tower (2 000 m2, none), at a fixed land price. */
const concept = (costs: FinanceCostLineInput[]): FinanceInput => ({
  plotAreaSquareMeters: 3000,
  unitTypes: [
    { id: 'A', name: 'Flat', function: 'apartment', count: 30, totalNetFloorAreaSquareMeters: 2100, totalGrossFloorAreaSquareMeters: 3000, priceBasis: 'sell_unit', priceCents: 40_000_000 },
  ],
  buildings: [
    { id: 1, name: 'Gallery', footprintSquareMeters: 250, buildingType: 'flats', grossFloorAreaSquareMeters: 1000, galleryAreaSquareMeters: 1234.4 },
    { id: 2, name: 'Tower', footprintSquareMeters: 300, buildingType: 'towers', grossFloorAreaSquareMeters: 2000 },
  ],
  costs,
  parameters: { land_price_euros: 1_000_000, interest_rate_percent: 0 },
});

const line = (id: number, kind: FinanceCostLineInput['kind'], parameter: number, extra: Partial<FinanceCostLineInput> = {}): FinanceCostLineInput => ({
  id,
  name: `line ${id}`,
  kind,
  group: 'building',
  parameter,
  ...extra,
});

const codes = (s: FinanceSheets) => s.warnings.map((w) => w.code);

describe('the warning on open galleries no line prices', () => {
  it('says how many m2 of open galleries no line prices when there is none per m2 of open gallery', () => {
    const s = sheets(concept([line(1, 'per_m2_floor', 2000)]));
    expect(s.warnings).toEqual([
      {
        code: 'galleries_unpriced',
        message: 'Open galleries of 1 234 m² are outside the gross floor area and no cost line prices them: add a line per m² open gallery.',
        count: 1234,
        names: [],
      },
    ]);
  });

  it('is not there when a line per m2 of open gallery prices them, of all buildings or of theirs', () => {
    expect(codes(sheets(concept([line(1, 'per_m2_floor', 2000), line(2, 'per_m2_gallery', 1050)])))).toEqual([]);
    expect(codes(sheets(concept([line(1, 'per_m2_floor', 2000), line(2, 'per_m2_gallery', 1050, { buildingType: 'flats' })])))).toEqual([]);
    // in another group too: the line prices them wherever it is kept
    expect(codes(sheets(concept([line(1, 'per_m2_floor', 2000), line(2, 'per_m2_gallery', 1050, { group: 'additional' })])))).toEqual([]);
  });

  it('is there when the gallery line prices nothing: a price of 0, or a building type without galleries', () => {
    expect(codes(sheets(concept([line(1, 'per_m2_floor', 2000), line(2, 'per_m2_gallery', 0)])))).toEqual(['galleries_unpriced']);
    expect(codes(sheets(concept([line(1, 'per_m2_floor', 2000), line(2, 'per_m2_gallery', 1050, { buildingType: 'towers' })])))).toEqual(['galleries_unpriced']);
  });

  it('is not there for a concept without open galleries', () => {
    const none = concept([line(1, 'per_m2_floor', 2000)]);
    expect(codes(sheets({ ...none, buildings: none.buildings!.map((b) => ({ ...b, galleryAreaSquareMeters: 0 })) }))).toEqual([]);
    // under half a m2 of galleries in all (0.2 + 0.2) rounds to none
    expect(codes(sheets({ ...none, buildings: none.buildings!.map((b) => ({ ...b, galleryAreaSquareMeters: 0.2 })) }))).toEqual([]);
  });

  it('a gallery line of no building type prices no floor area: the building types without a floor line are named', () => {
    const s = sheets(concept([line(1, 'per_m2_floor', 2000, { buildingType: 'flats' }), line(2, 'per_m2_gallery', 1050)]));
    expect(s.warnings.map((w) => [w.code, w.names])).toEqual([['no_construction_costs_for_types', ['towers']]]);
  });

  it('is written in the Excel file in both languages, the area grouped as each writes it', () => {
    const w = { count: 12_345, names: [] };
    expect(workbookLabels('en').warnings.galleries_unpriced(w)).toBe(
      'Open galleries of 12,345 m2 are outside the gross floor area and no cost line prices them: add a line per m2 open gallery.',
    );
    expect(workbookLabels('nl').warnings.galleries_unpriced(w)).toBe(
      'Open galerijen van 12.345 m2 liggen buiten de BVO en geen kostenpost prijst ze: voeg een post per m2 galerij toe.',
    );
    expect([0, 999, 1000, 1_234_567].map((n) => groupThousands(n))).toEqual(['0', '999', '1 000', '1 234 567']);
  });
});
