import { describe, expect, it } from 'vitest';
import { formatArea, formatCurrency, formatDate, formatNumber } from './format';

// Intl uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting per locale', () => {
  it('formats numbers', () => {
    expect(formatNumber(1234567.891, 'nl')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
  });
  it('applies the plot-size rule: m2 up to 10000, hectares with 2 decimals above', () => {
    expect(formatArea(10_000, 'nl')).toBe('10.000 m²');
    expect(formatArea(10_001, 'nl')).toBe('1,00 ha');
    expect(formatArea(25_432, 'en')).toBe('2.54 ha');
    expect(formatArea(950.6, 'en')).toBe('951 m²');
    expect(formatArea(null, 'en')).toBe('0 m²');
  });
  it('formats euros', () => {
    expect(plain(formatCurrency(400000, 'nl'))).toBe('€ 400.000');
    expect(formatCurrency(400000, 'en')).toBe('€400,000');
  });
  it('formats dates in Dutch time', () => {
    expect(formatDate('2024-03-05T23:30:00Z', 'nl')).toBe('6 mrt 2024');
    expect(formatDate('2024-03-05T12:00:00Z', 'en')).toBe('5 Mar 2024');
    expect(formatDate('nonsense', 'en')).toBe('');
  });
});
