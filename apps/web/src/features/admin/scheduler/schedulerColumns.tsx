import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import type { JobRun, SchedulerJob } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import type { DataColumn } from '../../../ui/DataTable';
import { cronText } from './cronText';

type JobState = 'paused' | 'queued' | JobRun['state'] | 'never';
// outline badges in shade 9 stay above 4.5:1 on white (WCAG AA), as in the audit list
const STATE_COLOR: Record<JobState, string> = { paused: 'gray.9', queued: 'blue.9', running: 'blue.9', completed: 'teal.9', retrying: 'violet.9', failed: 'red.9', never: 'gray.9' };

const jobState = (j: SchedulerJob): JobState => (j.lastRun?.state === 'running' ? 'running' : j.queued > 0 ? 'queued' : j.paused ? 'paused' : (j.lastRun?.state ?? 'never'));

/** A job's or run's state as an outline badge, its state also in data-state. */
function StateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={STATE_COLOR[state]} data-state={state}>
      {t(`adminScheduler.states.${state}`)}
    </Badge>
  );
}

/** A run's duration: milliseconds under a second, else seconds with one decimal; nothing when unknown. */
const duration = (ms: number | null, lang: string) => (ms === null ? '' : ms < 1000 ? `${formatNumber(ms, lang, 0)} ms` : `${formatNumber(ms / 1000, lang, 1)} s`);

/** A job's name as staff read it. */
export const jobName = (t: TFunction, name: string) => t(`adminScheduler.jobs.${name}.name`);

/** A job's schedule in words, or its cron expression when cronText has no words for it. */
const scheduleText = (t: TFunction, j: SchedulerJob) => {
  const words = cronText(j.cron);
  return words ? t(words.key, { ...words.values, dayName: t(`adminScheduler.days.${words.values.day ?? 0}`) }) : j.cron;
};

/** When a job last ran, with its error or summary and how long it took. */
function LastRunCell({ job: j, t, lang }: { job: SchedulerJob; t: TFunction; lang: string }) {
  return j.lastRun ? (
    <Stack gap={0}>
      <Text size="sm">{formatDate(j.lastRun.startedAt, lang, true)}</Text>
      <Text size="xs" c={j.lastRun.error ? 'red.9' : 'dimmed'}>
        {j.lastRun.error ?? j.lastRun.summary ?? ''} {j.lastRun.durationMs !== null ? `(${duration(j.lastRun.durationMs, lang)})` : ''}
      </Text>
    </Stack>
  ) : (
    <Text size="sm" c="dimmed">
      {t('adminScheduler.neverRun')}
    </Text>
  );
}

/** What a job's buttons do; they are off while the scheduler does not run, and `…Pending` shows a spinner on that job's. */
export type JobRowActions = {
  running: boolean;
  runPending: (name: SchedulerJob['name']) => boolean;
  pausePending: (name: SchedulerJob['name']) => boolean;
  onRunNow: (name: SchedulerJob['name']) => void;
  onToggle: (j: SchedulerJob) => void;
};

/** A job's buttons: run now, and pause or resume. */
function ActionsCell({ job: j, t, actions: a }: { job: SchedulerJob; t: TFunction; actions: JobRowActions }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="light" disabled={!a.running} loading={a.runPending(j.name)} onClick={() => a.onRunNow(j.name)} aria-label={t('adminScheduler.runNowJob', { job: jobName(t, j.name) })}>
        {t('adminScheduler.runNow')}
      </Button>
      <Button size="compact-sm" variant="default" disabled={!a.running} loading={a.pausePending(j.name)} onClick={() => a.onToggle(j)} aria-label={t(j.paused ? 'adminScheduler.resumeJob' : 'adminScheduler.pauseJob', { job: jobName(t, j.name) })}>
        {t(j.paused ? 'adminScheduler.resume' : 'adminScheduler.pause')}
      </Button>
    </Group>
  );
}

/** The job table's columns: job, schedule, state, last and next run and the job's buttons. */
export function jobColumns({ t, lang, actions }: { t: TFunction; lang: string; actions: JobRowActions }): DataColumn<SchedulerJob>[] {
  return [
    {
      id: 'job',
      header: t('adminScheduler.job'),
      hideable: false,
      sortValue: (j) => jobName(t, j.name),
      cell: (j) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {jobName(t, j.name)}
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
          <Text size="sm">{scheduleText(t, j)}</Text>
          <Code fz="xs" w="fit-content">
            {j.cron}
          </Code>
        </Stack>
      ),
    },
    { id: 'state', header: t('adminScheduler.state'), cell: (j) => <StateBadge state={jobState(j)} />, sortValue: (j) => jobState(j), width: 170 },
    { id: 'lastRun', header: t('adminScheduler.lastRun'), sortValue: (j) => j.lastRun?.startedAt, cell: (j) => <LastRunCell job={j} t={t} lang={lang} /> },
    { id: 'nextRun', header: t('adminScheduler.nextRun'), sortValue: (j) => j.nextRunAt, cell: (j) => (j.nextRunAt ? formatDate(j.nextRunAt, lang, true) : t('adminScheduler.states.paused')) },
    { id: 'actions', header: t('adminScheduler.actions'), headerHidden: true, hideable: false, ownClick: true, cell: (j) => <ActionsCell job={j} t={t} actions={actions} /> },
  ];
}

/** The run log's columns: start, trigger, attempt, state, duration and result. */
export function runColumns({ t, lang }: { t: TFunction; lang: string }): DataColumn<JobRun>[] {
  return [
    { id: 'started', header: t('adminScheduler.started'), cell: (r) => formatDate(r.startedAt, lang, true), sortValue: (r) => r.startedAt, hideable: false },
    { id: 'trigger', header: t('adminScheduler.trigger'), cell: (r) => t(`adminScheduler.triggers.${r.trigger}`) },
    { id: 'attempt', header: t('adminScheduler.attempt'), cell: (r) => formatNumber(r.attempt, lang, 0), numeric: true },
    { id: 'state', header: t('adminScheduler.state'), cell: (r) => <StateBadge state={r.state} />, width: 190 },
    { id: 'duration', header: t('adminScheduler.duration'), cell: (r) => duration(r.durationMs, lang), sortValue: (r) => r.durationMs, numeric: true },
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
}
