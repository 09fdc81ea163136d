import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RefreshSource } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { refusalText } from '../../users/refusalText';
import { RefreshSourceDialog } from './RefreshSourceDialog';
import { useRefreshSourceActions, useRefreshSources } from './refreshSourcesApi';

type State = 'disabled' | 'requested' | 'failed' | 'due' | 'current';
// outline badges in shade 9 stay above 4.5:1 on white
const STATE_COLOR: Record<State, string> = { disabled: 'gray.9', requested: 'blue.9', failed: 'red.9', due: 'violet.9', current: 'teal.9' };
const stateOf = (s: RefreshSource): State =>
  // a failed source stays asked for (the job's retries take it again): its failure is what staff need to see
  !s.enabled ? 'disabled' : s.lastError ? 'failed' : s.requested ? 'requested' : s.dueAt && new Date(s.dueAt).getTime() <= Date.now() ? 'due' : 'current';

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
  const columns: DataColumn<RefreshSource>[] = [
    {
      id: 'name',
      header: t('adminRefresh.name'),
      hideable: false,
      sortValue: (s) => s.name,
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {s.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {t(`adminRefresh.kinds.${s.kind}`)}: {s.url}
            {s.bbox ? ` (${s.bbox.map((n) => formatNumber(n, lang, 0)).join('; ')})` : ''}
          </Text>
        </Stack>
      ),
    },
    { id: 'every', header: t('adminRefresh.every'), sortValue: (s) => s.everyDays, cell: (s) => t('adminRefresh.everyDaysText', { count: s.everyDays }), width: 130 },
    {
      id: 'state',
      header: t('adminRefresh.state'),
      width: 150,
      sortValue: stateOf,
      cell: (s) => (
        <Badge variant="outline" color={STATE_COLOR[stateOf(s)]} data-state={stateOf(s)}>
          {t(`adminRefresh.states.${stateOf(s)}`)}
        </Badge>
      ),
    },
    {
      id: 'last',
      header: t('adminRefresh.last'),
      sortValue: (s) => s.lastAttemptAt,
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm">
            {s.lastRefreshedAt ? (
              s.lastRunId ? (
                <Anchor component={Link} to={`/admin/import?run=${s.lastRunId}`} size="sm">
                  {formatDate(s.lastRefreshedAt, lang, true)}
                </Anchor>
              ) : (
                formatDate(s.lastRefreshedAt, lang, true)
              )
            ) : (
              t('adminRefresh.never')
            )}
          </Text>
          {s.lastError && (
            <Text size="xs" c="red.9" data-testid="refresh-error">
              {t('adminRefresh.failedAt', { when: formatDate(s.lastAttemptAt, lang, true) })}: {s.lastError}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'due', header: t('adminRefresh.due'), sortValue: (s) => s.dueAt, cell: (s) => (!s.dueAt ? '—' : new Date(s.dueAt).getTime() <= Date.now() ? t('adminRefresh.nextRun') : formatDate(s.dueAt, lang)) },
    {
      id: 'actions',
      header: t('adminRefresh.actions'),
      headerHidden: true,
      hideable: false,
      ownClick: true,
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="light" disabled={!s.enabled} loading={refreshNow.isPending && refreshNow.variables === s.id} onClick={() => void ask(s).catch(() => undefined)} aria-label={t('adminRefresh.refreshNowSource', { name: s.name })}>
            {t('adminRefresh.refreshNow')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setEditing(s)} aria-label={t('adminRefresh.editSource', { name: s.name })}>
            {t('adminRefresh.edit')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setRemoving(s)} aria-label={t('adminRefresh.removeSource', { name: s.name })}>
            {t('adminRefresh.remove')}
          </Button>
        </Group>
      ),
    },
  ];

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
