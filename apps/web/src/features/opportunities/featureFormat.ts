import { formatArea, formatCurrency, formatLength, formatNumber, formatVolume } from '../../lib/format';

/**
 * A feature value in its unit (packages/contracts/src/search/plotFeatures.ts), as the filter editor and the
 * result explanations show it. Years have no thousands separator; figures in thousands are written out.
 */
export function formatFeatureValue(value: number, unit: string | null, lang: string, decimals = 2): string {
  switch (unit) {
    case 'm2':
      return formatArea(value, lang);
    case 'm':
      return formatLength(value, lang);
    case 'm3':
      return formatVolume(value, lang);
    case 'km':
      return `${formatNumber(value, lang, Math.max(decimals, 2))} km`;
    case 'ha':
      return `${formatNumber(value, lang, 1)} ha`;
    case 'db':
      return `${formatNumber(value, lang, 0)} dB`;
    case 'year':
      return String(Math.round(value));
    case 'count':
    case 'degree':
      return formatNumber(value, lang, 0);
    case 'thousand_eur':
      return formatCurrency(value * 1000, lang);
    case 'thousand_m2':
      return formatArea(value * 1000, lang, { hectares: false });
    case 'thousand_residents':
      return formatNumber(value * 1000, lang, 0);
    case 'ten_thousand_residents':
      return formatNumber(value * 10_000, lang, 0);
    default:
      return formatNumber(value, lang, decimals);
  }
}
