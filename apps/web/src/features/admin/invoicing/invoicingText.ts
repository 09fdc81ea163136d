import { isApiError } from '../../../api/ApiError';
import { refusalText } from '../../../ui/refusalText';

const LOCALES: Record<string, string> = { nl: 'nl-NL', en: 'en-GB' };

/** Euros with cents in the reader's language: € 1.234,50 (Dutch), €1,234.50 (English). */
export const euros = (cents: number, lang: string) => new Intl.NumberFormat(LOCALES[lang] ?? 'en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
/** A month (2026-11) in words: november 2026, November 2026. */
export const monthName = (period: string, lang: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALES[lang] ?? 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
};

type Translate = (key: string, options?: Record<string, unknown>) => string;
/** A refusal in words: Moneybird's reason (502) and a missing configuration (409) as the server says them. */
export const failureText = (error: unknown, t: Translate) =>
  isApiError(error) && (error.code === 'accounting_unavailable' || error.code === 'accounting_not_configured') ? error.message : refusalText(error, t);
