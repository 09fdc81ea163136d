import { Alert, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import type { ImportRejection, ImportReport } from './importApi';
import { formatDuration, reasonsByCount } from './importDisplay';

function Figure({ name, value, testId }: { name: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="xl" fw={700} data-testid={`${testId}-value`}>
        {value}
      </Text>
      <Text size="sm">{name}</Text>
    </Paper>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type Counted = { key: string; count: number };

/** Two columns of name and count, as a small table with its title above. */
function CountTable({ caption, name, rows, testId }: { caption: string; name: string; rows: Counted[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns = useMemo<DataColumn<Counted>[]>(
    () => [
      { id: 'key', header: name, sortValue: (r) => r.key, cell: (r) => r.key },
      { id: 'count', header: t('adminImport.report.count'), numeric: true, sortValue: (r) => r.count, cell: (r) => formatNumber(r.count, lang, 0) },
    ],
    [name, t, lang],
  );
  return (
    <Section title={caption}>
      <DataTable columns={columns} rows={rows} rowId={(r) => r.key} label={caption} testId={testId} />
    </Section>
  );
}

/** What a mutation delivery (BAG daily mutations) changed, or that it was applied before; nothing for other imports. */
function DeliveryLine({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation();
  const d = report.delivery;
  if (!d) return null;
  const n = (v: number) => formatNumber(v, i18n.language, 0);
  return (
    <Text data-testid="report-delivery">
      {t(d.alreadyApplied ? 'adminImport.report.deliveryApplied' : 'adminImport.report.delivery', {
        id: d.id,
        from: d.from ?? '?',
        to: d.to ?? '?',
        written: n(report.written),
        removed: n(report.removed ?? 0),
      })}
    </Text>
  );
}

/** The report's counts, one figure each. */
function ReportCounts({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang, 0);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
      <Figure name={t('adminImport.report.counts.read')} value={n(report.read)} testId="report-read" />
      <Figure name={t('adminImport.report.counts.written')} value={n(report.written)} testId="report-written" />
      <Figure name={t('adminImport.report.counts.repaired')} value={n(report.repaired)} testId="report-repaired" />
      <Figure name={t('adminImport.report.counts.rejected')} value={n(report.rejected)} testId="report-rejected" />
      <Figure name={t('adminImport.report.counts.skipped')} value={n(report.skipped)} testId="report-skipped" />
      {report.removed !== undefined && <Figure name={t('adminImport.report.counts.removed')} value={n(report.removed)} testId="report-removed" />}
      <Figure name={t('adminImport.report.counts.duration')} value={formatDuration(report.durationMs, lang)} testId="report-duration" />
      <Figure name={t('adminImport.report.counts.speed')} value={n(Math.round(report.featuresPerSecond))} testId="report-speed" />
    </SimpleGrid>
  );
}

/**
 * The report of a finished import: the counts, what was skipped and rejected and why (with the first
 * rejected features), rows per table, the datasets it replaced, warnings and the files read. A failed
 * import shows its error and says that nothing changed.
 */
export function ImportReportView({ report, error }: { report: ImportReport | null; error?: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang, 0);
  const rejectionColumns = useMemo<DataColumn<ImportRejection & { i: number }>[]>(
    () => [
      { id: 'file', header: t('adminImport.report.file'), sortValue: (r) => r.file, cell: (r) => r.file },
      { id: 'line', header: t('adminImport.report.line'), sortValue: (r) => r.line, cell: (r) => r.line ?? '—' },
      { id: 'feature', header: t('adminImport.report.feature'), sortValue: (r) => r.feature, cell: (r) => <Text span size="sm" ff="monospace">{r.feature}</Text> },
      { id: 'reason', header: t('adminImport.report.reason'), sortValue: (r) => r.reason, cell: (r) => r.reason },
    ],
    [t],
  );
  const datasetColumns = useMemo<DataColumn<ImportReport['datasets'][number]>[]>(
    () => [
      { id: 'dataset', header: t('adminImport.report.dataset'), sortValue: (d) => d.dataset, cell: (d) => d.dataset },
      { id: 'area', header: t('adminImport.report.area'), sortValue: (d) => d.area, cell: (d) => d.area },
      { id: 'features', header: t('adminImport.report.features'), numeric: true, sortValue: (d) => d.features, cell: (d) => formatNumber(d.features, lang, 0) },
      {
        id: 'dataDate',
        header: t('adminImport.report.dataDate'),
        sortValue: (d) => d.dataDate ?? '',
        cell: (d) => (d.dataDate ? `${d.dataDate} · ${t(`adminImport.report.dataDateOrigin.${d.dataDateOrigin ?? 'given'}`)}` : t('adminImport.report.dataDateUnknown')),
      },
    ],
    [t, lang],
  );
  const failed = report?.status === 'failed' || !!error;
  const message = error ?? report?.error;

  if (failed)
    return (
      <Alert color="red" title={t('adminImport.report.failedTitle')} role="alert" data-testid="job-failed">
        <Stack gap="xs">
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="job-error">
            {message}
          </Text>
          <Text size="sm" fw={600} data-testid="job-untouched">
            {t('adminImport.report.untouched')}
          </Text>
          {report && (
            <Text size="sm">
              {t('adminImport.report.readBeforeError', { read: n(report.read), duration: formatDuration(report.durationMs, lang) })}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  if (!report)
    return (
      <Text c="dimmed" data-testid="no-report">
        {t('adminImport.report.noReport')}
      </Text>
    );

  const tables = Object.entries(report.tables).map(([key, count]) => ({ key, count }));
  const rejected = reasonsByCount(report.rejectedReasons).map((r) => ({ key: r.reason, count: r.count }));
  const skipped = reasonsByCount(report.skippedReasons).map((r) => ({ key: r.reason, count: r.count }));
  return (
    <Stack gap="md" data-testid="import-report">
      <Text role="status" data-testid="job-succeeded">
        {t('adminImport.report.succeeded', { written: n(report.written), source: report.source, duration: formatDuration(report.durationMs, lang) })}
      </Text>
      <DeliveryLine report={report} />
      <ReportCounts report={report} />
      {report.warnings.length > 0 && (
        <Alert color="yellow" title={t('adminImport.report.warnings')} data-testid="report-warnings">
          <List size="sm">
            {report.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {report.rejections.length > 0 && (
        <Section title={t('adminImport.report.rejections')} testId="report-rejections">
          <Text size="sm" c="dimmed">
            {t('adminImport.report.rejectionsShown', { shown: n(report.rejections.length), total: n(report.rejected) })}
          </Text>
          <DataTable
            columns={rejectionColumns}
            rows={report.rejections.map((r, i) => ({ ...r, i }))}
            rowId={(r) => r.i}
            label={t('adminImport.report.rejections')}
            striped
            minWidth={640}
            maxHeight={360}
            rowProps={() => ({ 'data-testid': 'rejection-row' })}
          />
        </Section>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rejected.length > 0 && <CountTable caption={t('adminImport.report.rejectedReasons')} name={t('adminImport.report.reason')} rows={rejected} testId="report-rejected-reasons" />}
        {skipped.length > 0 && <CountTable caption={t('adminImport.report.skippedReasons')} name={t('adminImport.report.reason')} rows={skipped} testId="report-skipped-reasons" />}
        {tables.length > 0 && <CountTable caption={t('adminImport.report.tables')} name={t('adminImport.report.table')} rows={tables} testId="report-tables" />}
        {report.datasets.length > 0 && (
          <Section title={t('adminImport.report.datasets')}>
            <DataTable columns={datasetColumns} rows={report.datasets} rowId={(d) => `${d.dataset} ${d.area}`} label={t('adminImport.report.datasets')} testId="report-datasets" />
          </Section>
        )}
      </SimpleGrid>
      {report.files.length > 0 && (
        <Section title={t('adminImport.report.files')}>
          <List size="sm" data-testid="report-files">
            {report.files.map((f, i) => (
              <List.Item key={i}>{f}</List.Item>
            ))}
          </List>
        </Section>
      )}
    </Stack>
  );
}
