import type { JobName, JobRun, JobRunState } from '@plotwise/contracts';
import type { Db } from '../../db/database';

// The run log on /admin/scheduler (table scheduler_runs, migration 0037): one row per attempt of a job.

type RunRow = {
  id: number;
  job_name: JobName;
  trigger: JobRun['trigger'];
  attempt: number;
  state: JobRunState;
  started_at: Date;
  finished_at: Date | null;
  summary: string | null;
  counts: Record<string, number> | null;
  error: string | null;
};

const present = (r: RunRow): JobRun => ({
  id: r.id,
  jobName: r.job_name,
  trigger: r.trigger,
  attempt: r.attempt,
  state: r.state,
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
  durationMs: r.finished_at ? r.finished_at.getTime() - r.started_at.getTime() : null,
  summary: r.summary,
  counts: r.counts,
  error: r.error,
});

/** Record that an attempt started; its id for finishRun. */
export async function startRun(db: Db, run: { jobName: JobName; queueJobId: string; trigger: JobRun['trigger']; attempt: number; startedAt: Date }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO scheduler_runs (job_name, queue_job_id, "trigger", attempt, state, started_at) VALUES ($1, $2, $3, $4, 'running', $5) RETURNING id`,
    [run.jobName, run.queueJobId, run.trigger, run.attempt, run.startedAt],
  );
  return row!.id;
}

/** Record how an attempt ended. */
export async function finishRun(db: Db, id: number, end: { state: Exclude<JobRunState, 'running'>; summary?: string; counts?: Record<string, number>; error?: string }): Promise<void> {
  await db.query(`UPDATE scheduler_runs SET state = $2, finished_at = now(), summary = $3, counts = $4, error = $5 WHERE id = $1`, [
    id,
    end.state,
    end.summary ?? null,
    end.counts ? JSON.stringify(end.counts) : null,
    end.error ?? null,
  ]);
}

/**
 * Runs left 'running' by a server that stopped mid-run (crash, kill -9) whose queue job is no longer active: shown
 * as failed. pg-boss itself retries or fails the queue job when it expires.
 */
export async function closeAbandonedRuns(db: Db): Promise<number> {
  const rows = await db.query(
    `UPDATE scheduler_runs r SET state = 'failed', finished_at = now(), error = 'the server stopped during this run'
      WHERE r.state = 'running'
        AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id::text = r.queue_job_id AND j.state = 'active')
     RETURNING r.id`,
  );
  return rows.length;
}

/** The newest run of each job. */
export async function lastRuns(db: Db): Promise<Map<JobName, JobRun>> {
  const rows = await db.query<RunRow>(`SELECT DISTINCT ON (job_name) * FROM scheduler_runs ORDER BY job_name, started_at DESC, id DESC`);
  return new Map(rows.map((r) => [r.job_name, present(r)]));
}

/** A job's runs, newest first. */
export async function runsOf(db: Db, name: JobName, limit: number): Promise<JobRun[]> {
  const rows = await db.query<RunRow>(`SELECT * FROM scheduler_runs WHERE job_name = $1 ORDER BY started_at DESC, id DESC LIMIT $2`, [name, limit]);
  return rows.map(present);
}

/** The paused jobs. */
export async function pausedJobs(db: Db): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>(`SELECT name FROM scheduler_jobs WHERE paused`);
  return new Set(rows.map((r) => r.name));
}

/** Pause or resume a job (kept across restarts). */
export async function setPaused(db: Db, name: JobName, paused: boolean, userId: number | null): Promise<void> {
  await db.query(
    `INSERT INTO scheduler_jobs (name, paused, updated_at, updated_by) VALUES ($1, $2, now(), $3)
     ON CONFLICT (name) DO UPDATE SET paused = EXCLUDED.paused, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [name, paused, userId],
  );
}
