import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { RefreshSource } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import type { DataColumn } from '../../../ui/DataTable';

type State = 'disabled' | 'requested' | 'failed' | 'due' | 'current';
// outline badges in shade 9 stay above 4.5:1 on white
const STATE_COLOR: Record<State, string> = { disabled: 'gray.9', requested: 'blue.9', failed: 'red.9', due: 'violet.9', current: 'teal.9' };
const stateOf = (s: RefreshSource): State =>
  // a failed source stays asked for (the job's retries take it again): its failure is what staff need to see
  !s.enabled ? 'disabled' : s.lastError ? 'failed' : s.requested ? 'requested' : s.dueAt && new Date(s.dueAt).getTime() <= Date.now() ? 'due' : 'current';

/** A source's name above its kind, address and (when set) bounding box. */
function NameCell({ source: s, t, lang }: { source: RefreshSource; t: TFunction; lang: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {s.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {t(`adminRefresh.kinds.${s.kind}`)}: {s.url}
        {s.bbox ? ` (${s.bbox.map((n) => formatNumber(n, lang, 0)).join('; ')})` : ''}
      </Text>
    </Stack>
  );
}

/** When a source was last refreshed (linked to that import run when known), and the last failure if any. */
function LastCell({ source: s, t, lang }: { source: RefreshSource; t: TFunction; lang: string }) {
  return (
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
  );
}

/** What a row's buttons do; `refreshing` says whether a refresh of that source is on its way. */
export type RefreshSourceRowActions = {
  refreshing: (id: number) => boolean;
  onRefresh: (s: RefreshSource) => void;
  onEdit: (s: RefreshSource) => void;
  onRemove: (s: RefreshSource) => void;
};

/** A source's buttons: refresh now (only when enabled), edit and remove. */
function ActionsCell({ source: s, t, actions }: { source: RefreshSource; t: TFunction; actions: RefreshSourceRowActions }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="light" disabled={!s.enabled} loading={actions.refreshing(s.id)} onClick={() => actions.onRefresh(s)} aria-label={t('adminRefresh.refreshNowSource', { name: s.name })}>
        {t('adminRefresh.refreshNow')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => actions.onEdit(s)} aria-label={t('adminRefresh.editSource', { name: s.name })}>
        {t('adminRefresh.edit')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => actions.onRemove(s)} aria-label={t('adminRefresh.removeSource', { name: s.name })}>
        {t('adminRefresh.remove')}
      </Button>
    </Group>
  );
}

/** The refresh-source table's columns: name and address, interval, state, last refresh, next run and the row's buttons. */
export function refreshSourceColumns({ t, lang, actions }: { t: TFunction; lang: string; actions: RefreshSourceRowActions }): DataColumn<RefreshSource>[] {
  return [
    { id: 'name', header: t('adminRefresh.name'), hideable: false, sortValue: (s) => s.name, cell: (s) => <NameCell source={s} t={t} lang={lang} /> },
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
    { id: 'last', header: t('adminRefresh.last'), sortValue: (s) => s.lastAttemptAt, cell: (s) => <LastCell source={s} t={t} lang={lang} /> },
    { id: 'due', header: t('adminRefresh.due'), sortValue: (s) => s.dueAt, cell: (s) => (!s.dueAt ? '—' : new Date(s.dueAt).getTime() <= Date.now() ? t('adminRefresh.nextRun') : formatDate(s.dueAt, lang)) },
    {
      id: 'actions',
      header: t('adminRefresh.actions'),
      headerHidden: true,
      hideable: false,
      ownClick: true,
      cell: (s) => <ActionsCell source={s} t={t} actions={actions} />,
    },
  ];
}
