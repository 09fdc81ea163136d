import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulerRoutes, type JobName } from '@plotwise/contracts';
import { api } from '../../../api/api';

const key = ['admin', 'scheduler'] as const;

/** GET /api/admin/scheduler, refreshed every few seconds while a run waits or runs. */
export function useScheduler() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(schedulerRoutes.list, { signal }),
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
    queryFn: ({ signal }) => api.call(schedulerRoutes.runs, { params: { name: name! }, signal }),
    refetchInterval: active ? 2000 : false,
  });
}

/** Run now, pause and resume; the list and run log refresh after each. */
export function useJobActions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: key });
  const runNow = useMutation({
    mutationFn: (name: JobName) => api.call(schedulerRoutes.runNow, { params: { name } }),
    onSettled,
  });
  const setPaused = useMutation({
    mutationFn: ({ name, paused }: { name: JobName; paused: boolean }) => api.call(paused ? schedulerRoutes.pause : schedulerRoutes.resume, { params: { name } }),
    onSuccess: (answer) => client.setQueryData(key, answer),
    onSettled,
  });
  return { runNow, setPaused };
}
