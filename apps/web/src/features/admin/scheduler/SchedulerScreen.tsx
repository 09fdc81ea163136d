import { Alert, Stack, Text, Title } from '@mantine/core';
import type { SchedulerJob } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/DataTable';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../../../ui/AdminFrame';
import { jobColumns, jobName, runColumns } from './schedulerColumns';
import { useJobActions, useJobRuns, useScheduler } from './schedulerApi';

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

  const ask = async (name: SchedulerJob['name']) => {
    const { queued } = await runNow.mutateAsync(name);
    setStatus(t(queued ? 'adminScheduler.queued' : 'adminScheduler.alreadyQueued', { job: jobName(t, name) }));
  };
  const toggle = async (j: SchedulerJob) => {
    await setPaused.mutateAsync({ name: j.name, paused: !j.paused });
    setStatus(t(j.paused ? 'adminScheduler.resumed' : 'adminScheduler.paused', { job: jobName(t, j.name) }));
  };

  const columns = jobColumns({
    t,
    lang,
    actions: {
      running,
      runPending: (name) => runNow.isPending && runNow.variables === name,
      pausePending: (name) => setPaused.isPending && setPaused.variables?.name === name,
      onRunNow: (name) => void ask(name),
      onToggle: (j) => void toggle(j),
    },
  });

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
                {t('adminScheduler.runsOf', { job: jobName(t, shown.name) })}
              </Title>
              <DataTable
                columns={runColumns({ t, lang })}
                rows={runs.data}
                rowId={(r) => r.id}
                label={t('adminScheduler.runsOf', { job: jobName(t, shown.name) })}
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
