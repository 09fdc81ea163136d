import { Badge, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { memo, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationTableRow } from '@plotwise/contracts';
import { formatArea } from '../../../lib/format';

interface Props {
  card: LocationTableRow;
  columnName: string;
  highlighted: boolean;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, card: LocationTableRow) => void;
  onOpen: (card: LocationTableRow) => void;
  onDragStart: (e: DragEvent<HTMLDivElement>, card: LocationTableRow) => void;
}

/** A location on the planboard: name, address, plot size, rating, labels, assignee and open tasks. */
export const LocationCard = memo(function LocationCard({
  card,
  columnName,
  highlighted,
  onKeyDown,
  onOpen,
  onDragStart,
}: Props) {
  const { t, i18n } = useTranslation();
  const address = [[card.road, card.house_number].filter(Boolean).join(' '), card.city]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper
      withBorder
      shadow={highlighted ? 'md' : 'xs'}
      p="xs"
      tabIndex={0}
      // a group, not a button: its name is the card's name and column, not all of the text on it
      role="group"
      aria-roledescription={t('planboard.cardRole')}
      draggable
      data-card-id={card.id}
      data-testid="board-card"
      aria-current={highlighted ? 'true' : undefined}
      aria-label={t('planboard.card', { name: card.name ?? card.id, column: columnName })}
      aria-describedby="planboard-help"
      style={{
        cursor: 'grab',
        borderColor: highlighted ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: highlighted ? 2 : undefined,
      }}
      onKeyDown={(e) => onKeyDown(e, card)}
      onDoubleClick={() => onOpen(card)}
      onDragStart={(e) => onDragStart(e, card)}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} lineClamp={1}>
            {card.name || `#${card.id}`}
          </Text>
          {card.rating ? (
            <Rating
              value={card.rating}
              readOnly
              size="xs"
              aria-label={t('planboard.rating', { count: card.rating })}
            />
          ) : null}
        </Group>
        {address && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {address}
          </Text>
        )}
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs">{card.plotsize ? formatArea(card.plotsize, i18n.language) : ''}</Text>
          <Text size="xs" c={card.assignedToName ? undefined : 'dimmed'} lineClamp={1}>
            {card.assignedToName ?? t('planboard.unassigned')}
          </Text>
        </Group>
        {(card.labels.length > 0 || card.openTasks > 0) && (
          <Group gap={4}>
            {card.labels.map((l) => (
              <Badge key={l.id} size="xs" variant="light" color={l.color ?? 'gray'}>
                {l.name}
              </Badge>
            ))}
            {card.openTasks > 0 && (
              <Badge size="xs" variant="outline" color="orange">
                {t('planboard.openTasks', { count: card.openTasks })}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
});
