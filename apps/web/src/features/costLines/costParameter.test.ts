import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { formatCostParameter as format } from './costParameter';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'nl', resources: { nl: { translation: nl }, en: { translation: en } } });
});
const formatCostParameter = (kind: Parameters<typeof format>[0], value: number, lang: 'nl' | 'en') => format(kind, value, lang, i18n.getFixedT(lang));

// Intl writes a (narrow) no-break space between € and the amount; compare with plain spaces
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCostParameter', () => {
  it('writes euros, euros per m² (of floor or open gallery) and percentages the Dutch way', () => {
    expect(plain(formatCostParameter('flat_fee', 125_000.5, 'nl'))).toBe('€ 125.000,50');
    expect(plain(formatCostParameter('per_m2_floor', 1_750.25, 'nl'))).toBe('€ 1.750,25/m²');
    expect(plain(formatCostParameter('percentage_ground', 2.5, 'nl'))).toBe('2,5%');
    expect(plain(formatCostParameter('total', 3, 'nl'))).toBe('3%');
    expect(plain(formatCostParameter('flat_fee', 40_000, 'nl'))).toBe('€ 40.000');
    expect(plain(formatCostParameter('per_parking_place', 25_000, 'nl'))).toBe('€ 25.000 per plaats');
    expect(plain(formatCostParameter('per_m2_gallery', 1_050, 'nl'))).toBe('€ 1.050/m² galerij');
  });

  it('and the English way', () => {
    expect(formatCostParameter('flat_fee', 125_000.5, 'en')).toBe('€125,000.50');
    expect(formatCostParameter('percentage_construction', 12.5, 'en')).toBe('12.5%');
    expect(formatCostParameter('per_parking_place', 3_500.5, 'en')).toBe('€3,500.50 per place');
    expect(formatCostParameter('per_m2_gallery', 987.5, 'en')).toBe('€987.50/m² open gallery');
  });
});
