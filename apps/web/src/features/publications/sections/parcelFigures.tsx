import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicParcelFigure } from '@plotwise/contracts';
import { formatArea, formatCurrency, formatLength, formatNumber, formatVolume } from '../../../lib/format';
import { provenanceText, SourcesLine } from './provenance';

type Translate = (key: string) => string;

/** The label of a figure in the page's language (the server sends both, from the search filter catalogue). */
export const labelIn = (label: { nl: string; en: string }, lang: string) => (lang.startsWith('nl') ? label.nl : label.en);

/** A parcel figure written in its unit, Dutch number formats on a Dutch page. */
export function figureText(f: Pick<PublicParcelFigure, 'unit' | 'value'>, lang: string, t: Translate): string {
  const v = f.value;
  if (typeof v === 'string') return v;
  switch (f.unit) {
    case 'm2':
      return formatArea(v, lang, { hectares: false });
    case 'thousand_m2':
      return formatArea(v * 1000, lang, { hectares: false });
    case 'm':
      return formatLength(v, lang);
    case 'm3':
      return formatVolume(v, lang);
    case 'km':
      return `${formatNumber(v, lang, 1)} km`;
    case 'ha':
      return `${formatNumber(v, lang, 2)} ha`;
    case 'year':
      return String(Math.round(v));
    case 'db':
      return `${formatNumber(v, lang, 0)} dB`;
    case 'thousand_eur':
      return formatCurrency(v * 1000, lang);
    case 'thousand_residents':
      return formatNumber(v * 1000, lang, 0);
    case 'ten_thousand_residents':
      return formatNumber(v * 10000, lang, 0);
    case 'yes_no':
      return v === 1 ? t('publications.figures.yes') : t('publications.figures.no');
    default:
      // counts (an environmental category such as 4,1 included), ratios, degrees
      return formatNumber(v, lang, 2);
  }
}

/**
 * A responsive grid of figures in plain CSS: Mantine's SimpleGrid here, shared with the public entry's location
 * summary, made the build split the entry into many small chunks (about 5 KB gzip more on the first load;
 * docs/publications.md "Figures").
 */
export const figureGridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: 'var(--mantine-spacing-md)',
};

/** Parcel figures as label and value pairs, each one's data set on hover and all of them in small print under the grid. */
export function FigureGrid({ figures, testId }: { figures: readonly PublicParcelFigure[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const sources = figures.flatMap((f) => (f.source ? [f.source] : []));
  return (
    <>
      <div style={figureGridStyle} data-testid={testId}>
        {figures.map((f) => (
          <div key={f.key} data-figure={f.key} title={f.source ? provenanceText(f.source, t, i18n.language) : undefined}>
            <Text size="xs" c="dimmed" tt="uppercase">
              {labelIn(f.label, i18n.language)}
            </Text>
            <Text fw={600}>{figureText(f, i18n.language, t)}</Text>
          </div>
        ))}
      </div>
      <SourcesLine sources={sources} testId={`${testId}-sources`} />
    </>
  );
}
