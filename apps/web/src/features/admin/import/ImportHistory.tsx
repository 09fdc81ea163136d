import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { Empty, LoadFailed } from '../../../ui/AdminFrame';
import type { ImportRun, useImportRuns } from './importApi';
import { formatDuration, runDurationMs } from './importDisplay';
import { StatusBadge } from './ImportJobPanel';

/** The last 100 import runs (uploads, the CLI, the demo region), newest first; a run opens its report. */
export function ImportHistory({
  runs,
  selected,
}: {
  runs: ReturnType<typeof useImportRuns>;
  selected: number | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns = useMemo<DataColumn<ImportRun>[]>(() => {
    const count = (v: number | null) => (v === null ? '—' : formatNumber(v, lang, 0));
    return [
      {
        id: 'run',
        header: t('adminImport.history.run'),
        sortValue: (r) => r.jobId,
        cell: (r) => (
          <Anchor
            component={Link}
            to={`?run=${r.jobId}`}
            aria-current={r.jobId === selected ? 'true' : undefined}
            aria-label={t('adminImport.history.open', { id: r.jobId, source: r.source })}
          >
            {r.jobId}
          </Anchor>
        ),
      },
      {
        id: 'status',
        header: t('adminImport.history.status'),
        sortValue: (r) => r.status,
        cell: (r) => <StatusBadge status={r.status} />,
      },
      {
        id: 'format',
        header: t('adminImport.history.format'),
        sortValue: (r) => r.format,
        cell: (r) => r.format,
      },
      {
        id: 'source',
        header: t('adminImport.history.source'),
        sortValue: (r) => r.source,
        cell: (r) => (
          <div style={{ overflowWrap: 'anywhere' }}>
            <Text size="sm" data-testid="run-source">
              {r.source}
            </Text>
            {r.error && (
              <Text size="xs" c="red.9" lineClamp={2} title={r.error}>
                {r.error}
              </Text>
            )}
          </div>
        ),
      },
      {
        id: 'started',
        header: t('adminImport.history.started'),
        sortValue: (r) => r.startedAt,
        cell: (r) => formatDate(r.startedAt, lang, true),
      },
      {
        id: 'duration',
        header: t('adminImport.history.duration'),
        sortValue: (r) => runDurationMs(r),
        cell: (r) => {
          const ms = runDurationMs(r);
          return <span data-testid="run-duration">{ms === null ? '—' : formatDuration(ms, lang)}</span>;
        },
      },
      {
        id: 'written',
        header: t('adminImport.history.written'),
        numeric: true,
        sortValue: (r) => r.written,
        cell: (r) => <span data-testid="run-written">{r.status === 'failed' ? '—' : count(r.written)}</span>,
      },
      {
        id: 'rejected',
        header: t('adminImport.history.rejected'),
        numeric: true,
        sortValue: (r) => r.rejected,
        cell: (r) => (
          <span data-testid="run-rejected">{r.status === 'failed' ? '—' : count(r.rejected)}</span>
        ),
      },
    ];
  }, [t, lang, selected]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="import-history-title">
      <Title order={2} size="h4" id="import-history-title">
        {t('adminImport.history.title')}
      </Title>
      <DataTable
        columns={columns}
        rows={runs.data}
        rowId={(r) => r.jobId}
        label={t('adminImport.history.caption')}
        testId="import-history"
        striped
        minWidth={900}
        loading={runs.isPending}
        refreshing={runs.isFetching && !runs.isPending}
        error={
          runs.isError ? <LoadFailed error={runs.error} onRetry={() => void runs.refetch()} /> : undefined
        }
        empty={<Empty>{t('adminImport.history.empty')}</Empty>}
        selectedId={selected}
        rowProps={(r) => ({ 'data-testid': 'import-run', 'data-run-id': r.jobId, 'data-status': r.status })}
      />
    </Stack>
  );
}
