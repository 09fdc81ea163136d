import { Alert, Badge, CloseButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../../api/ApiError';
import { formatNumber } from '../../../lib/format';
import { LoadFailed, Loading } from '../../../ui/AdminFrame';
import { useImportJob, type ImportRun, type ImportStatus } from './importApi';
import { formatBytes, jobProgressView } from './importDisplay';
import { ImportReportView } from './ImportReportView';
import { ProgressBar } from './ProgressBar';

// shade 9 on white keeps the outline badges above 4.5:1 (WCAG AA), as the other staff badges
const STATUS_COLOR: Record<ImportStatus, string> = { running: 'blue.9', succeeded: 'teal.9', failed: 'red.9' };

export function StatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={STATUS_COLOR[status] ?? 'gray.7'} data-testid="status-badge" data-status={status} style={{ minWidth: 'max-content' }}>
      {t(`adminImport.status.${status}`)}
    </Badge>
  );
}

/**
 * One import run: while it runs, its live progress (asked every 500 ms: the file being read, features
 * read and written, a bar when the file's size is known); once it ends, its report.
 */
export function ImportJobPanel({ jobId, run, onClose }: { jobId: number; run?: ImportRun | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const job = useImportJob(jobId);
  const heading = useRef<HTMLHeadingElement>(null);
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang, 0);

  // a newly chosen run takes the focus, so keyboard and screen reader users land on what they opened
  useEffect(() => heading.current?.focus(), [jobId]);

  const data = job.data;
  const format = data?.format ?? data?.report?.format ?? run?.format;
  const source = data?.source ?? data?.report?.source ?? run?.source;
  const status = data?.status;
  const view = data?.status === 'running' ? jobProgressView(data) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-job-title" data-testid="import-job" data-job-id={jobId} data-status={status ?? 'loading'}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm">
            <Title order={2} size="h4" id="import-job-title" ref={heading} tabIndex={-1}>
              {t('adminImport.job.title', { id: jobId })}
            </Title>
            {status && <StatusBadge status={status} />}
            {(format || source) && (
              <Text size="sm" c="dimmed">
                {[format, source].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Group>
          <CloseButton onClick={onClose} aria-label={t('adminImport.job.close')} />
        </Group>
        {job.isPending ? (
          <Loading />
        ) : job.isError ? (
          isNotFound(job.error) ? (
            <Alert color="gray" data-testid="job-not-found">
              {t('adminImport.job.notFound', { id: jobId })}
            </Alert>
          ) : (
            <LoadFailed error={job.error} onRetry={() => void job.refetch()} />
          )
        ) : view ? (
          <Stack gap="xs" data-testid="job-progress">
            <Text size="sm" fw={500} role="status">
              {view.finishing
                ? t('adminImport.job.finishing')
                : view.file
                  ? t('adminImport.job.running')
                  : t('adminImport.job.waiting')}
            </Text>
            <ProgressBar label={t('adminImport.job.barLabel')} percent={view.percent} testId="job-bar" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <div>
                <Text size="xs" c="dimmed">
                  {t('adminImport.job.currentFile')}
                </Text>
                <Text size="sm" data-testid="job-file" style={{ overflowWrap: 'anywhere' }}>
                  {view.file ?? '—'}
                  {view.fileBytes !== null && ` (${t('adminImport.job.fileProgress', { read: formatBytes(view.fileBytesRead, lang), total: formatBytes(view.fileBytes, lang) })})`}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('adminImport.job.read')}
                </Text>
                <Text size="sm" data-testid="job-read">
                  {n(view.read)}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('adminImport.job.written')}
                </Text>
                <Text size="sm" data-testid="job-written">
                  {n(view.written)}
                </Text>
              </div>
            </SimpleGrid>
          </Stack>
        ) : (
          <ImportReportView report={job.data.report} error={job.data.error} />
        )}
      </Stack>
    </Paper>
  );
}
