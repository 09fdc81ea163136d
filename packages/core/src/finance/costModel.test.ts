import { describe, expect, it } from 'vitest';
import { computeCostsSheet } from './computeCostsSheet';
import type { CostsSheet } from './computeCostsSheet';
import { evaluateCostExacts, prepareCostModel } from './costModel';
import type { FinanceCostLineInput, FinanceInput } from './financeInput';
import type { FinanceParametersInput } from './financeParameters';
import { normalizeFinanceInput } from './normalizeFinanceInput';

const base: FinanceInput = {
  plotAreaSquareMeters: 2000,
  functionAreas: [
    { function: 'apartment', totalGrossFloorAreaSquareMeters: 1234.56, totalNetFloorAreaSquareMeters: 1000 },
    { function: 'parking', totalGrossFloorAreaSquareMeters: 400, totalNetFloorAreaSquareMeters: 380 },
  ],
};

const costsAt = (
  lines: FinanceCostLineInput[],
  landPriceCents: number,
  parameters: FinanceParametersInput = { interest_rate_percent: 0 },
): CostsSheet => {
  const n = normalizeFinanceInput({ ...base, costs: lines, parameters });
  if (!n.ok) throw new Error(JSON.stringify(n.errors));
  const model = prepareCostModel(n.value);
  return computeCostsSheet(model, evaluateCostExacts(model, landPriceCents));
};
const line = (
  id: number,
  kind: FinanceCostLineInput['kind'],
  group: FinanceCostLineInput['group'],
  parameter: number,
  extra: Partial<FinanceCostLineInput> = {},
): FinanceCostLineInput => ({
  id,
  name: `line ${id}`,
  kind,
  group,
  parameter,
  ...extra,
});
const row = (s: CostsSheet, id: string) => s.rows.find((r) => r.id === id)!;

