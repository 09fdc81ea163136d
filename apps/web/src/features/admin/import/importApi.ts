import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { demoRegionRoute, type DemoRegionStatus } from '@plotwise/contracts/api/demoRegion';
import { importRoutes, type ImportJob, type ImportReport } from '@plotwise/contracts/api/importReport';
import { adminKeys } from '../adminApi';

export type ImportStatus = ImportReport['status'];
export type { ImportJob, ImportReport, ImportRun, Rejection as ImportRejection } from '@plotwise/contracts/api/importReport';

/** GET /api/admin/demo-region: what the first start does with the demo region (contracts). */
export type { DemoRegionStatus };

export const DEMO_REGION_BUSY: readonly DemoRegionStatus['status'][] = ['checking', 'generating', 'importing'];

/** How often a running job is asked for its progress. */
const JOB_POLL_MS = 500;
const HISTORY_POLL_MS = 2000;
const DEMO_POLL_MS = 2000;

export const importKeys = {
  all: [...adminKeys.all, 'import'] as const,
  formats: [...adminKeys.all, 'import', 'formats'] as const,
  runs: [...adminKeys.all, 'import', 'runs'] as const,
  job: (id: number) => [...adminKeys.all, 'import', 'job', id] as const,
  demoRegion: [...adminKeys.all, 'import', 'demo-region'] as const,
};

export function useImportFormats() {
  return useQuery({
    queryKey: importKeys.formats,
    queryFn: ({ signal }) => api.call(importRoutes.formats, { signal }),
    staleTime: Infinity,
  });
}

export function useImportRuns() {
  return useQuery({
    queryKey: importKeys.runs,
    queryFn: ({ signal }) => api.call(importRoutes.runs, { signal }),
    // a run of another tab, the CLI or the demo loader moves on by itself
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'running') ? HISTORY_POLL_MS : false),
  });
}

/** The job of one run: polled every JOB_POLL_MS while it runs; the history is refreshed when it ends. */
export function useImportJob(jobId: number | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: importKeys.job(jobId ?? 0),
    queryFn: async ({ signal }) => {
      const before = qc.getQueryData<ImportJob>(importKeys.job(jobId ?? 0));
      const job = await api.call(importRoutes.job, { params: { jobId: jobId ?? 0 }, signal, expected: [400, 404] });
      if (job.status !== 'running' && before?.status === 'running') void qc.invalidateQueries({ queryKey: importKeys.runs });
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? JOB_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

export function useDemoRegion() {
  return useQuery({
    queryKey: importKeys.demoRegion,
    queryFn: ({ signal }) => api.call(demoRegionRoute, { signal }),
    refetchInterval: (q) => (q.state.data && DEMO_REGION_BUSY.includes(q.state.data.status) ? DEMO_POLL_MS : false),
  });
}
