import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinanceInput } from './financeInput';
import { priceBases } from '../generator/priceBases';
import { sheets } from './sheets.testkit';


describe('residual land value with land-dependent costs', () => {
  const value = 1_000_000_00; // one sale unit of 1 000 000 euros k.k.
  const input = (costs: FinanceInput['costs'], parameters: FinanceInput['parameters']): FinanceInput => ({
    plotAreaSquareMeters: 1000,
    unitTypes: [
      {
        id: 'a',
        name: 'A',
        function: 'apartment',
        count: 1,
        totalNetFloorAreaSquareMeters: 100,
        totalGrossFloorAreaSquareMeters: 100,
        priceBasis: 'sell_unit',
        priceCents: value,
      },
    ],
    costs,
    parameters: { sale_vat_regime: 'kk', ...parameters },
  });

  it('solves land + 10.4 % transfer tax + 2 % notary on land exactly', () => {
    const s = sheets(
      input(
        [
          { id: 1, name: 'Build', kind: 'flat_fee', group: 'building', parameter: 600_000 },
          { id: 2, name: 'Transfer tax', kind: 'percentage_ground', group: 'tax', parameter: 10.4 },
          { id: 3, name: 'Notary', kind: 'percentage_ground', group: 'ground', parameter: 2 },
        ],
        { interest_rate_percent: 0, required_margin_percent: 0 },
      ),
    );
    // 1 000 000 = 600 000 + 1.124 L  =>  L = 355 871.886 1  →  355 871.89
    expect(s.rgw.residualLandValue.cents).toBe(35_587_189);
    expect(s.rgw.residualLandValue.inputs.landCostFactor).toBeCloseTo(1.124, 9);
    expect(Math.abs(s.rgw.difference.cents)).toBeLessThanOrEqual(1);
  });

  it('includes the interest on the land itself', () => {
    const s = sheets(
      input([{ id: 1, name: 'Build', kind: 'flat_fee', group: 'building', parameter: 600_000 }], {
        interest_rate_percent: 5,
        financing_duration_months: 12,
        construction_drawdown_percent: 50,
        required_margin_percent: 0,
      }),
    );
    // 1 000 000 = 600 000 + 600 000 × 2.5 % + L × 1.05  =>  L = 385 000 ÷ 1.05 = 366 666.67
    expect(s.rgw.residualLandValue.cents).toBe(36_666_667);
    const interest = s.rgw.costs.rows.find((r) => r.source === 'interest_land')!;
    expect(interest.amount.cents).toBe(1_833_333);
  });

  it('charges no interest on a land price below zero (money received): it never lowers the costs', () => {
    const s = sheets(
      input(
        [
          { id: 1, name: 'Build', kind: 'flat_fee', group: 'building', parameter: 1_500_000 },
          { id: 2, name: 'Notary', kind: 'flat_fee', group: 'ground', parameter: 10_000 },
        ],
        { interest_rate_percent: 5, financing_duration_months: 12, construction_drawdown_percent: 50, required_margin_percent: 0 },
      ),
    );
    // 1 000 000 = 1 500 000 + 1 500 000 × 2.5 % + 10 000 + L (land costs 10 000 + L < 0: no interest on them)
    // =>  L = −547 500; with interest on the negative land costs it would have been −538 571.43
    expect(s.rgw.residualLandValue.cents).toBe(-54_750_000);
    expect(s.rgw.residualLandValue.inputs.landCostFactor).toBeCloseTo(1, 9);
    const interest = s.rgw.costs.rows.find((r) => r.source === 'interest_land')!;
    expect(interest.amount.cents).toBe(0);
    expect(s.rgw.difference.cents).toBe(0);
  });

  it('on a value just above the costs without land, the land costs cross zero and the interest starts there', () => {
    const build: FinanceInput['costs'] = [
      { id: 1, name: 'Build', kind: 'flat_fee', group: 'building', parameter: 600_000 },
      { id: 2, name: 'Demolition bought with the land', kind: 'flat_fee', group: 'ground', parameter: -20_000 },
    ];
    const parameters = { interest_rate_percent: 5, financing_duration_months: 12, construction_drawdown_percent: 50, required_margin_percent: 0 };
    const s = sheets(input(build, parameters));
    // costs = 600 000 + 600 000 × 2.5 % − 20 000 + L + 5 % × (L − 20 000): the land costs L − 20 000 are above zero
    // at the solution  =>  1 000 000 = 594 000 + 1.05 L  =>  L = 406 000 ÷ 1.05
    expect(s.rgw.residualLandValue.cents).toBe(Math.round((406_000 / 1.05) * 100));
    const interest = s.rgw.costs.rows.find((r) => r.source === 'interest_land')!;
    expect(interest.amount.cents).toBeGreaterThan(0);
  });

  it('a margin on value is a fixed amount; a margin on costs grows with the land price', () => {
    const costs: FinanceInput['costs'] = [
      { id: 1, name: 'Build', kind: 'flat_fee', group: 'building', parameter: 600_000 },
    ];
    const onValue = sheets(
      input(costs, { interest_rate_percent: 0, required_margin_percent: 10, required_margin_basis: 'value' }),
    );
    // 1 000 000 − 100 000 − 600 000 = 300 000
    expect(onValue.rgw.residualLandValue.cents).toBe(30_000_000);
    const onCosts = sheets(
      input(costs, { interest_rate_percent: 0, required_margin_percent: 10, required_margin_basis: 'costs' }),
    );
    // (600 000 + L) × 1.1 = 1 000 000  =>  L = 309 090.909 → 309 090.91
    expect(onCosts.rgw.residualLandValue.cents).toBe(30_909_091);
    expect(onCosts.rgw.requiredMargin.cents).toBe(9_090_909);
  });
});

