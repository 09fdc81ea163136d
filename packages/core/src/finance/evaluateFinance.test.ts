import { describe, expect, it } from 'vitest';
import { evaluateFinance } from './evaluateFinance';
import { galleryFlatExample } from './galleryFlatExample';
import { sheets } from './sheets.testkit';

const euros = (cents: number) => cents / 100;

/** Every number anywhere in the output, so no NaN or Infinity can hide in a nested explanation. */
const numbersIn = (value: unknown, out: number[] = []): number[] => {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
  return out;
};

describe('the worked example of docs/finance.md (gallery flat)', () => {
  const s = sheets(galleryFlatExample);

  it('income: sale prices lose 21 % VAT, the rent is capitalised at 5 %', () => {
    const [a, b, parking] = s.income.rows;
    expect(euros(a!.grossSalePrice!.cents)).toBe(2_800_000);
    expect(euros(a!.saleVat!.cents)).toBe(485_950.41);
    expect(euros(a!.value.cents)).toBe(2_314_049.59);
    expect(euros(b!.annualRent!.cents)).toBe(48_000);
    expect(euros(b!.value.cents)).toBe(960_000);
    expect(parking!.count).toBe(8);
    expect(euros(parking!.grossSalePrice!.cents)).toBe(160_000);
    expect(euros(parking!.saleVat!.cents)).toBe(27_768.6);
    expect(euros(parking!.value.cents)).toBe(132_231.4);
    expect(euros(s.income.totalValue.cents)).toBe(3_406_280.99);
    expect(euros(s.income.totalSaleVat.cents)).toBe(513_719.01);
  });

  it('costs at the asking land price of 500 000 euros', () => {
    const byName = Object.fromEntries(s.costs.rows.map((r) => [r.name, euros(r.total.cents)]));
    expect(byName).toEqual({
      'Land price': 500_000,
      Demolition: 25_000,
      Construction: 1_872_000,
      'Site works': 40_000,
      'Fees and permits': 280_800,
      Unforeseen: 83_094,
      'Transfer tax': 52_000,
      'Interest on land': 57_700,
      'Interest on construction': 113_794.7,
    });
    expect(s.costs.groups.map((g) => euros(g.total.cents))).toEqual([
      525_000, 1_872_000, 40_000, 280_800, 83_094, 52_000, 171_494.7,
    ]);
    expect(euros(s.costs.totalInvestment.cents)).toBe(3_024_388.7);
    expect(s.costs.excluded).toEqual([{ id: '7', name: 'Old survey', reason: 'archived' }]);
  });

  it('results at the asking land price', () => {
    const r = s.results;
    expect(r.landPriceSource).toBe('input');
    expect(euros(r.result.cents)).toBe(381_892.29);
    expect(euros(r.resultPerUnit!.cents)).toBe(31_824.36);
    expect(euros(r.resultPerGrossSquareMeter!.cents)).toBe(367.2);
    expect(r.resultPercentOfCosts.value).toBe(12.63);
    expect(r.resultPercentOfValue.value).toBe(11.21);
    expect(euros(r.requiredMargin.cents)).toBe(302_438.87);
    expect(euros(r.resultAboveRequired.cents)).toBe(79_453.42);
  });

  it('residual land value: 557 822.42 euros, and the result at it equals the 10 % margin', () => {
    const g = s.rgw;
    expect(euros(g.residualLandValue.cents)).toBe(557_822.42);
    expect(euros(g.perPlotSquareMeter!.cents)).toBe(557.82);
    expect(euros(g.perUnit!.cents)).toBe(46_485.2);
    expect(euros(g.perGrossSquareMeter!.cents)).toBe(536.37);
    const byName = Object.fromEntries(g.costs.rows.map((r) => [r.name, euros(r.total.cents)]));
    expect(byName['Transfer tax']).toBe(58_013.53);
    expect(byName.Unforeseen).toBe(85_009.08);
    expect(byName['Interest on land']).toBe(64_083.6);
    expect(byName['Interest on construction']).toBe(113_890.45);
    expect(euros(g.totalInvestment.cents)).toBe(3_096_619.08);
    expect(euros(g.result.cents)).toBe(309_661.91);
    expect(euros(g.requiredMargin.cents)).toBe(309_661.91);
    expect(g.difference.cents).toBe(0);
    expect(g.isNegative).toBe(false);
    expect(g.residualLandValue.inputs.landCostFactor).toBeCloseTo(1.249176, 9);
    expect(g.residualLandValue.inputs.costsWithoutLandExactCents).toBeCloseTo(239_980_070, 3);
  });

  it('areas: 1 040 m2 gross, 760 m2 net, GSI 0.4 and FSI 1.04', () => {
    const o = s.areas.overview;
    expect(o.grossFloorAreaSquareMeters.value).toBe(1040);
    expect(o.netFloorAreaSquareMeters.value).toBe(760);
    expect(o.netToGrossRatio.value).toBe(0.731);
    expect(o.groundSpaceIndex.value).toBe(0.4);
    expect(o.floorSpaceIndex.value).toBe(1.04);
    expect([o.dwellings, o.units, o.parkingSpaces]).toEqual([12, 12, 8]);
    expect(o.averageDwellingNetFloorAreaSquareMeters.value).toBe(63.33);
  });

  it('every figure explains itself and no number is NaN or Infinity', () => {
    for (const row of s.costs.rows) {
      expect(row.amount.formula.length).toBeGreaterThan(0);
      expect(Object.keys(row.amount.inputs).length).toBeGreaterThan(0);
    }
    expect(s.income.rows[0]!.value.formula).toBe('sale price ÷ (100% + VAT%) (v.o.n.)');
    expect(numbersIn(s).every(Number.isFinite)).toBe(true);
  });

  it('totals are the sums of the shown lines, to the cent', () => {
    const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
    expect(sum(s.costs.rows.map((r) => r.total.cents))).toBe(s.costs.totalInvestment.cents);
    expect(sum(s.income.rows.map((r) => r.value.cents))).toBe(s.income.totalValue.cents);
    expect(sum(s.rgw.costs.rows.map((r) => r.total.cents))).toBe(s.rgw.totalInvestment.cents);
  });
});

