import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { noteKinds } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../../ui/SaveStatus';
import type { NoteForm } from './noteForm';

/** The form that adds a note or task (a task with a due day and an assignee), with the state of the last save. */
export function AddNoteForm({
  mf,
  users,
  onAdd,
  adding,
  last,
}: {
  mf: UseFormReturnType<NoteForm>;
  /** the company's users to assign a task to */
  users: { value: string; label: string }[];
  onAdd: (values: NoteForm) => void;
  adding: boolean;
  /** the last of the section's saves (add, close or reopen, delete), when there was one */
  last: { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown } | undefined;
}) {
  const { t } = useTranslation();
  const task = mf.values.type === 'task';
  return (
    <form aria-label={t('locationModify.notes.add')} noValidate onSubmit={mf.onSubmit(onAdd)}>
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
          <Button type="submit" loading={adding}>
            {t('locationModify.notes.add')}
          </Button>
          {last && <SaveStatus state={last.status} error={last.error} />}
        </Group>
      </Stack>
    </form>
  );
}
