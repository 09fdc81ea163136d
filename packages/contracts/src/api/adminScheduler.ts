import { z } from 'zod';

// The staff scheduler (/admin/scheduler): the jobs the server runs on a schedule and what the screen shows of them.

/** Every scheduled job, by its stable name (one file per job on the server registers it). */
export const jobNames = ['weekly_email', 'saved_query_runs', 'data_refresh', 'purge_deleted', 'invoice_run', 'database_maintenance'] as const;
export type JobName = (typeof jobNames)[number];

/** The path parameter of the job routes (/api/admin/scheduler/{name}/...). */
export const jobNameParamsSchema = z.strictObject({ name: z.enum(jobNames) });

/** GET /api/admin/scheduler/{name}/runs?limit= */
export const jobRunsQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** What one attempt of a job did: running, completed, failed and retried later, or failed for good. */
export type JobRunState = 'running' | 'completed' | 'retrying' | 'failed';

/** One run (attempt) of a job in the run log. */
export type JobRun = {
  id: number;
  jobName: JobName;
  trigger: 'schedule' | 'manual';
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  state: JobRunState;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  summary: string | null;
  counts: Record<string, number> | null;
  error: string | null;
};

/** A scheduled job as the screen lists it. */
export type SchedulerJob = {
  name: JobName;
  /** 5-field cron in `timezone` */
  cron: string;
  timezone: string;
  paused: boolean;
  retryLimit: number;
  /** runs waiting to start (a run-now or a retry) */
  queued: number;
  lastRun: JobRun | null;
  /** the next scheduled start (null when paused) */
  nextRunAt: string | null;
};

/** GET /api/admin/scheduler: whether this server runs jobs, and its jobs. */
export type SchedulerAnswer = { running: boolean; jobs: SchedulerJob[] };
