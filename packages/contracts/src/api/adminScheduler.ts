import { z } from 'zod';
import { defineRoute } from '../model/route';

// The staff scheduler (/admin/scheduler): the jobs the server runs on a schedule and what the screen shows of them.

/** Every scheduled job, by its stable name (one file per job on the server registers it). */
const jobNames = ['weekly_email', 'saved_query_runs', 'data_refresh', 'purge_deleted', 'invoice_run', 'database_maintenance', 'tile_archives'] as const;
export type JobName = (typeof jobNames)[number];

/** The path parameter of the job routes (/api/admin/scheduler/{name}/...). */
const jobNameParamsSchema = z.strictObject({ name: z.enum(jobNames) });

/** GET /api/admin/scheduler/{name}/runs?limit= */
const jobRunsQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** What one attempt of a job did: running, completed, failed and retried later, or failed for good. */
const jobRunStates = ['running', 'completed', 'retrying', 'failed'] as const;
export type JobRunState = (typeof jobRunStates)[number];

/** One run (attempt) of a job in the run log. */
const jobRunSchema = z.object({
  id: z.number().int(),
  jobName: z.enum(jobNames),
  trigger: z.enum(['schedule', 'manual', 'import']),
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: z.number().int(),
  state: z.enum(jobRunStates),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  summary: z.string().nullable(),
  counts: z.record(z.string(), z.number()).nullable(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** A scheduled job as the screen lists it. */
const schedulerJobSchema = z.object({
  name: z.enum(jobNames),
  /** 5-field cron in `timezone` */
  cron: z.string(),
  timezone: z.string(),
  paused: z.boolean(),
  retryLimit: z.number().int(),
  /** runs waiting to start (a run-now or a retry) */
  queued: z.number().int(),
  lastRun: jobRunSchema.nullable(),
  /** the next scheduled start (null when paused) */
  nextRunAt: z.string().nullable(),
});
export type SchedulerJob = z.infer<typeof schedulerJobSchema>;

/** GET /api/admin/scheduler: whether this server runs jobs, and its jobs. */
const schedulerAnswerSchema = z.object({ running: z.boolean(), jobs: z.array(schedulerJobSchema) });
export type SchedulerAnswer = z.infer<typeof schedulerAnswerSchema>;

/** The routes of /admin/scheduler (staff); run now, pause and resume are recorded in the audit log. */
export const schedulerRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/admin/scheduler', access: 'staff', summary: 'Staff: the scheduled jobs with their last run, next run and state', response: schedulerAnswerSchema }),
  runs: defineRoute({
    method: 'GET',
    path: '/api/admin/scheduler/:name/runs',
    access: 'staff',
    summary: 'Staff: the run log of one job, newest first',
    params: jobNameParamsSchema,
    query: jobRunsQuerySchema,
    response: z.array(jobRunSchema),
  }),
  runNow: defineRoute({
    method: 'POST',
    path: '/api/admin/scheduler/:name/run',
    access: 'staff',
    summary: 'Staff: run a job now (queued: false when a run of it already waits)',
    params: jobNameParamsSchema,
    response: z.object({ queued: z.boolean() }),
  }),
  pause: defineRoute({ method: 'POST', path: '/api/admin/scheduler/:name/pause', access: 'staff', summary: 'Staff: pause a job (its schedule stops until resumed)', params: jobNameParamsSchema, response: schedulerAnswerSchema }),
  resume: defineRoute({ method: 'POST', path: '/api/admin/scheduler/:name/resume', access: 'staff', summary: 'Staff: resume a paused job', params: jobNameParamsSchema, response: schedulerAnswerSchema }),
};
