import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { NoteImages } from './NoteImages';

type Note = ApiRecord<'notes'>;
const KIND_COLOR: Record<string, string> = { general: 'gray', note: 'blue', task: 'orange' };

/**
 * One note or task in the list: its kind, name, description and images, when and by whom, a task's due day and
 * assignee, "done" for a task, and delete.
 */
export function NoteItem({
  note: n,
  images,
  nameOf,
  onDone,
  onDelete,
}: {
  note: Note;
  images: ApiRecord<'images'>[];
  /** a user's name by id */
  nameOf: (id: number | null) => string | undefined;
  onDone: (done: boolean) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm" data-testid="note" data-kind={n.type}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge size="sm" variant="light" color={KIND_COLOR[n.type ?? 'note']} c="dark.8">
              {t(`locationModify.kinds.${n.type}`)}
            </Badge>
            <Text fw={600}>{n.name}</Text>
          </Group>
          {n.description && <Text size="sm">{n.description}</Text>}
          <NoteImages noteId={n.id} images={images} />
          <Text size="xs" c="dimmed">
            {[
              formatDate(n.createdAt, i18n.language, true),
              n.createdByUserId ? nameOf(n.createdByUserId) : null,
              n.type === 'task' && n.targetAt
                ? t('locationModify.notes.dueOn', { date: formatDate(n.targetAt, i18n.language) })
                : null,
              n.type === 'task' && n.assignedTo
                ? t('locationModify.notes.for', { name: nameOf(n.assignedTo) ?? '' })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {n.type === 'task' && (
            <Checkbox
              label={t('locationModify.notes.done')}
              checked={n.status === 'closed'}
              onChange={(e) => onDone(e.currentTarget.checked)}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('common.deleteNamed', { name: n.name })}
            onClick={onDelete}
          >
            ×
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
