import { Alert, Badge, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { JobRun, SchedulerJob } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../AdminFrame';
import { cronText } from './cronText';
import { useJobActions, useJobRuns, useScheduler } from './schedulerApi';

type JobState = 'paused' | 'queued' | JobRun['state'] | 'never';
// outline badges in shade 9 stay above 4.5:1 on white (WCAG AA), as in the audit list
const STATE_COLOR: Record<JobState, string> = { paused: 'gray.9', queued: 'blue.9', running: 'blue.9', completed: 'teal.9', retrying: 'violet.9', failed: 'red.9', never: 'gray.9' };

const jobState = (j: SchedulerJob): JobState => (j.lastRun?.state === 'running' ? 'running' : j.queued > 0 ? 'queued' : j.paused ? 'paused' : (j.lastRun?.state ?? 'never'));

function StateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={STATE_COLOR[state]} data-state={state}>
      {t(`adminScheduler.states.${state}`)}
    </Badge>
  );
}

/** Staff: the scheduled jobs with schedule, last and next run, state and errors; run now, pause, resume, run log. */
function SchedulerScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheduler = useScheduler();
  const { runNow, setPaused } = useJobActions();
  const [selected, setSelected] = useState<SchedulerJob['name'] | null>(null);
  const [status, setStatus] = useState('');
  const jobs = scheduler.data?.jobs;
  const shown = jobs?.find((j) => j.name === selected) ?? null;
  const runs = useJobRuns(shown?.name ?? null, `${shown?.lastRun?.id}:${shown?.lastRun?.state}`, !!shown && (shown.queued > 0 || shown.lastRun?.state === 'running'));
  const running = !!scheduler.data?.running;
  const duration = (ms: number | null) => (ms === null ? '' : ms < 1000 ? `${formatNumber(ms, lang, 0)} ms` : `${formatNumber(ms / 1000, lang, 1)} s`);
  const jobName = (name: string) => t(`adminScheduler.jobs.${name}.name`);
  const schedule = (j: SchedulerJob) => {
    const words = cronText(j.cron);
    return words ? t(words.key, { ...words.values, dayName: t(`adminScheduler.days.${words.values.day ?? 0}`) }) : j.cron;
  };

  const ask = async (name: SchedulerJob['name']) => {
    const { queued } = await runNow.mutateAsync(name);
    setStatus(t(queued ? 'adminScheduler.queued' : 'adminScheduler.alreadyQueued', { job: jobName(name) }));
  };
  const toggle = async (j: SchedulerJob) => {
    await setPaused.mutateAsync({ name: j.name, paused: !j.paused });
    setStatus(t(j.paused ? 'adminScheduler.resumed' : 'adminScheduler.paused', { job: jobName(j.name) }));
  };

  const columns: DataColumn<SchedulerJob>[] = [
    {
      id: 'job',
      header: t('adminScheduler.job'),
      hideable: false,
      sortValue: (j) => jobName(j.name),
      cell: (j) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {jobName(j.name)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`adminScheduler.jobs.${j.name}.description`)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'schedule',
      header: t('adminScheduler.schedule'),
      cell: (j) => (
        <Stack gap={0}>
          <Text size="sm">{schedule(j)}</Text>
          <Code fz="xs" w="fit-content">
            {j.cron}
          </Code>
        </Stack>
      ),
    },
    { id: 'state', header: t('adminScheduler.state'), cell: (j) => <StateBadge state={jobState(j)} />, sortValue: (j) => jobState(j), width: 170 },
    {
      id: 'lastRun',
      header: t('adminScheduler.lastRun'),
      sortValue: (j) => j.lastRun?.startedAt,
      cell: (j) =>
        j.lastRun ? (
          <Stack gap={0}>
            <Text size="sm">{formatDate(j.lastRun.startedAt, lang, true)}</Text>
            <Text size="xs" c={j.lastRun.error ? 'red.9' : 'dimmed'}>
              {j.lastRun.error ?? j.lastRun.summary ?? ''} {j.lastRun.durationMs !== null ? `(${duration(j.lastRun.durationMs)})` : ''}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('adminScheduler.neverRun')}
          </Text>
        ),
    },
    { id: 'nextRun', header: t('adminScheduler.nextRun'), sortValue: (j) => j.nextRunAt, cell: (j) => (j.nextRunAt ? formatDate(j.nextRunAt, lang, true) : t('adminScheduler.states.paused')) },
    {
      id: 'actions',
      header: t('adminScheduler.actions'),
      headerHidden: true,
      hideable: false,
      ownClick: true,
      cell: (j) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="light" disabled={!running} loading={runNow.isPending && runNow.variables === j.name} onClick={() => void ask(j.name)} aria-label={t('adminScheduler.runNowJob', { job: jobName(j.name) })}>
            {t('adminScheduler.runNow')}
          </Button>
          <Button size="compact-sm" variant="default" disabled={!running} loading={setPaused.isPending && setPaused.variables?.name === j.name} onClick={() => void toggle(j)} aria-label={t(j.paused ? 'adminScheduler.resumeJob' : 'adminScheduler.pauseJob', { job: jobName(j.name) })}>
            {t(j.paused ? 'adminScheduler.resume' : 'adminScheduler.pause')}
          </Button>
        </Group>
      ),
    },
  ];

  const runColumns: DataColumn<JobRun>[] = [
    { id: 'started', header: t('adminScheduler.started'), cell: (r) => formatDate(r.startedAt, lang, true), sortValue: (r) => r.startedAt, hideable: false },
    { id: 'trigger', header: t('adminScheduler.trigger'), cell: (r) => t(`adminScheduler.triggers.${r.trigger}`) },
    { id: 'attempt', header: t('adminScheduler.attempt'), cell: (r) => formatNumber(r.attempt, lang, 0), numeric: true },
    { id: 'state', header: t('adminScheduler.state'), cell: (r) => <StateBadge state={r.state} />, width: 190 },
    { id: 'duration', header: t('adminScheduler.duration'), cell: (r) => duration(r.durationMs), sortValue: (r) => r.durationMs, numeric: true },
    {
      id: 'result',
      header: t('adminScheduler.result'),
      cell: (r) => (
        <Text size="sm" c={r.error ? 'red.9' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
          {r.error ?? r.summary ?? ''}
        </Text>
      ),
    },
  ];

  const failed = runNow.error ?? setPaused.error;
  return (
    <AdminFrame screen="admin.scheduler" intro={t('adminScheduler.intro')}>
      {scheduler.isPending ? (
        <Loading />
      ) : scheduler.isError ? (
        <LoadFailed error={scheduler.error} onRetry={() => void scheduler.refetch()} />
      ) : (
        <Stack>
          {!running && (
            <Alert color="orange" title={t('adminScheduler.notRunning.title')} data-testid="scheduler-off">
              <Text size="sm">{t('adminScheduler.notRunning.body')}</Text>
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {failed.message}
            </Alert>
          )}
          <Text size="sm" role="status" aria-live="polite" data-testid="scheduler-status">
            {status}
          </Text>
          <DataTable
            columns={columns}
            rows={jobs}
            rowId={(j) => j.name}
            label={t('adminScheduler.jobsCaption')}
            testId="scheduler-jobs"
            selectedId={shown?.name ?? null}
            onRowActivate={(j) => setSelected(j.name)}
            rowProps={(j) => ({ 'data-job': j.name })}
            empty={t('adminScheduler.noJobs')}
          />
          {shown ? (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('adminScheduler.runsOf', { job: jobName(shown.name) })}
              </Title>
              <DataTable
                columns={runColumns}
                rows={runs.data}
                rowId={(r) => r.id}
                label={t('adminScheduler.runsOf', { job: jobName(shown.name) })}
                testId="scheduler-runs"
                loading={runs.isPending}
                error={runs.isError ? runs.error.message : undefined}
                onRetry={() => void runs.refetch()}
                empty={t('adminScheduler.noRuns')}
                rowProps={(r) => ({ 'data-state': r.state })}
              />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('adminScheduler.pickJob')}
            </Text>
          )}
        </Stack>
      )}
    </AdminFrame>
  );
}

export default staffScreen('admin.scheduler', SchedulerScreen);
