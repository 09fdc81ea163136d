import { describe, expect, it } from 'vitest';
import { computeIncome } from './computeIncome';
import type { FinanceInput, FinanceUnitTypeInput } from './financeInput';
import type { FinanceParametersInput } from './financeParameters';
import { normalizeFinanceInput } from './normalizeFinanceInput';
import type { PriceBasis } from '../generator/priceBases';

const unit = (
  priceBasis: PriceBasis,
  priceCents: number,
  extra: Partial<FinanceUnitTypeInput> = {},
): FinanceUnitTypeInput => ({
  id: 'u',
  name: 'Unit',
  function: 'apartment',
  count: 10,
  totalNetFloorAreaSquareMeters: 654.3,
  totalGrossFloorAreaSquareMeters: 800,
  priceBasis,
  priceCents,
  ...extra,
});

const income = (input: Partial<FinanceInput>, parameters: FinanceParametersInput = {}) => {
  const n = normalizeFinanceInput({ plotAreaSquareMeters: 1000, ...input, parameters });
  if (!n.ok) throw new Error(JSON.stringify(n.errors));
  return computeIncome(n.value);
};

describe('income per price basis', () => {
  // 10 units, 654.30 m2 net; a 4 % gross yield; sale prices k.k. so that VAT does not blur the basis.
  const params = { yield_percent: 4, sale_vat_regime: 'kk' };
  const cases: [PriceBasis, number, number | null, number][] = [
    // basis, price (cents), annual rent (cents), value (cents)
    ['rent_m2_month', 1_525, 11_973_690, 299_342_250], // 15.25 × 654.3 × 12 = 119 736.90; ÷ 4 %
    ['rent_unit_month', 95_000, 11_400_000, 285_000_000], // 950 × 10 × 12 = 114 000
    ['rent_m2_year', 18_050, 11_810_115, 295_252_875], // 180.50 × 654.3 = 118 101.15
    ['rent_unit_year', 1_200_000, 12_000_000, 300_000_000], // 12 000 × 10
    ['sell_m2', 512_345, null, 335_227_334], // 5 123.45 × 654.3 = 3 352 273.335 → .34
    ['sell_unit', 32_500_000, null, 325_000_000], // 325 000 × 10
  ];
  for (const [basis, price, rent, value] of cases) {
    it(`${basis}: ${price / 100} euros`, () => {
      const row = income({ unitTypes: [unit(basis, price)] }, params).rows[0]!;
      expect(row.annualRent?.cents ?? null).toBe(rent);
      expect(row.value.cents).toBe(value);
      if (rent === null) expect(row.grossSalePrice!.cents).toBe(value);
    });
  }
});

describe('capitalisation and VAT regime', () => {
  it('a net yield capitalises the rent after operating costs', () => {
    // 1 000 × 4 × 12 = 48 000; operating costs 22.5 % = 10 800; (48 000 − 10 800) ÷ 3.75 % = 992 000
    const row = income(
      { unitTypes: [unit('rent_unit_month', 100_000, { count: 4 })] },
      { yield_kind: 'net', yield_percent: 3.75, operating_costs_percent: 22.5 },
    ).rows[0]!;
    expect(row.annualRent!.cents).toBe(4_800_000);
    expect(row.operatingCosts!.cents).toBe(1_080_000);
    expect(row.value.cents).toBe(99_200_000);
    expect(row.value.formula).toBe('(annual rent − operating costs) ÷ net initial yield');
  });

  it('a unit type can carry its own yield (commercial plinth)', () => {
    const s = income(
      {
        unitTypes: [
          unit('rent_unit_year', 3_000_000, {
            id: 'shop',
            count: 1,
            function: 'commercial',
            yieldPercent: 7.5,
            isDwelling: false,
          }),
          unit('rent_unit_year', 3_000_000, { id: 'flat', count: 1 }),
        ],
      },
      { yield_percent: 5 },
    );
    expect(s.rows.map((r) => r.value.cents)).toEqual([40_000_000, 60_000_000]);
    expect(s.rows.map((r) => r.yieldPercent)).toEqual([7.5, 5]);
  });

  it('v.o.n. sale prices lose VAT, k.k. prices do not', () => {
    const von = income(
      { unitTypes: [unit('sell_unit', 24_200_000, { count: 1 })] },
      { sale_vat_regime: 'von', sale_vat_percent: 21 },
    );
    expect(von.rows[0]!.value.cents).toBe(20_000_000);
    expect(von.rows[0]!.saleVat!.cents).toBe(4_200_000);
    const kk = income(
      { unitTypes: [unit('sell_unit', 24_200_000, { count: 1 })] },
      { sale_vat_regime: 'kk' },
    );
    expect(kk.rows[0]!.value.cents).toBe(24_200_000);
    expect(kk.rows[0]!.saleVat!.cents).toBe(0);
  });

  it('houses default to 400 000 euros each (spec house price) and parking spaces follow the parking ratios', () => {
    const s = income(
      {
        unitTypes: [unit('sell_unit', 30_000_000, { count: 7, parkingRatio: 1.5 })],
        houses: [
          {
            id: 'h',
            name: 'Terraced',
            count: 3,
            totalNetFloorAreaSquareMeters: 360,
            totalGrossFloorAreaSquareMeters: 420,
          },
        ],
        parking: { priceCents: 2_500_000 },
      },
      { sale_vat_regime: 'kk' },
    );
    const house = s.rows.find((r) => r.source === 'house')!;
    expect(house.grossSalePrice!.cents).toBe(120_000_000);
    const parking = s.rows.find((r) => r.source === 'parking')!;
    // 7 × 1.5 = 10.5 spaces needed, rounded up to 11
    expect(parking.count).toBe(11);
    expect(parking.priceBasis).toBe('sell_unit');
    expect(parking.value.cents).toBe(27_500_000);
  });

  it('parking can be let per space per month and is then capitalised', () => {
    const s = income(
      { parking: { spaces: 20, priceBasis: 'rent_unit_month', priceCents: 12_500 } },
      { yield_percent: 6 },
    );
    // 125 × 20 × 12 = 30 000 a year; ÷ 6 % = 500 000
    expect(s.rows[0]!.annualRent!.cents).toBe(3_000_000);
    expect(s.rows[0]!.value.cents).toBe(50_000_000);
  });

  it('rounds a column by running total, so the shown rows add up to the rounded exact total', () => {
    // Three rows of 100 000 ÷ 1.21 = 82 644.628 1 each: rounded alone 3 × 82 644.63 = 247 933.89,
    // but the exact total is 247 933.884 → 247 933.88. Running totals 82 644.628 1, 165 289.256 2 and
    // 247 933.884 3 round to .63, 165 289.26 and .88, so the rows show 82 644.63, 82 644.63 and 82 644.62.
    const s = income(
      {
        unitTypes: ['a', 'b', 'c'].map((id) => unit('sell_unit', 10_000_000, { id, count: 1 })),
      },
      { sale_vat_regime: 'von' },
    );
    expect(s.rows.map((r) => r.value.cents)).toEqual([8_264_463, 8_264_463, 8_264_462]);
    expect(s.totalValue.cents).toBe(24_793_388);
  });
});