describe('evaluateFinance edge cases', () => {
  it('without a land price the results are shown at the residual land value', () => {
    const s = sheets({
      ...galleryFlatExample,
      parameters: { ...galleryFlatExample.parameters, land_price_euros: null },
    });
    expect(s.results.landPriceSource).toBe('residual');
    expect(euros(s.results.landPriceCents)).toBe(557_822.42);
    expect(s.results.resultAboveRequired.cents).toBe(0);
  });

  it('an empty concept has zero value, finite figures and a negative RGW equal to minus the fixed costs', () => {
    const s = sheets({
      plotAreaSquareMeters: 500,
      costs: [{ id: 1, name: 'Survey', kind: 'flat_fee', group: 'additional', parameter: 11_000 }],
      parameters: { interest_rate_percent: 0, required_margin_percent: 10, required_margin_basis: 'costs' },
    });
    expect(s.income.rows).toEqual([]);
    expect(s.income.totalValue.cents).toBe(0);
    // 0 − (L + 11 000) = 10 % × (L + 11 000)  =>  L = −11 000
    expect(euros(s.rgw.residualLandValue.cents)).toBe(-11_000);
    expect(s.rgw.isNegative).toBe(true);
    expect(s.rgw.perUnit).toBeNull();
    expect(euros(s.rgw.perPlotSquareMeter!.cents)).toBe(-22);
    expect(s.results.resultPerUnit).toBeNull();
    expect(s.results.resultPerGrossSquareMeter).toBeNull();
    expect(s.results.resultPercentOfValue.value).toBeNull();
    expect(numbersIn(s).every(Number.isFinite)).toBe(true);
  });

  it('a completely empty input (zero plot, nothing) still evaluates to zeros and nulls', () => {
    const s = sheets({ plotAreaSquareMeters: 0 });
    expect(s.rgw.residualLandValue.cents).toBe(0);
    expect(s.rgw.perPlotSquareMeter).toBeNull();
    expect(s.results.resultPercentOfCosts.value).toBeNull();
    expect(s.areas.overview.floorSpaceIndex.value).toBeNull();
    expect(numbersIn(s).every(Number.isFinite)).toBe(true);
  });

  it('a plan whose costs exceed its value has a negative residual land value', () => {
    const s = sheets({
      plotAreaSquareMeters: 1000,
      unitTypes: [
        {
          id: 'x',
          name: 'Small flats',
          function: 'apartment',
          count: 10,
          totalNetFloorAreaSquareMeters: 500,
          totalGrossFloorAreaSquareMeters: 600,
          priceBasis: 'sell_unit',
          priceCents: 10_000_000,
        },
      ],
      costs: [
        { id: 1, name: 'Construction', kind: 'per_m2_floor', group: 'building', parameter: 2_500 },
        { id: 2, name: 'Transfer tax', kind: 'percentage_ground', group: 'tax', parameter: 10.4 },
      ],
      parameters: { sale_vat_regime: 'kk', interest_rate_percent: 0, required_margin_percent: 0 },
    });
    // value 1 000 000; costs 1 500 000 + L = 1 000 000  =>  L = −500 000: the transfer tax on a negative land price
    // is nothing, not a refund (before issue #39 item 5 it was −10.4 % of it, and L = −500 000 ÷ 1.104 = −452 898.55)
    expect(euros(s.rgw.residualLandValue.cents)).toBe(-500_000);
    expect(s.rgw.costs.rows.find((r) => r.name === 'Transfer tax')!.total.cents).toBe(0);
    expect(s.rgw.isNegative).toBe(true);
    expect(Math.abs(s.rgw.difference.cents)).toBeLessThanOrEqual(1);
  });

  it('charges no transfer tax on a negative land price, and the RGW rests on the same rule', () => {
    const s = sheets({ ...galleryFlatExample, parameters: { ...galleryFlatExample.parameters, land_price_euros: -200_000 } });
    const tax = s.costs.rows.find((r) => r.name === 'Transfer tax')!;
    expect(tax.total.cents).toBe(0);
    expect(s.costs.rows.every((r) => r.kind !== 'percentage_ground' || r.total.cents >= 0)).toBe(true);
    // at the RGW the result meets the margin to the cent, and every percentage of the land price is at least 0
    expect(Math.abs(s.rgw.difference.cents)).toBeLessThanOrEqual(1);
    expect(s.rgw.costs.rows.every((r) => r.kind !== 'percentage_ground' || r.total.cents >= 0)).toBe(true);
  });

  it('reports every invalid parameter with a code and a path, never a NaN result', () => {
    const out = evaluateFinance({
      plotAreaSquareMeters: -5,
      unitTypes: [
        {
          id: 'a',
          name: 'A',
          function: 'apartment',
          count: 2.5,
          totalNetFloorAreaSquareMeters: Number.NaN,
          totalGrossFloorAreaSquareMeters: 100,
          priceBasis: 'sell_per_m3' as never,
          priceCents: 12.5,
        },
      ],
      costs: [
        { id: 1, name: 'x', kind: 'per_m3' as never, group: 'building', parameter: 1 },
        { id: 1, name: 'y', kind: 'percentage_ground', group: 'tax', parameter: 150 },
        { id: 3, name: 'z', kind: 'flat_fee', group: 'ground', parameter: Number.POSITIVE_INFINITY },
      ],
      parameters: {
        yield_percent: 0,
        required_margin_percent: 'abc',
        yield_kind: 'median',
        financing_duration_months: 1.5,
      },
      sensitivity: { stepsPercent: [-90] },
    });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    const found = out.errors.map((e) => `${e.path}:${e.code}`).sort();
    expect(found).toEqual(
      [
        'costs[0].kind:unknown_code',
        'costs[1].id:duplicate_id',
        'costs[1].parameter:out_of_range',
        'costs[2].parameter:invalid_number',
        'parameters.financing_duration_months:not_integer',
        'parameters.required_margin_percent:invalid_number',
        'parameters.yield_kind:unknown_code',
        'parameters.yield_percent:out_of_range',
        'plotAreaSquareMeters:out_of_range',
        'sensitivity.stepsPercent[0]:out_of_range',
        'unitTypes[0].count:not_integer',
        'unitTypes[0].priceBasis:unknown_code',
        'unitTypes[0].priceCents:not_integer',
        'unitTypes[0].totalNetFloorAreaSquareMeters:invalid_number',
      ].sort(),
    );
    for (const e of out.errors) expect(e.message.length).toBeGreaterThan(10);
  });

  it('rejects amounts too large to keep exact instead of returning drifted figures', () => {
    const out = evaluateFinance({
      plotAreaSquareMeters: 1000,
      unitTypes: [
        {
          id: 'a',
          name: 'A',
          function: 'apartment',
          count: 1_000_000,
          totalNetFloorAreaSquareMeters: 1e8,
          totalGrossFloorAreaSquareMeters: 1e8,
          priceBasis: 'sell_unit',
          priceCents: 1e12,
        },
      ],
    });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.code).toBe('amount_out_of_range');
  });

  it('carries a sensitivity grid when asked for one', () => {
    const s = sheets({ ...galleryFlatExample, sensitivity: {} });
    expect(s.sensitivity!.rows).toHaveLength(9);
    expect(sheets(galleryFlatExample).sensitivity).toBeNull();
  });
});

describe('explanations and malformed input', () => {
  it('explains a land-dependent cost with its inputs, for the hover', () => {
    const s = sheets(galleryFlatExample);
    const tax = s.rgw.costs.rows.find((r) => r.name === 'Transfer tax')!;
    expect(tax.amount.formula).toBe('percentage × land price (none below zero)');
    expect(tax.amount.inputs).toEqual({
      percent: 10.4,
      landPriceCents: 55_782_242,
      baseExactCents: 55_782_242,
      exactCents: 5_801_353.168,
    });
    const interest = s.rgw.costs.rows.find((r) => r.source === 'interest_land')!;
    // (557 822.42 + 25 000 + 58 013.531 68) euros, in cents
    expect(interest.amount.inputs.baseExactCents).toBe(64_083_595.168);
  });

  it('reports lists that are not lists and entries that are not objects', () => {
    const out = evaluateFinance({
      plotAreaSquareMeters: 10,
      unitTypes: 'three flats' as never,
      costs: [null as never],
      parameters: 'none' as never,
    });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.errors.map((e) => `${e.path}:${e.code}`).sort()).toEqual([
      'costs[0]:missing_value',
      'parameters:missing_value',
      'unitTypes:missing_value',
    ]);
  });
});
