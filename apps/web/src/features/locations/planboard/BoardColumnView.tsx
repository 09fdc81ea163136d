import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationTableRow } from '@plotwise/contracts';
import type { BoardColumn } from './boardModel';
import { LocationCard } from './LocationCard';
import { ValueDot } from './ValueDot';

const CARD_HEIGHT = 112;
const GAP = 8;
/** 232 px: four columns and their gaps fit in the 1 008 px a 1280 px window leaves beside the open navigation. */
const COLUMN_WIDTH = 232;

/** A card to focus; `from` is what had the focus when it was asked for (a move's save may answer much later). */
export interface CardFocus {
  id: number;
  seq: number;
  from: Element | null;
}

interface Props {
  column: BoardColumn;
  /** the cards the filters let through, in order */
  cards: LocationTableRow[];
  noneName: string;
  highlightId: number | null;
  /** a card to focus (after a keyboard move or step): scrolled into view and focused when it is in this column */
  focus: CardFocus | null;
  height: number;
  onDropCard: (cardId: number, toValueId: number | null, beforeId: number | null) => void;
  onCardKeyDown: (e: KeyboardEvent<HTMLDivElement>, card: LocationTableRow) => void;
  onOpen: (card: LocationTableRow) => void;
}

/** A column's name (with its colour, unless it holds the cards without a value) and its count of cards. */
function ColumnHeader({ column, name, count }: { column: BoardColumn; name: string; count: number }) {
  return (
    <Group justify="space-between" mb="xs" wrap="nowrap">
      {column.name === null ? (
        <Text size="sm" fw={600}>
          {name}
        </Text>
      ) : (
        <ValueDot name={name} color={column.color} />
      )}
      <Badge size="sm" variant="default" data-testid="column-count">
        {count}
      </Badge>
    </Group>
  );
}

/** The card a drop lands before: the card under the pointer (the next one in its lower half), or null at the end. */
function dropTarget(e: DragEvent<HTMLDivElement>, cards: LocationTableRow[]): number | null {
  const el = (e.target as HTMLElement).closest<HTMLElement>('[data-card-id]');
  if (!el) return null;
  const id = Number(el.dataset.cardId);
  const rect = el.getBoundingClientRect();
  if (e.clientY < rect.top + rect.height / 2) return id;
  return cards[cards.findIndex((c) => c.id === id) + 1]?.id ?? null;
}

/** A dragged card carries its id. */
const onDragStart = (e: DragEvent<HTMLDivElement>, card: LocationTableRow) => {
  e.dataTransfer.setData('application/x-plotwise-location', String(card.id));
  e.dataTransfer.effectAllowed = 'move';
};

/**
 * One column of the planboard. Its cards are virtualised (TanStack Virtual): only those in view are in the page,
 * so a board of 1 000 cards scrolls and drags as one of 20. Cards are dragged with the browser's drag and drop;
 * a drop lands before the card under the pointer (after it in its lower half), or at the end.
 */
export function BoardColumnView({
  column,
  cards,
  noneName,
  highlightId,
  focus,
  height,
  onDropCard,
  onCardKeyDown,
  onOpen,
}: Props) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const name = column.name ?? noneName;
  // The app does not run the React Compiler; the virtualizer's functions are read during render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: 6,
    getItemKey: (i) => cards[i]!.id,
  });

  const index = (id: number | null | undefined) => (id == null ? -1 : cards.findIndex((c) => c.id === id));
  const focusIndex = index(focus?.id);
  const highlightIndex = index(highlightId);
  useEffect(() => {
    if (focusIndex < 0 || !focus) return;
    virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
    const { id, from } = focus;
    // the card is in the page after the virtualizer's next render
    const timer = setTimeout(() => {
      // a save answered late must not take the focus from where the user has put it in the meantime
      const active = document.activeElement;
      if (active && active !== from && active !== document.body) return;
      scrollRef.current?.querySelector<HTMLElement>(`[data-card-id="${id}"]`)?.focus();
    }, 30);
    return () => clearTimeout(timer);
  }, [focus, focusIndex, virtualizer]);
  useEffect(() => {
    if (highlightIndex >= 0) virtualizer.scrollToIndex(highlightIndex, { align: 'center' });
    // only when the highlighted card first shows up
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightIndex >= 0]);

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const id = Number(e.dataTransfer.getData('application/x-plotwise-location'));
    if (!Number.isFinite(id) || id <= 0) return;
    onDropCard(id, column.valueId, dropTarget(e, cards));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      // four columns fit beside the open navigation at 1280 px (issue #42); narrower would wrap a card's name and
      // address into unreadable stubs; more columns than fit scroll sideways
      w={COLUMN_WIDTH}
      miw={COLUMN_WIDTH}
      bg={over ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
      data-testid="board-column"
      data-column={column.key}
      role="region"
      aria-label={name}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
    >
      <ColumnHeader column={column} name={name} count={cards.length} />
      <div
        ref={scrollRef}
        style={{ height, overflowY: 'auto', position: 'relative' }}
        data-testid="column-cards"
      >
        {cards.length === 0 ? (
          <Text size="xs" c="dimmed" ta="center" py="md">
            {t('planboard.empty')}
          </Text>
        ) : (
          <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((v) => {
              const card = cards[v.index]!;
              return (
                <div
                  key={v.key}
                  data-index={v.index}
                  ref={virtualizer.measureElement}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${v.start}px)`,
                    paddingBottom: GAP,
                  }}
                >
                  <LocationCard
                    card={card}
                    columnName={name}
                    highlighted={card.id === highlightId}
                    onKeyDown={onCardKeyDown}
                    onOpen={onOpen}
                    onDragStart={onDragStart}
                  />
                </div>
              );
            })}
          </Box>
        )}
      </div>
    </Paper>
  );
}
