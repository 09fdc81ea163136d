export type Language = 'nl' | 'en';

const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };
export const localeOf = (lang: string): string => LOCALES[(lang as Language)] ?? LOCALES.en;

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = lang + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeOf(lang), options);
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(value: number, lang: string, maximumFractionDigits = 2): string {
  return numberFormat(lang, { maximumFractionDigits }).format(value);
}

export const HECTARE_M2 = 10_000;

/** Plot size rule (spec section 3): above 10000 m2 in hectares with 2 decimals, otherwise whole m2. */
export function formatArea(m2: number | null | undefined, lang: string): string {
  const value = Number(m2 ?? 0);
  if (!Number.isFinite(value)) return '';
  if (value > HECTARE_M2) {
    return `${numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / HECTARE_M2)} ha`;
  }
  return `${numberFormat(lang, { maximumFractionDigits: 0 }).format(value)} m²`;
}

export function formatCurrency(value: number, lang: string, maximumFractionDigits = 0): string {
  return numberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits, minimumFractionDigits: 0 }).format(value);
}

export function formatDate(value: string | number | Date | null | undefined, lang: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}
