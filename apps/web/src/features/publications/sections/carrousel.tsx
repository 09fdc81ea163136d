import { Button, Group, Text } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The index after a key press in a carousel of `count` cards (arrows wrap around, Home and End jump), or null for other keys. */
export function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * One carousel's position (WAI-ARIA carousel pattern): the shown index, kept on a card that exists when the cards
 * change under the editor's preview; the key handler for the focused slide; a step for the buttons; the spoken position.
 */
export function useCarrousel(count: number) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const at = count ? Math.min(index, count - 1) : 0;
  const step = (key: string) => {
    const next = count ? nextIndex(key, at, count) : null;
    if (next !== null) setIndex(next);
    return next !== null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (step(e.key)) e.preventDefault();
  };
  const position = t('publications.carrousel.position', { index: at + 1, count });
  return { at, step, onKeyDown, position };
}

/** Previous and next buttons with the position between them (announced politely); not printed. */
export function CarrouselControls({ carrousel, count, testId }: { carrousel: ReturnType<typeof useCarrousel>; count: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="xs" className="pub-no-print">
      <Button variant="default" size="xs" onClick={() => carrousel.step('ArrowLeft')} disabled={count < 2} data-testid={`${testId}-previous`}>
        {t('publications.carrousel.previous')}
      </Button>
      <Text size="sm" aria-live="polite" data-testid={`${testId}-position`}>
        {carrousel.position}
      </Text>
      <Button variant="default" size="xs" onClick={() => carrousel.step('ArrowRight')} disabled={count < 2} data-testid={`${testId}-next`}>
        {t('publications.carrousel.next')}
      </Button>
    </Group>
  );
}