// Realistic concepts: land-dependent costs below about half the land price and margins up to 30 %,
// the range in which one cent of land moves the result by at most three cents (see docs/finance.md).
const concept = fc.record({
  units: fc.array(
    fc.record({
      basis: fc.constantFrom(...priceBases),
      count: fc.integer({ min: 1, max: 200 }),
      netPerUnit: fc.integer({ min: 2000, max: 15000 }),
      pricePercent: fc.integer({ min: 10, max: 300 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  constructionPerM2: fc.integer({ min: 500, max: 4000 }),
  extraFlat: fc.integer({ min: -50_000, max: 500_000 }),
  transferTax: fc.constantFrom(0, 2, 8, 10.4),
  notary: fc.double({ min: 0, max: 3, noNaN: true }),
  fees: fc.double({ min: 0, max: 20, noNaN: true }),
  unforeseen: fc.double({ min: 0, max: 10, noNaN: true }),
  vat: fc.constantFrom(0, 9, 21),
  recoverable: fc.integer({ min: 0, max: 100 }),
  interest: fc.double({ min: 0, max: 8, noNaN: true }),
  months: fc.integer({ min: 0, max: 36 }),
  margin: fc.double({ min: 0, max: 30, noNaN: true }),
  basis: fc.constantFrom('costs', 'value'),
  yieldPercent: fc.double({ min: 2, max: 10, noNaN: true }),
  regime: fc.constantFrom('von', 'kk'),
});
type Concept = typeof concept extends fc.Arbitrary<infer T> ? T : never;

// A reference price per basis (cents), scaled by 10 % to 300 %, so every concept has a plausible value.
const referencePriceCents: Record<string, number> = {
  rent_m2_month: 1_500,
  rent_unit_month: 100_000,
  rent_m2_year: 18_000,
  rent_unit_year: 1_200_000,
  sell_m2: 500_000,
  sell_unit: 30_000_000,
};

const toInput = (c: Concept, priceFactor = 1, constructionExtra = 0): FinanceInput => ({
  plotAreaSquareMeters: 5000,
  unitTypes: c.units.map((u, i) => ({
    id: i,
    name: `type ${i}`,
    function: 'apartment',
    count: u.count,
    totalNetFloorAreaSquareMeters: (u.count * u.netPerUnit) / 100,
    totalGrossFloorAreaSquareMeters: (u.count * u.netPerUnit * 1.25) / 100,
    priceBasis: u.basis,
    priceCents: Math.round((referencePriceCents[u.basis]! * u.pricePercent * priceFactor) / 100),
  })),
  costs: [
    {
      id: 1,
      name: 'Construction',
      kind: 'per_m2_floor',
      group: 'building',
      parameter: c.constructionPerM2 + constructionExtra,
      vatPercent: c.vat,
    },
    { id: 2, name: 'Other', kind: 'flat_fee', group: 'furnishing', parameter: c.extraFlat },
    { id: 3, name: 'Transfer tax', kind: 'percentage_ground', group: 'tax', parameter: c.transferTax },
    { id: 4, name: 'Notary', kind: 'percentage_ground', group: 'ground', parameter: c.notary },
    { id: 5, name: 'Fees', kind: 'percentage_construction', group: 'additional', parameter: c.fees },
    { id: 6, name: 'Unforeseen', kind: 'total', group: 'unforeseen', parameter: c.unforeseen },
  ],
  parameters: {
    interest_rate_percent: c.interest,
    financing_duration_months: c.months,
    required_margin_percent: c.margin,
    required_margin_basis: c.basis,
    yield_percent: c.yieldPercent,
    sale_vat_regime: c.regime,
    cost_vat_recoverable_percent: c.recoverable,
  },
});

const rgwOf = (input: FinanceInput) => sheets(input).rgw.residualLandValue.cents;

describe('residual land value properties', () => {
  it('evaluating at the solved land price gives the required margin within one cent', () => {
    fc.assert(
      fc.property(concept, (c) => {
        const input = toInput(c);
        const rgw = rgwOf(input);
        const at = sheets({ ...input, parameters: { ...input.parameters, land_price_euros: rgw / 100 } });
        expect(at.results.landPriceCents).toBe(rgw);
        expect(Math.abs(at.results.resultAboveRequired.cents)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('is monotonic in the sale price and rent', () => {
    fc.assert(
      fc.property(concept, fc.double({ min: 1, max: 1.5, noNaN: true }), (c, up) => {
        expect(rgwOf(toInput(c, up))).toBeGreaterThanOrEqual(rgwOf(toInput(c)));
      }),
      { numRuns: 200 },
    );
  });

  it('is monotonic (falling) in the construction cost', () => {
    fc.assert(
      fc.property(concept, fc.integer({ min: 0, max: 2000 }), (c, extra) => {
        expect(rgwOf(toInput(c, 1, extra))).toBeLessThanOrEqual(rgwOf(toInput(c)));
      }),
      { numRuns: 200 },
    );
  });
});
