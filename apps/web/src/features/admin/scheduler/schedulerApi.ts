import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobName, JobRun, SchedulerAnswer } from '@plotwise/contracts';
import { api } from '../../../api/api';

const key = ['admin', 'scheduler'] as const;

/** GET /api/admin/scheduler, refreshed every few seconds while a run waits or runs. */
export function useScheduler() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.request<SchedulerAnswer>('GET', '/admin/scheduler', { signal }),
    refetchInterval: (q) => (q.state.data?.jobs.some((j) => j.queued > 0 || j.lastRun?.state === 'running') ? 2000 : 15000),
  });
}

/**
 * GET /api/admin/scheduler/{name}/runs: the run log of one job, newest first. `lastRun` (the list's newest run of the
 * job, as `id:state`) keys it, so the log follows the list; it also polls while a run waits or runs.
 */
export function useJobRuns(name: JobName | null, lastRun: string, active: boolean) {
  return useQuery({
    queryKey: [...key, 'runs', name, lastRun],
    placeholderData: keepPreviousData,
    enabled: name !== null,
    queryFn: ({ signal }) => api.request<JobRun[]>('GET', `/admin/scheduler/${name}/runs`, { signal }),
    refetchInterval: active ? 2000 : false,
  });
}

/** Run now, pause and resume; the list and run log refresh after each. */
export function useJobActions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: key });
  const runNow = useMutation({
    mutationFn: (name: JobName) => api.request<{ queued: boolean }>('POST', `/admin/scheduler/${name}/run`, { body: {} }),
    onSettled,
  });
  const setPaused = useMutation({
    mutationFn: ({ name, paused }: { name: JobName; paused: boolean }) => api.request<SchedulerAnswer>('POST', `/admin/scheduler/${name}/${paused ? 'pause' : 'resume'}`, { body: {} }),
    onSuccess: (answer) => client.setQueryData(key, answer),
    onSettled,
  });
  return { runNow, setPaused };
}
