import { describe, expect, it } from 'vitest';
import { formatFeatureValue } from './featureFormat';

describe('feature values in their units', () => {
  it('writes sizes, distances and years as a reader expects them', () => {
    expect(formatFeatureValue(2500, 'm2', 'nl')).toBe('2.500 m²');
    expect(formatFeatureValue(25_000, 'm2', 'en')).toBe('2.50 ha');
    expect(formatFeatureValue(0.456, 'km', 'en')).toBe('0.46 km');
    expect(formatFeatureValue(1985, 'year', 'nl')).toBe('1985');
    expect(formatFeatureValue(0.3333, 'ratio', 'en')).toBe('0.33');
  });

  it('writes figures kept in thousands in full', () => {
    expect(formatFeatureValue(350, 'thousand_eur', 'nl')).toMatch(/^€\s?350\.000$/);
    expect(formatFeatureValue(4.2, 'thousand_residents', 'en')).toBe('4,200');
    expect(formatFeatureValue(12, 'ten_thousand_residents', 'en')).toBe('120,000');
  });
});
