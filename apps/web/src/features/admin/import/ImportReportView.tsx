import { Alert, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { ImportReport } from './importApi';
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

/** Two columns of name and count, as a small table with a caption. */
function CountTable({ caption, name, rows, testId }: { caption: string; name: string; rows: { key: string; count: number }[]; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table withTableBorder verticalSpacing={4} maw={720} data-testid={testId}>
      <caption style={{ textAlign: 'left', captionSide: 'top', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{name}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('adminImport.report.count')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.key}</Table.Td>
            <Table.Td ta="right">{formatNumber(r.count, i18n.language, 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
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
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        <Figure name={t('adminImport.report.counts.read')} value={n(report.read)} testId="report-read" />
        <Figure name={t('adminImport.report.counts.written')} value={n(report.written)} testId="report-written" />
        <Figure name={t('adminImport.report.counts.repaired')} value={n(report.repaired)} testId="report-repaired" />
        <Figure name={t('adminImport.report.counts.rejected')} value={n(report.rejected)} testId="report-rejected" />
        <Figure name={t('adminImport.report.counts.skipped')} value={n(report.skipped)} testId="report-skipped" />
        <Figure name={t('adminImport.report.counts.duration')} value={formatDuration(report.durationMs, lang)} testId="report-duration" />
        <Figure name={t('adminImport.report.counts.speed')} value={n(Math.round(report.featuresPerSecond))} testId="report-speed" />
      </SimpleGrid>
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
          <Table.ScrollContainer minWidth={640} mah={360}>
            <Table striped stickyHeader verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('adminImport.report.file')}</Table.Th>
                  <Table.Th scope="col">{t('adminImport.report.line')}</Table.Th>
                  <Table.Th scope="col">{t('adminImport.report.feature')}</Table.Th>
                  <Table.Th scope="col">{t('adminImport.report.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rejections.map((r, i) => (
                  <Table.Tr key={i} data-testid="rejection-row">
                    <Table.Td>{r.file}</Table.Td>
                    <Table.Td>{r.line ?? '—'}</Table.Td>
                    <Table.Td ff="monospace">{r.feature}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rejected.length > 0 && <CountTable caption={t('adminImport.report.rejectedReasons')} name={t('adminImport.report.reason')} rows={rejected} testId="report-rejected-reasons" />}
        {skipped.length > 0 && <CountTable caption={t('adminImport.report.skippedReasons')} name={t('adminImport.report.reason')} rows={skipped} testId="report-skipped-reasons" />}
        {tables.length > 0 && <CountTable caption={t('adminImport.report.tables')} name={t('adminImport.report.table')} rows={tables} testId="report-tables" />}
        {report.datasets.length > 0 && (
          <Table withTableBorder verticalSpacing={4} maw={720} data-testid="report-datasets">
            <caption style={{ textAlign: 'left', captionSide: 'top', fontWeight: 600, paddingBottom: 4 }}>{t('adminImport.report.datasets')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminImport.report.dataset')}</Table.Th>
                <Table.Th scope="col">{t('adminImport.report.area')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminImport.report.features')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.datasets.map((d) => (
                <Table.Tr key={`${d.dataset} ${d.area}`}>
                  <Table.Td>{d.dataset}</Table.Td>
                  <Table.Td>{d.area}</Table.Td>
                  <Table.Td ta="right">{n(d.features)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
