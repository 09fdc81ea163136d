import { Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { entityKeys, useEntityList, useEntityMutations } from '../../../api/queries';
import { zodValidate } from '../../../ui/form/zodValidate';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { useCompanyUsers, userName } from './companyLists';
import { AddNoteForm } from './AddNoteForm';
import { NoteItem } from './NoteItem';
import { emptyNote, NOTE_SCHEMA, noteBody, type NoteForm } from './noteForm';

type Note = ApiRecord<'notes'>;
const newestFirst = (a: Note, b: Note) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''));

/** Notes and tasks of the location: add one (a task with a due day and an assignee), close or reopen a task, delete. */
export function NotesSection({ locationId, notes }: { locationId: number; notes: Note[] }) {
  const { t } = useTranslation();
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
  const last = [create, update, remove].find((m) => m.status !== 'idle');

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="notes-title" data-testid="notes-section">
      {deletion.dialog}
      <Stack>
        <Title order={2} size="h4" id="notes-title">
          {t('locationModify.notesTitle')}
        </Title>
        <AddNoteForm
          mf={mf}
          users={users}
          onAdd={(v) => create.mutate(noteBody(v, locationId), { onSuccess: () => mf.reset() })}
          adding={create.isPending}
          last={last}
        />
        {notes.length === 0 && <Text c="dimmed">{t('locationModify.notes.empty')}</Text>}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {[...notes].sort(newestFirst).map((n) => (
            <NoteItem
              key={n.id}
              note={n}
              images={imagesOf(n.id)}
              nameOf={nameOf}
              onDone={(done) => update.mutate({ id: n.id, body: { status: done ? 'closed' : 'open' } })}
              onDelete={() => deletion.ask(n)}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
