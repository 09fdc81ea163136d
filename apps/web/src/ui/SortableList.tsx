import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../lib/order';

/**
 * Drag and drop with the browser's own drag events, plus up/down buttons so keyboard and screen-reader
 * users can reorder too. (@dnd-kit would add touch support; not installed yet.)
 */
export function SortableList<T extends { id: number | string }>({
  items,
  label,
  onReorder,
  render,
}: {
  items: T[];
  label: (item: T) => string;
  onReorder: (items: T[]) => void;
  render: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <Stack gap="xs">
      {items.map((item, index) => (
        <Paper
          key={item.id}
          withBorder
          p="xs"
          data-testid="sortable-item"
          draggable
          onDragStart={(e) => {
            setDragging(index);
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(item.id));
          }}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(index);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null && dragging !== index) onReorder(moveItem(items, dragging, index));
            setDragging(null);
            setOver(null);
          }}
          style={{ borderColor: over === index && dragging !== null ? 'var(--mantine-color-teal-6)' : undefined, opacity: dragging === index ? 0.5 : 1 }}
        >
          <Group wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={2} pt={4}>
              <span aria-hidden="true" style={{ cursor: 'grab', userSelect: 'none', lineHeight: 1 }} title={t('common.dragToReorder')}>
                ⋮⋮
              </span>
            </Stack>
            <div style={{ flex: 1, minWidth: 0 }}>{render(item, index)}</div>
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => onReorder(moveItem(items, index, index - 1))} aria-label={t('common.moveUp', { name: label(item) })}>
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === items.length - 1}
                onClick={() => onReorder(moveItem(items, index, index + 1))}
                aria-label={t('common.moveDown', { name: label(item) })}
              >
                ↓
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
