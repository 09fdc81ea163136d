type Language = 'nl' | 'en';

const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };
const localeOf = (lang: string): string => LOCALES[(lang as Language)] ?? LOCALES.en;

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

const HECTARE_M2 = 10_000;
/** From this size on an area is written in whole m²: a decimal of a large floor or plot is float noise. */
const WHOLE_M2_FROM = 100;

/**
 * An area in m²: whole m² from 100 m² on, one decimal below (a 12,5 m² room). With `hectares` (the plot size
 * rule of spec section 3, the default) an area above 10 000 m² is written in hectares with 2 decimals;
 * floor areas (GFA, NFA) pass `hectares: false` and stay in m².
 */
export function formatArea(m2: number | null | undefined, lang: string, { hectares = true }: { hectares?: boolean } = {}): string {
  const value = Number(m2 ?? 0);
  if (!Number.isFinite(value)) return '';
  if (hectares && value > HECTARE_M2) {
    return `${numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / HECTARE_M2)} ha`;
  }
  return `${numberFormat(lang, { maximumFractionDigits: Math.abs(value) >= WHOLE_M2_FROM ? 0 : 1 }).format(value)} m²`;
}

/** Euros, whole by default: Dutch `€ 1.234.567`, English `€1,234,567`; `minimumFractionDigits` 2 for cents (`€ 12,50`). */
export function formatCurrency(value: number, lang: string, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  return numberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits, minimumFractionDigits }).format(value);
}

/** A share given as a fraction (0.45) written as a percentage (45%), whole by default. */
export function formatPercent(fraction: number, lang: string, maximumFractionDigits = 0): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits }).format(fraction);
}

/** A length in metres, one decimal at most (a height of 12,5 m). */
export function formatLength(m: number, lang: string, maximumFractionDigits = 1): string {
  return `${formatNumber(m, lang, maximumFractionDigits)} m`;
}

/** A volume in whole m³. */
export function formatVolume(m3: number, lang: string): string {
  return `${formatNumber(m3, lang, 0)} m³`;
}

/** The translate function as far as formatCount needs it (i18next's TFunction fits). */
type Translate = (key: string, options: { count: number; formatted: string }) => string;

/**
 * A count with its unit in the right plural ("1 eenheid", "2 eenheden"): `key` names an i18next plural pair
 * (`key_one`, `key_other`) whose text places `{{formatted}}`, the count with thousands separators.
 */
export function formatCount(t: Translate, key: string, count: number, lang: string): string {
  return t(key, { count, formatted: formatNumber(count, lang, 0) });
}

// one formatter per language and style: building one per cell cost a table of dates milliseconds per render
const dateCache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${withTime}`;
  let f = dateCache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(lang), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Europe/Amsterdam',
    });
    dateCache.set(key, f);
  }
  return f;
}

export function formatDate(value: string | number | Date | null | undefined, lang: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(lang, withTime).format(date);
}
