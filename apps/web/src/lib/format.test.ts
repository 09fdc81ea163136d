import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import nl from '../i18n/nl.json';
import { formatArea, formatCount, formatCurrency, formatDate, formatLength, formatNumber, formatPercent, formatVolume } from './format';

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
  it('writes areas from 100 m2 in whole m2 (no float noise), smaller ones with one decimal', () => {
    expect(formatArea(1449.99, 'nl', { hectares: false })).toBe('1.450 m²');
    expect(formatArea(1449.99, 'en', { hectares: false })).toBe('1,450 m²');
    expect(formatArea(99.96, 'nl')).toBe('100 m²');
    expect(formatArea(12.46, 'nl')).toBe('12,5 m²');
    expect(formatArea(12, 'en')).toBe('12 m²');
    // floor areas never turn into hectares
    expect(formatArea(25_432.4, 'nl', { hectares: false })).toBe('25.432 m²');
    expect(formatArea(Number.NaN, 'nl')).toBe('');
  });
  it('formats euros', () => {
    expect(plain(formatCurrency(400000, 'nl'))).toBe('€ 400.000');
    expect(plain(formatCurrency(1234567.4, 'nl'))).toBe('€ 1.234.567');
    expect(formatCurrency(400000, 'en')).toBe('€400,000');
  });
  it('formats percentages, lengths and volumes', () => {
    expect(plain(formatPercent(0.456, 'nl'))).toBe('46%');
    expect(formatPercent(0.456, 'en', 1)).toBe('45.6%');
    expect(formatLength(12.345, 'nl')).toBe('12,3 m');
    expect(formatVolume(4321.6, 'nl')).toBe('4.322 m³');
  });
  it('formats dates in Dutch time', () => {
    expect(formatDate('2024-03-05T23:30:00Z', 'nl')).toBe('6 mrt 2024');
    expect(formatDate('2024-03-05T12:00:00Z', 'en')).toBe('5 Mar 2024');
    expect(formatDate('nonsense', 'en')).toBe('');
  });
});

describe('counts with their unit in the right plural', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'nl', resources: { nl: { translation: nl }, en: { translation: en } }, interpolation: { escapeValue: false } });
  const t = (lang: string) => i18n.getFixedT(lang);

  it('says "1 eenheid" and "2 eenheden", "1 unit" and "1,200 units"', () => {
    expect(formatCount(t('nl'), 'quantity.units', 1, 'nl')).toBe('1 eenheid');
    expect(formatCount(t('nl'), 'quantity.units', 2, 'nl')).toBe('2 eenheden');
    expect(formatCount(t('nl'), 'quantity.units', 1200, 'nl')).toBe('1.200 eenheden');
    expect(formatCount(t('en'), 'quantity.units', 1, 'en')).toBe('1 unit');
    expect(formatCount(t('en'), 'quantity.units', 1200, 'en')).toBe('1,200 units');
    expect(formatCount(t('nl'), 'quantity.units', 0, 'nl')).toBe('0 eenheden');
  });
  it('writes the hand-worked expectation of the generator without "1 eenheden" or float noise', () => {
    const tn = t('nl');
    const text = tn('generatorDebug.expected', { units: formatCount(tn, 'quantity.units', 1, 'nl'), gfa: formatArea(1449.99, 'nl', { hectares: false }) });
    expect(text).toBe('Met de hand uitgerekend: 1 eenheid, 1.450 m²');
  });
});
