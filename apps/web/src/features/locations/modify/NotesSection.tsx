import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { noteKinds, type ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { entityKeys, useEntityList, useEntityMutations } from '../../../api/queries';
import { formatDate } from '../../../lib/format';
import { zodValidate } from '../../../ui/form/zodValidate';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { SaveStatus } from '../../shared/SaveStatus';
import { useCompanyUsers, userName } from './companyLists';
import { NoteImages } from './NoteImages';
import { emptyNote, NOTE_SCHEMA, noteBody, type NoteForm } from './noteForm';

type Note = ApiRecord<'notes'>;
const KIND_COLOR: Record<string, string> = { general: 'gray', note: 'blue', task: 'orange' };
const newestFirst = (a: Note, b: Note) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''));

/** Notes and tasks of the location: add one (a task with a due day and an assignee), close or reopen a task, delete. */
export function NotesSection({ locationId, notes }: { locationId: number; notes: Note[] }) {
  const { t, i18n } = useTranslation();
  const { create, update, remove } = useEntityMutations('notes', [entityKeys.all('locations')]);
  const users = (useCompanyUsers().data?.items ?? []).map((u) => ({
    value: String(u.id),
    label: userName(u),
  }));
  // the notes' images in one request (the location's detail does not nest that deep)
  const noteIds = notes.map((n) => n.id);
  const images = useEntityList(
    'images',
    { where: { noteId: { in: noteIds } }, limit: 500 },
    noteIds.length > 0,
  );
  const imagesOf = (id: number) => (images.data?.items ?? []).filter((i) => i.noteId === id);
  const mf = useForm<NoteForm>({ initialValues: emptyNote, validate: zodValidate<NoteForm>(NOTE_SCHEMA, t) });
  const deletion = useDeleteConfirm(
    (n: Note) => n.name || t(`locationModify.kinds.${n.type}`),
    (n) => remove.mutate(n.id),
  );
  const nameOf = (id: number | null) => users.find((u) => u.value === String(id))?.label;
  const task = mf.values.type === 'task';
  const last = [create, update, remove].find((m) => m.status !== 'idle');

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="notes-title" data-testid="notes-section">
      {deletion.dialog}
      <Stack>
        <Title order={2} size="h4" id="notes-title">
          {t('locationModify.notesTitle')}
        </Title>
        <form
          aria-label={t('locationModify.notes.add')}
          noValidate
          onSubmit={mf.onSubmit((v) =>
            create.mutate(noteBody(v, locationId), { onSuccess: () => mf.reset() }),
          )}
        >
          <Stack gap="xs">
            <SegmentedControl
              aria-label={t('locationModify.notes.kind')}
              data={noteKinds.map((k) => ({ value: k, label: t(`locationModify.kinds.${k}`) }))}
              {...mf.getInputProps('type')}
            />
            <TextInput
              label={t('locationModify.notes.name')}
              name="note-name"
              required
              maxLength={500}
              {...mf.getInputProps('name')}
            />
            <Textarea
              label={t('locationModify.notes.description')}
              name="note-description"
              autosize
              minRows={2}
              {...mf.getInputProps('description')}
            />
            {task && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  type="date"
                  label={t('locationModify.notes.due')}
                  name="note-due"
                  {...mf.getInputProps('due')}
                />
                <Select
                  label={t('locationModify.notes.assignee')}
                  name="note-assignee"
                  data={users}
                  clearable
                  searchable
                  {...mf.getInputProps('assignedTo')}
                />
              </SimpleGrid>
            )}
            <Group>
              <Button type="submit" loading={create.isPending}>
                {t('locationModify.notes.add')}
              </Button>
              {last && <SaveStatus state={last.status} error={last.error} />}
            </Group>
          </Stack>
        </form>
        {notes.length === 0 && <Text c="dimmed">{t('locationModify.notes.empty')}</Text>}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {[...notes].sort(newestFirst).map((n) => (
            <Paper component="li" key={n.id} withBorder p="sm" data-testid="note" data-kind={n.type}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Badge size="sm" variant="light" color={KIND_COLOR[n.type ?? 'note']} c="dark.8">
                      {t(`locationModify.kinds.${n.type}`)}
                    </Badge>
                    <Text fw={600}>{n.name}</Text>
                  </Group>
                  {n.description && <Text size="sm">{n.description}</Text>}
                  <NoteImages noteId={n.id} images={imagesOf(n.id)} />
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
                      onChange={(e) =>
                        update.mutate({
                          id: n.id,
                          body: { status: e.currentTarget.checked ? 'closed' : 'open' },
                        })
                      }
                    />
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('common.deleteNamed', { name: n.name })}
                    onClick={() => deletion.ask(n)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