describe('each cost kind', () => {
  it('flat_fee: the parameter in euros', () => {
    expect(row(costsAt([line(1, 'flat_fee', 'additional', 12_345.67)], 0), '1').amount.cents).toBe(1_234_567);
  });

  it('per_m2_floor: euros per m2 of all gross floor area, or of one function', () => {
    const s = costsAt(
      [
        line(1, 'per_m2_floor', 'building', 1_750.5),
        line(2, 'per_m2_floor', 'building', 900, { function: 'parking' }),
      ],
      0,
    );
    // 1 750.50 × 1 634.56 = 2 861 297.28; 900 × 400 = 360 000
    expect(row(s, '1').amount.cents).toBe(286_129_728);
    expect(row(s, '1').amount.inputs.grossFloorAreaSquareMeters).toBe(1634.56);
    expect(row(s, '2').amount.cents).toBe(36_000_000);
  });

  it('per_parking_place: euros per place of one kind, or of every place the concept draws', () => {
    const lines = [
      line(1, 'per_parking_place', 'building', 27_500, { parkingKind: 'garage' }),
      line(2, 'per_parking_place', 'building', 3_250.5, { parkingKind: 'surface' }),
      line(3, 'per_parking_place', 'additional', 150),
      line(4, 'per_parking_place', 'building', 12_000, { parkingKind: 'house_garage' }),
    ];
    const n = normalizeFinanceInput({
      ...base,
      parkingPlaces: { surface: 12, garage: 64 },
      costs: [...lines, line(5, 'percentage_construction', 'additional', 10)],
      parameters: { interest_rate_percent: 0 },
    });
    if (!n.ok) throw new Error(JSON.stringify(n.errors));
    const model = prepareCostModel(n.value);
    const s = computeCostsSheet(model, evaluateCostExacts(model, 0));
    // 27 500 × 64 = 1 760 000; 3 250.50 × 12 = 39 006; 150 × 76 = 11 400; no house garages: 0
    expect(row(s, '1').amount.cents).toBe(176_000_000);
    expect(row(s, '1').amount.inputs).toMatchObject({ parkingPlaces: 64, parkingKind: 'garage', pricePerPlaceCents: 2_750_000 });
    expect(row(s, '2').amount.cents).toBe(3_900_600);
    expect(row(s, '3').amount.cents).toBe(1_140_000);
    expect(row(s, '3').amount.inputs.parkingPlaces).toBe(76);
    expect(row(s, '4').amount.cents).toBe(0);
    // the building group's per-place lines are construction: 10 % of (1 760 000 + 39 006 + 0) = 179 900.60
    expect(row(s, '5').amount.cents).toBe(17_990_060);
  });

  it('per_parking_place: an unknown kind of place, or places not whole, are refused with their path', () => {
    const n = normalizeFinanceInput({ ...base, parkingPlaces: { surface: 2.5, cellar: 3 }, costs: [line(1, 'per_parking_place', 'building', 1, { parkingKind: 'roof' })] });
    expect(n.ok).toBe(false);
    if (n.ok) return;
    expect(n.errors.map((e) => [e.code, e.path])).toEqual(
      expect.arrayContaining([
        ['unknown_code', 'costs[0].parkingKind'],
        ['not_integer', 'parkingPlaces.surface'],
        ['unknown_code', 'parkingPlaces'],
      ]),
    );
  });

  it('per_m2_gallery: euros per m2 of the open galleries, which the gross floor area does not hold (ADR 0011)', () => {
    const buildings: FinanceInput['buildings'] = [
      { id: 'g', name: 'Gallery flat', footprintSquareMeters: 500, buildingType: 'flats', grossFloorAreaSquareMeters: 1234.56, galleryAreaSquareMeters: 260.25 },
      { id: 't', name: 'Tower', footprintSquareMeters: 300, buildingType: 'towers', grossFloorAreaSquareMeters: 400, galleryAreaSquareMeters: 40 },
      { id: 'p', name: 'Car park', footprintSquareMeters: 200, buildingType: 'parking' },
    ];
    const n = normalizeFinanceInput({
      ...base,
      buildings,
      costs: [
        line(1, 'per_m2_gallery', 'building', 1_050.5),
        line(2, 'per_m2_gallery', 'building', 1_000, { buildingType: 'flats' }),
        line(3, 'per_m2_gallery', 'building', 1_000, { buildingType: 'houses' }),
        line(4, 'per_m2_floor', 'building', 1_000),
        line(5, 'per_m2_floor', 'building', 1_000, { buildingType: 'flats' }),
        line(6, 'percentage_construction', 'additional', 10),
      ],
      parameters: { interest_rate_percent: 0 },
    });
    if (!n.ok) throw new Error(JSON.stringify(n.errors));
    const model = prepareCostModel(n.value);
    // the galleries stay out of the floor area a per-m2 floor line counts
    expect([model.totalGrossAreaCenti, model.totalGalleryAreaCenti]).toEqual([163_456, 30_025]);
    const s = computeCostsSheet(model, evaluateCostExacts(model, 0));
    // 1 050.50 × (260.25 + 40) = 315 412.625 → 315 412.63
    expect(row(s, '1').amount.cents).toBe(31_541_263);
    expect(row(s, '1').amount.formula).toBe('price per m2 × open gallery area');
    expect(row(s, '1').amount.inputs).toMatchObject({ galleryAreaSquareMeters: 300.25, pricePerSquareMeterCents: 105_050, buildingType: null });
    // of a building type: only that type's galleries; a type without galleries: nothing
    expect(row(s, '2').amount.cents).toBe(26_025_000);
    expect(row(s, '2').amount.inputs).toMatchObject({ galleryAreaSquareMeters: 260.25, buildingType: 'flats' });
    expect(row(s, '3').amount.cents).toBe(0);
    // the floor lines count the floor area only: all of it (the area lines), or the flats' 1 234.56
    expect(row(s, '4').amount.cents).toBe(163_456_000);
    expect(row(s, '5').amount.cents).toBe(123_456_000);
    // a gallery line of the building group is construction: 10 % of the building lines
    expect(row(s, '6').amount.cents).toBe(Math.round((31_541_262.5 + 26_025_000 + 163_456_000 + 123_456_000) / 10));
  });

  it('per_m2_gallery: a negative gallery area, or an unknown building type, is refused with its path', () => {
    const n = normalizeFinanceInput({
      ...base,
      buildings: [{ id: 'g', name: 'Gallery flat', footprintSquareMeters: 500, galleryAreaSquareMeters: -5 }],
      costs: [line(1, 'per_m2_gallery', 'building', 1_000, { buildingType: 'castles' })],
    });
    expect(n.ok).toBe(false);
    if (n.ok) return;
    expect(n.errors.map((e) => [e.code, e.path])).toEqual([
      ['out_of_range', 'buildings[0].galleryAreaSquareMeters'],
      ['unknown_code', 'costs[0].buildingType'],
    ]);
  });

  it('percentage_ground: a percentage of the land price', () => {
    // 2 % of 1 234 567.89 = 24 691.3578 → 24 691.36
    expect(row(costsAt([line(1, 'percentage_ground', 'ground', 2)], 123_456_789), '1').amount.cents).toBe(
      2_469_136,
    );
  });

  it('percentage_construction: a percentage of the building group, whatever its kinds', () => {
    const s = costsAt(
      [
        line(1, 'flat_fee', 'building', 100_000),
        line(2, 'per_m2_floor', 'building', 1_000, { function: 'parking' }),
        line(3, 'flat_fee', 'furnishing', 55_555),
        line(4, 'percentage_construction', 'additional', 12.5),
      ],
      0,
    );
    // 12.5 % × (100 000 + 400 000); furnishing is not construction
    expect(row(s, '4').amount.cents).toBe(6_250_000);
  });

  it('total: a percentage of all costs before financing, land included, other total lines excluded', () => {
    const s = costsAt(
      [
        line(1, 'flat_fee', 'building', 800_000),
        line(2, 'flat_fee', 'financing', 7_000),
        line(3, 'total', 'unforeseen', 5),
        line(4, 'total', 'additional', 1),
      ],
      20_000_000,
    );
    // subtotal 200 000 + 800 000 = 1 000 000 → 5 % = 50 000 and 1 % = 10 000
    expect(row(s, '3').amount.cents).toBe(5_000_000);
    expect(row(s, '4').amount.cents).toBe(1_000_000);
  });
});

