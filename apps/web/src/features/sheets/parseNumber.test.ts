import { describe, expect, it } from 'vitest';
import { formatInputNumber, parseLocalNumber } from './parseNumber';

describe('parseLocalNumber', () => {
  it('reads Dutch notation: dots group thousands, a comma marks the decimals', () => {
    expect(parseLocalNumber('1.234,56', 'nl')).toBe(1234.56);
    expect(parseLocalNumber('1.234.567', 'nl')).toBe(1234567);
    expect(parseLocalNumber('12,5', 'nl')).toBe(12.5);
    expect(parseLocalNumber('€ 2.500', 'nl')).toBe(2500);
    expect(parseLocalNumber('-3,25', 'nl')).toBe(-3.25);
  });
  it('reads English notation the other way round', () => {
    expect(parseLocalNumber('1,234.56', 'en')).toBe(1234.56);
    expect(parseLocalNumber('1,234', 'en')).toBe(1234);
    expect(parseLocalNumber('12.5', 'en')).toBe(12.5);
  });
  it('takes a lone separator that cannot group thousands as the decimal mark', () => {
    expect(parseLocalNumber('12.5', 'nl')).toBe(12.5);
    expect(parseLocalNumber('12,5', 'en')).toBe(12.5);
    // three digits after a lone dot in Dutch are a thousands group
    expect(parseLocalNumber('1.250', 'nl')).toBe(1250);
  });
  it('refuses text, empty input and malformed groups', () => {
    for (const bad of ['', ' ', 'abc', '12a', '1,2,3', '1.23.4', '--1', 'NaN', 'Infinity', '1e5'])
      expect(parseLocalNumber(bad, 'nl'), bad).toBeNull();
  });
});

describe('formatInputNumber', () => {
  it('writes the language decimal mark without thousands separators, empty for non-numbers', () => {
    expect(formatInputNumber(1234.5, 'nl')).toBe('1234,5');
    expect(formatInputNumber(1234.5, 'en')).toBe('1234.5');
    expect(formatInputNumber(Number.NaN, 'en')).toBe('');
    expect(formatInputNumber(null, 'en')).toBe('');
    expect(parseLocalNumber(formatInputNumber(0.1 + 0.2, 'nl'), 'nl')).toBe(0.3);
  });
});
