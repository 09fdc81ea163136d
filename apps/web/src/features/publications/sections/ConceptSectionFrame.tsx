import { Text, Title } from '@mantine/core';
import type { PublicConceptDetail, PublicFormFactorKey, PublicPage } from '@plotwise/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

// Shared by the concept sections (form factors, unit breakdown, floor plans, top view): loaded with them, after the
// public entry, only on a page that has one.

/** How a form factor is written, as the concepts' comparison writes it. */
const kinds: Record<PublicFormFactorKey, 'count' | 'area' | 'ratio' | 'length'> = {
  units: 'count',
  gfa: 'area',
  nfa: 'area',
  built_area: 'area',
  plot_area: 'area',
  fsi: 'ratio',
  gsi: 'ratio',
  max_height: 'length',
  floors: 'count',
  average_unit_size: 'area',
  parking_spots: 'count',
};

/** A form factor in the reader's number format (Dutch: 1.234 m², 1,25). */
export function formatFactor(key: PublicFormFactorKey, value: number, lang: string): string {
  const kind = kinds[key];
  if (kind === 'count') return formatNumber(value, lang, 0);
  if (kind === 'area') return formatArea(value, lang, { hectares: false });
  if (kind === 'length') return formatLength(value, lang);
  return formatNumber(value, lang, 2);
}

/** The concepts a section shows: the page's concept details (one on a concept page, all on a location page). */
const conceptsOf = (page: PublicPage): PublicConceptDetail[] => page.conceptDetails ?? [];

/** The names of a concept's buildings without a stored clean result. */
const missingNames = (c: PublicConceptDetail): string[] =>
  c.buildings.filter((b) => !b.formFactors).map((b, i) => b.name || `#${i + 1}`);

/** Says plainly which buildings have no figures yet (the public page never generates them). */
function MissingNote({ concept }: { concept: PublicConceptDetail }) {
  const { t } = useTranslation();
  if (!concept.missing) return null;
  return (
    <Text size="sm" c="dimmed" fs="italic" mt={4} data-testid="concept-missing">
      {t('publications.concept.notAvailable', { names: missingNames(concept).join(', ') })}
    </Text>
  );
}

/**
 * The frame of a concept section: the title, the empty state without concepts, and per concept its name (when
 * the page shows more than one), its content and the note on buildings without figures.
 */
export function ConceptSectionFrame({
  section,
  page,
  render,
}: SectionProps & { render: (c: PublicConceptDetail) => ReactNode }) {
  const { t } = useTranslation();
  const concepts = conceptsOf(page);
  const title = paramText(section.param1) || t(`publications.sectionTypes.${section.type}`);
  return (
    <SectionFrame type={section.type} title={title} empty={!concepts.length && t('publications.sections.noConcepts')}>
      {concepts.map((c) => (
        <div key={c.key} data-concept={c.key}>
          {concepts.length > 1 && (
            <Title order={3} size="h4" my="xs">
              {c.name}
            </Title>
          )}
          {render(c)}
          <MissingNote concept={c} />
        </div>
      ))}
    </SectionFrame>
  );
}

/** What a concept section says when the concept has no figures (or units) to show. */
export function ConceptEmpty({ text }: { text: string }) {
  return (
    <Text c="dimmed" fs="italic" data-testid="section-empty">
      {text}
    </Text>
  );
}

/** An SVG the server made, shown as an image: no script, style or link inside it can act on the page. */
export function SvgImage({ svg, alt, testId }: { svg: string; alt: string; testId: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      data-testid={testId}
      style={{ width: '100%', maxWidth: 720, height: 'auto', display: 'block' }}
    />
  );
}