describe('groups, order, flags and VAT', () => {
  it('lists the land price first, then groups in spec order and lines by order; archived and deleted lines are left out', () => {
    const s = costsAt(
      [
        line(1, 'flat_fee', 'tax', 1),
        line(2, 'flat_fee', 'building', 2, { order: 20 }),
        line(3, 'flat_fee', 'building', 3, { order: 10 }),
        line(4, 'flat_fee', 'ground', 4, { deleted: true }),
        line(5, 'flat_fee', 'building', 5, { archived: true }),
        line(6, 'flat_fee', 'ground', 6),
      ],
      100,
    );
    expect(s.rows.map((r) => r.id)).toEqual(['land_price', '6', '3', '2', '1']);
    expect(s.excluded.map((e) => [e.id, e.reason])).toEqual([
      ['4', 'deleted'],
      ['5', 'archived'],
    ]);
    expect(s.groups.map((g) => g.group)).toEqual([
      'ground',
      'building',
      'furnishing',
      'additional',
      'unforeseen',
      'tax',
      'financing',
    ]);
    expect(s.totalInvestment.cents).toBe(100 + 600 + 300 + 200 + 100);
  });

  it('adds VAT only as far as it cannot be recovered', () => {
    const lines = [line(1, 'flat_fee', 'building', 100_000, { vatPercent: 21 })];
    expect(row(costsAt(lines, 0, { interest_rate_percent: 0 }), '1').vat.cents).toBe(0);
    const partly = costsAt(lines, 0, { interest_rate_percent: 0, cost_vat_recoverable_percent: 40 });
    // 21 % × 100 000 × 60 % = 12 600
    expect(row(partly, '1').vat.cents).toBe(1_260_000);
    expect(row(partly, '1').total.cents).toBe(11_260_000);
    expect(partly.totalVat.cents).toBe(1_260_000);
  });

  it('finances the land and tax for the whole duration and construction for the drawdown share', () => {
    const s = costsAt(
      [
        line(1, 'flat_fee', 'ground', 100_000),
        line(2, 'percentage_ground', 'tax', 10.4),
        line(3, 'flat_fee', 'building', 2_000_000),
      ],
      50_000_000,
      { interest_rate_percent: 6, financing_duration_months: 18, construction_drawdown_percent: 40 },
    );
    // land: (500 000 + 100 000 + 52 000) × 6 % × 1.5 = 58 680
    expect(row(s, 'interest_land').amount.cents).toBe(5_868_000);
    // construction: 2 000 000 × 6 % × 1.5 × 40 % = 72 000
    expect(row(s, 'interest_construction').amount.cents).toBe(7_200_000);
    expect(s.groups.find((g) => g.group === 'financing')!.total.cents).toBe(13_068_000);
  });

  it('shows no interest rows when the interest rate is zero', () => {
    expect(
      costsAt([line(1, 'flat_fee', 'ground', 1)], 0, { interest_rate_percent: 0 }).rows.map((r) => r.source),
    ).toEqual(['land_price', 'line']);
  });

  it('accepts negative flat fees (a subsidy) and keeps them in the totals', () => {
    const s = costsAt([line(1, 'flat_fee', 'additional', -25_000.5)], 0);
    expect(s.totalInvestment.cents).toBe(-2_500_050);
  });
});
