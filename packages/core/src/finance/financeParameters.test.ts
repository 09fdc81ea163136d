import { describe, expect, it } from 'vitest';
import { resolveFinanceParameters } from './financeParameters';

describe('finance parameters', () => {
  it('applies the documented defaults to an empty stored record', () => {
    const { parameters, errors } = resolveFinanceParameters({});
    expect(errors).toEqual([]);
    expect(parameters).toEqual({
      yieldKind: 'gross',
      yieldPercent: 5,
      operatingCostsPercent: 0,
      saleVatRegime: 'von',
      saleVatPercent: 21,
      costVatRecoverablePercent: 100,
      interestRatePercent: 5,
      financingDurationMonths: 24,
      constructionDrawdownPercent: 50,
      requiredMarginPercent: 10,
      requiredMarginBasis: 'costs',
      housePriceCents: 40_000_000,
      landPriceCents: null,
    });
  });

  it('accepts numbers stored as text, with a Dutch decimal comma', () => {
    const { parameters, errors } = resolveFinanceParameters({
      yield_percent: '4,25',
      land_price_euros: '1250000.5',
    });
    expect(errors).toEqual([]);
    expect(parameters.yieldPercent).toBe(4.25);
    expect(parameters.landPriceCents).toBe(125_000_050);
  });

  it('ignores unknown keys and reports out-of-range values with their key', () => {
    const { errors } = resolveFinanceParameters({
      something_else: 3,
      operating_costs_percent: 100,
      sale_vat_regime: 'VON',
    });
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ['parameters.operating_costs_percent', 'out_of_range'],
      ['parameters.sale_vat_regime', 'unknown_code'],
    ]);
    expect(errors[0]!.message).toBe('operating_costs_percent must be at least 0 and below 100, got 100.');
  });
});
