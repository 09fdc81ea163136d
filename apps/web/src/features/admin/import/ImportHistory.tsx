import { Anchor, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { Empty, LoadFailed, Loading } from '../AdminFrame';
import type { useImportRuns } from './importApi';
import { formatDuration, runDurationMs } from './importDisplay';
import { StatusBadge } from './ImportJobPanel';

/** The last 100 import runs (uploads, the CLI, the demo region), newest first; a run opens its report. */
export function ImportHistory({ runs, selected }: { runs: ReturnType<typeof useImportRuns>; selected: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const count = (v: number | null) => (v === null ? '—' : formatNumber(v, lang, 0));
  const rows = runs.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="import-history-title">
      <Title order={2} size="h4" id="import-history-title">
        {t('adminImport.history.title')}
      </Title>
      {runs.isPending ? (
        <Loading />
      ) : runs.isError ? (
        <LoadFailed error={runs.error} onRetry={() => void runs.refetch()} />
      ) : rows.length === 0 ? (
        <Empty>{t('adminImport.history.empty')}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="import-history" aria-busy={runs.isFetching}>
            <caption>
              <VisuallyHidden>{t('adminImport.history.caption')}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminImport.history.run')}</Table.Th>
                <Table.Th scope="col">{t('adminImport.history.status')}</Table.Th>
                <Table.Th scope="col">{t('adminImport.history.format')}</Table.Th>
                <Table.Th scope="col">{t('adminImport.history.source')}</Table.Th>
                <Table.Th scope="col">{t('adminImport.history.started')}</Table.Th>
                <Table.Th scope="col">{t('adminImport.history.duration')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminImport.history.written')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminImport.history.rejected')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => {
                const ms = runDurationMs(r);
                const current = r.jobId === selected;
                return (
                  <Table.Tr key={r.jobId} data-testid="import-run" data-run-id={r.jobId} data-status={r.status} bg={current ? 'var(--mantine-primary-color-light)' : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={`?run=${r.jobId}`} aria-current={current ? 'true' : undefined} aria-label={t('adminImport.history.open', { id: r.jobId, source: r.source })}>
                        {r.jobId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} />
                    </Table.Td>
                    <Table.Td>{r.format}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" data-testid="run-source">
                        {r.source}
                      </Text>
                      {r.error && (
                        <Text size="xs" c="red.9" lineClamp={2} title={r.error}>
                          {r.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(r.startedAt, lang, true)}</Table.Td>
                    <Table.Td data-testid="run-duration">{ms === null ? '—' : formatDuration(ms, lang)}</Table.Td>
                    <Table.Td ta="right" data-testid="run-written">
                      {r.status === 'failed' ? '—' : count(r.written)}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="run-rejected">
                      {r.status === 'failed' ? '—' : count(r.rejected)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
