import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea } from '../../../lib/format';
import { locationHref } from './locationParts';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

/** The index after a key press in a carousel of `count` cards (arrows wrap around, Home and End jump), or null for other keys. */
export function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The publication's locations one card at a time, with previous and next buttons; the card region takes the arrow
 * keys, Home and End when it has focus (WAI-ARIA carousel pattern), and the position is announced politely.
 */
export default function LocationsCarrousel({ section, page, mode }: SectionProps) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = page.locations.length;
  const title = paramText(section.param1) || t('publications.sectionTypes.locations_carrousel');
  // the locations may change under the editor's preview: stay on a card that exists
  const at = count ? Math.min(index, count - 1) : 0;
  const l = page.locations[at];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = count ? nextIndex(e.key, at, count) : null;
    if (next === null) return;
    e.preventDefault();
    setIndex(next);
  };
  const position = t('publications.carrousel.position', { index: at + 1, count });
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
                <Anchor component={Link} to={locationHref(page, l)}>
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
          <Group justify="space-between" mt="xs" className="pub-no-print">
            <Button variant="default" size="xs" onClick={() => setIndex(nextIndex('ArrowLeft', at, count)!)} disabled={count < 2}>
              {t('publications.carrousel.previous')}
            </Button>
            <Text size="sm" aria-live="polite" data-testid="pub-carrousel-position">
              {position}
            </Text>
            <Button variant="default" size="xs" onClick={() => setIndex(nextIndex('ArrowRight', at, count)!)} disabled={count < 2}>
              {t('publications.carrousel.next')}
            </Button>
          </Group>
        </Box>
      )}
    </SectionFrame>
  );
}
