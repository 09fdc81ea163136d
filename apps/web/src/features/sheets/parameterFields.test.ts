import { describe, expect, it } from 'vitest';
import { allowedRange, draftToParameters, parameterErrors } from './parameterFields';

describe('finance parameter fields', () => {
  it('reads Dutch numbers and keeps codes', () => {
    expect(draftToParameters({ yield_percent: '4,5', land_price_euros: '1.250.000', yield_kind: 'net', interest_rate_percent: '' }, 'nl')).toEqual({
      yield_percent: 4.5,
      land_price_euros: 1_250_000,
      yield_kind: 'net',
    });
  });
  it('shows the engine verdict at the field: out of range, not a number, not whole, unknown code', () => {
    const p = draftToParameters({ yield_percent: '0', interest_rate_percent: 'veel', financing_duration_months: '12,5', yield_kind: 'x', parking_price_euros: '-1' }, 'nl');
    expect(parameterErrors(p)).toEqual({
      yield_percent: 'out_of_range',
      interest_rate_percent: 'invalid_number',
      financing_duration_months: 'not_integer',
      yield_kind: 'unknown_code',
      parking_price_euros: 'out_of_range',
    });
    expect(parameterErrors(draftToParameters({ yield_percent: '5' }, 'en'))).toEqual({});
  });
  it('states the allowed range from the engine table', () => {
    expect(allowedRange('yield_percent', 'nl')).toBe('≥ 0,01, ≤ 100');
    expect(allowedRange('required_margin_percent', 'en')).toBe('> -100, < 100');
    expect(allowedRange('financing_duration_months', 'en')).toContain('(1, 2, 3');
  });
});
