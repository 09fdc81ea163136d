import { usageMetrics, type UsageAnswer } from '@plotwise/contracts';

type Translate = (key: string) => string;

/** A CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180). */
const field = (v: string | number | null, sep: string) => {
  const s = v === null ? '' : String(v);
  return s.includes(sep) || s.includes('"') || /[\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/**
 * The usage answer as two CSV tables (the series per bucket, then the companies), headers in the user's language.
 * Dutch spreadsheets split on a semicolon, English ones on a comma, so the separator follows the language.
 */
export function usageCsv(answer: UsageAnswer, lang: string, t: Translate): string {
  const sep = lang.startsWith('nl') ? ';' : ',';
  const line = (cells: (string | number | null)[]) => cells.map((c) => field(c, sep)).join(sep);
  const series = [
    line([t('adminUsage.period'), ...usageMetrics.map((m) => t(`adminUsage.metrics.${m}`))]),
    ...answer.series.map((p) => line([p.period, ...usageMetrics.map((m) => p.values[m])])),
  ];
  const companyColumns = ['activeUsers', 'signIns', 'searches', 'locations', 'concepts', 'publications', 'publicationVisits', 'storageBytes', 'imageBytes', 'recordBytes'] as const;
  const companies = [
    line([t('adminUsage.company'), ...companyColumns.map((c) => t(`adminUsage.metrics.${c}`)), t('adminUsage.lastSignIn')]),
    ...answer.companies.map((c) => line([c.name, ...companyColumns.map((k) => c[k]), c.lastSignInAt])),
  ];
  return `${[...series, '', ...companies].join('\r\n')}\r\n`;
}
