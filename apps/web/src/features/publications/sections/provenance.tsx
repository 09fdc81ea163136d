import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Provenance } from '@plotwise/contracts';
import { formatDate } from '../../../lib/format';

/**
 * How a public page names where its figures come from (issue #19 "provenance"): on hover of a figure and as small
 * print under a section, so the PDF carries it too. Shared by the area and the location sections.
 */

type T = (k: string, o?: Record<string, unknown>) => string;

/** A data date: a year as it is ("2024"), a day in the language's format. */
const dataDateText = (date: string, lang: string) => (/^\d{4}$/.test(date) ? date : formatDate(date, lang));

/**
 * "BAG, as of 15-09-2020 (imported 27-11-2026)": one data set, the date its data describe and the date it was
 * imported; "date of the data unknown" when neither its files nor its import said (issue #41 item 4).
 */
export function provenanceText(p: Provenance, t: T, lang: string): string {
  const imported = p.importedOn ? formatDate(p.importedOn, lang) : null;
  if (p.date && imported) return t('publications.provenance.dated', { source: p.source, date: dataDateText(p.date, lang), imported });
  if (p.date) return t('publications.provenance.datedOnly', { source: p.source, date: dataDateText(p.date, lang) });
  return imported ? t('publications.provenance.undated', { source: p.source, imported }) : p.source;
}

/** Several sources as one line ("Sources: IBIS, imported ...; BAG, imported ..."), each named once. */
export function sourcesText(sources: readonly Provenance[], t: T, lang: string): string {
  const list = [...new Set(sources.map((p) => provenanceText(p, t, lang)))].join('; ');
  return list ? t('publications.provenance.sources', { list }) : '';
}

/** The sources of a section's figures as visible small print (so the PDF carries them) and on hover. */
export function SourcesLine({ sources, testId = 'area-sources' }: { sources: readonly Provenance[]; testId?: string }) {
  const { t, i18n } = useTranslation();
  const text = sourcesText(sources, t, i18n.language);
  if (!text) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs" title={text} data-testid={testId}>
      {text}
    </Text>
  );
}
