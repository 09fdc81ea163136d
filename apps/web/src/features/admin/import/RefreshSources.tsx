import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RefreshSource } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable';
import { refusalText } from '../../../ui/refusalText';
import { refreshSourceColumns } from './refreshSourceColumns';
import { RefreshSourceDialog } from './RefreshSourceDialog';
import { useRefreshSourceActions, useRefreshSources } from './refreshSourcesApi';

/** "Scheduled refresh" on /admin/import: the sources the data_refresh job re-imports, with add, change, remove and refresh now. */
export function RefreshSources() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sources = useRefreshSources();
  const { save, remove, refreshNow } = useRefreshSourceActions();
  const [editing, setEditing] = useState<RefreshSource | 'new' | null>(null);
  const [removing, setRemoving] = useState<RefreshSource | null>(null);
  const [status, setStatus] = useState('');

  const ask = async (s: RefreshSource) => {
    const { started } = await refreshNow.mutateAsync(s.id);
    setStatus(t(started ? 'adminRefresh.started' : 'adminRefresh.marked', { name: s.name }));
  };
  const columns = refreshSourceColumns({
    t,
    lang,
    actions: {
      refreshing: (id) => refreshNow.isPending && refreshNow.variables === id,
      onRefresh: (s) => void ask(s).catch(() => undefined),
      onEdit: setEditing,
      onRemove: setRemoving,
    },
  });

  const closeEditor = () => {
    save.reset();
    setEditing(null);
  };
  return (
    <Stack gap="xs" data-testid="refresh-sources">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('adminRefresh.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminRefresh.intro')}
          </Text>
        </Stack>
        <Button variant="light" onClick={() => setEditing('new')} data-testid="refresh-source-add">
          {t('adminRefresh.add')}
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite" data-testid="refresh-status">
        {status}
      </Text>
      {refreshNow.error && (
        <Text size="sm" c="red.9" role="alert">
          {refusalText(refreshNow.error, t)}
        </Text>
      )}
      <DataTable
        columns={columns}
        rows={sources.data}
        rowId={(s) => s.id}
        label={t('adminRefresh.title')}
        testId="refresh-source-table"
        loading={sources.isPending}
        error={sources.isError ? refusalText(sources.error, t) : undefined}
        onRetry={() => void sources.refetch()}
        empty={t('adminRefresh.empty')}
        rowProps={(s) => ({ 'data-source': s.name })}
        minWidth={900}
      />
      {editing !== null && (
        <RefreshSourceDialog
          opened
          source={editing === 'new' ? null : editing}
          pending={save.isPending}
          error={save.error}
          onClose={closeEditor}
          onSave={(source) =>
            void save
              .mutateAsync({ id: editing === 'new' ? null : editing.id, source })
              .then((saved) => {
                setStatus(t('adminRefresh.saved', { name: saved.name }));
                closeEditor();
              })
              .catch(() => undefined)
          }
        />
      )}
      <ConfirmDialog
        opened={!!removing}
        title={t('adminRefresh.removeTitle', { name: removing?.name ?? '' })}
        body={t('adminRefresh.removeBody')}
        confirmLabel={t('adminRefresh.remove')}
        danger
        pending={remove.isPending}
        error={remove.error ? refusalText(remove.error, t) : undefined}
        onConfirm={() =>
          void remove
            .mutateAsync(removing!.id)
            .then(() => {
              setStatus(t('adminRefresh.removed', { name: removing!.name }));
              setRemoving(null);
            })
            .catch(() => undefined)
        }
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
