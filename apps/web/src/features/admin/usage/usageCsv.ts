import { csvLine, usageMetrics, type UsageAnswer } from '@plotwise/contracts';

type Translate = (key: string) => string;

/**
 * The usage answer as two CSV tables (the series per bucket, then the companies), headers in the user's language.
 * Dutch spreadsheets split on a semicolon, English ones on a comma, so the separator follows the language.
 */
export function usageCsv(answer: UsageAnswer, lang: string, t: Translate): string {
  const sep = lang.startsWith('nl') ? ';' : ',';
  // csvLine neutralises a company name a spreadsheet would read as a formula (contracts csvCell.ts)
  const line = (cells: (string | number | null)[]) => csvLine(cells, sep);
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
