import { Text, Title } from '@mantine/core';
import type { PublicConceptDetail, PublicPage } from '@plotwise/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

// The frame every concept section (form factors, unit breakdown, floor plans, top view, finance) draws in: loaded with
// them, after the public entry, only on a page that has one.

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
