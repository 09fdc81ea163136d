import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';
import { formatDate } from '../../lib/format';
import { refusalText } from '../../ui/refusalText';
import type { Activity } from './searchClient';
import { searchKeys } from './useSearchCatalogue';

/** A new note linked to the query: a name and an optional text; the activity and note lists refresh after it. */
function NoteForm({ queryId }: { queryId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const add = useMutation({
    mutationFn: () => api.create('notes', { name: name.trim(), description: description.trim() || null, searchQueryId: queryId }),
    onSuccess: async () => {
      setName('');
      setDescription('');
      await Promise.all([qc.invalidateQueries({ queryKey: searchKeys.activity(queryId) }), qc.invalidateQueries({ queryKey: entityKeys.all('notes') })]);
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) add.mutate();
      }}
    >
      <Stack gap="xs">
        <TextInput size="xs" label={t('opportunities.activity.noteName')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <Textarea size="xs" label={t('opportunities.activity.noteText')} value={description} autosize minRows={2} onChange={(e) => setDescription(e.currentTarget.value)} />
        {add.isError && (
          <Text size="xs" c="red.8" role="alert">
            {refusalText(add.error, t)}
          </Text>
        )}
        <Group>
          <Button size="xs" type="submit" loading={add.isPending} disabled={!name.trim()}>
            {t('opportunities.activity.addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The notes linked to the query, in the order the server gives them, with the form that adds one. */
export function NotesPanel({ queryId, notes }: { queryId: number; notes: Activity['notes'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('opportunities.activity.notes')}
        </Title>
        {notes.length === 0 ? (
          <Text size="sm">{t('opportunities.activity.noNotes')}</Text>
        ) : (
          <Stack gap="xs" data-testid="notes">
            {notes.map((n) => (
              <div key={n.id}>
                <Text size="sm" fw={600}>
                  {n.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDate(n.createdAt, lang, true)}
                  {n.type ? ` · ${i18n.exists(`opportunities.activity.noteType.${n.type}`) ? t(`opportunities.activity.noteType.${n.type}`) : n.type}` : ''}
                </Text>
                {n.description && <Text size="sm">{n.description}</Text>}
              </div>
            ))}
          </Stack>
        )}
        <NoteForm queryId={queryId} />
      </Stack>
    </Paper>
  );
}
