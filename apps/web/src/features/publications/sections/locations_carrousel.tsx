import { Anchor, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea } from '../../../lib/format';
import { publicLocationPath } from '../../../lib/links';
import { CarrouselControls, useCarrousel } from './carrousel';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

/**
 * The publication's locations one card at a time, with previous and next buttons; the card region takes the arrow
 * keys, Home and End when it has focus (WAI-ARIA carousel pattern), and the position is announced politely.
 */
export default function LocationsCarrousel({ section, page, mode }: SectionProps) {
  const { t, i18n } = useTranslation();
  const count = page.locations.length;
  const title = paramText(section.param1) || t('publications.sectionTypes.locations_carrousel');
  const carrousel = useCarrousel(count);
  const { at, onKeyDown, position } = carrousel;
  const l = page.locations[at];
  return (
    <SectionFrame type={section.type} title={title} empty={!count && t('publications.sections.noLocations')}>
      {l && (
        <Box role="group" aria-roledescription="carousel" aria-label={title}>
          <Box
            tabIndex={0}
            onKeyDown={onKeyDown}
            role="group"
            aria-roledescription="slide"
            aria-label={position}
            data-testid="pub-carrousel-card"
            data-name={l.name}
            p="md"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text fw={700} size="lg">
              {mode === 'public' ? (
                <Anchor component={Link} to={publicLocationPath(page.publication, l.key)}>
                  {l.name}
                </Anchor>
              ) : (
                l.name
              )}
            </Text>
            {(l.display_address || l.city) && <Text>{[l.display_address, l.city].filter(Boolean).join(', ')}</Text>}
            {l.plotsize ? (
              <Text size="sm">
                {t('publications.facts.plotsize')}: {formatArea(l.plotsize, i18n.language)}
              </Text>
            ) : null}
            {l.statusName && (
              <Text size="sm">
                {t('publications.facts.status')}: {l.statusName}
              </Text>
            )}
          </Box>
          <CarrouselControls carrousel={carrousel} count={count} testId="pub-carrousel" />
        </Box>
      )}
    </SectionFrame>
  );
}
