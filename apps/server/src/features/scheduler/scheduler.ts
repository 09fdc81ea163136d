import PgBoss from 'pg-boss';
import cronParser from 'cron-parser';
import type { JobName, SchedulerAnswer } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import type { JobContext, JobDefinition } from './jobDefinition';
import { queueDbOf } from './queueDb';
import { closeAbandonedRuns, finishRun, lastRuns, pausedJobs, runsOf, setPaused, startRun } from './runLog';

/** Cron schedules are read in Dutch time. */
const TIMEZONE = 'Europe/Amsterdam';

/** How the queue polls and retries; tests shorten them. */
export interface SchedulerTiming {
  /** how often an idle worker asks for work (a run-now starts within this) */
  pollingIntervalSeconds: number;
  /** the first retry waits this long, each next one about twice as long (pg-boss retryBackoff) */
  retryDelaySeconds: number;
  /** a run still going after this long counts as failed (and is retried) */
  expireInSeconds: number;
}

const defaultTiming: SchedulerTiming = { pollingIntervalSeconds: 2, retryDelaySeconds: 60, expireInSeconds: 4 * 3600 };

type QueueData = { trigger?: 'manual' | 'import' };

/**
 * The scheduled jobs of this server on pg-boss (a queue in PostgreSQL, also on embedded PGlite through queueDb):
 * schedules in the queue's own table, so a restart keeps them; the "stately" queue policy, so a job never runs twice
 * at once (across servers too) and at most one more run waits; retries with backoff; a run log in scheduler_runs.
 */
export class Scheduler {
  private boss: PgBoss | null = null;
  private readonly timing: SchedulerTiming;

  constructor(
    private readonly db: Db,
    private readonly context: Omit<JobContext, 'db' | 'now'>,
    private readonly jobs: readonly JobDefinition[],
    timing: Partial<SchedulerTiming> = {},
  ) {
    this.timing = { ...defaultTiming, ...timing };
  }

  get running(): boolean {
    return this.boss !== null;
  }

  /** Start the queue: make its tables, the jobs' queues and schedules (unless paused), and work them. */
  async start(): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss({ db: queueDbOf(this.db), schema: 'pgboss', migrate: true, supervise: true, schedule: true });
    boss.on('error', (e) => this.context.log.error({ err: e }, 'scheduler queue error'));
    await boss.start();
    try {
      const paused = await pausedJobs(this.db);
      const closed = await closeAbandonedRuns(this.db);
      if (closed) this.context.log.warn(`scheduler: ${closed} run(s) were cut off by a stop`);
      for (const job of this.jobs) {
        const options = { policy: 'stately' as const, retryLimit: job.retryLimit, retryDelay: this.timing.retryDelaySeconds, retryBackoff: true, expireInSeconds: this.timing.expireInSeconds };
        if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, { name: job.name, ...options });
        else await boss.createQueue(job.name, { name: job.name, ...options });
        if (paused.has(job.name)) await boss.unschedule(job.name);
        else await boss.schedule(job.name, job.cron, {}, { tz: TIMEZONE });
        await boss.work<QueueData>(job.name, { pollingIntervalSeconds: this.timing.pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([queued]) => {
          if (queued) await this.runOnce(job, queued);
        });
      }
    } catch (e) {
      await boss.stop({ graceful: false, close: false, wait: true }).catch(() => undefined);
      throw e;
    }
    this.boss = boss;
  }

  /** Stop working: a run in progress gets `graceMs` to finish, then fails (pg-boss retries it after a restart). */
  async stop(graceMs = 10_000): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: graceMs, close: false, wait: true });
  }

  private async runOnce(job: JobDefinition, queued: PgBoss.JobWithMetadata<QueueData>): Promise<void> {
    const now = new Date();
    const attempt = queued.retryCount + 1;
    const runId = await startRun(this.db, { jobName: job.name, queueJobId: queued.id, trigger: queued.data?.trigger ?? 'schedule', attempt, startedAt: now });
    try {
      const result = await job.run({ ...this.context, db: this.db, now });
      await finishRun(this.db, runId, { state: 'completed', summary: result.summary, ...(result.counts ? { counts: result.counts } : {}) });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      await finishRun(this.db, runId, { state: queued.retryCount < queued.retryLimit ? 'retrying' : 'failed', error });
      this.context.log.warn({ err: e }, `scheduled job ${job.name} failed (attempt ${attempt})`);
      throw e; // pg-boss retries with backoff, or keeps it failed
    }
  }

  private definition(name: JobName): JobDefinition {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new AppError('not_found', `The job ${name} is not scheduled on this server`);
    return job;
  }

  private started(): PgBoss {
    if (!this.boss) throw new AppError('scheduler_not_running', 'The scheduler does not run on this server');
    return this.boss;
  }

  /** The jobs with schedule, pause state, last run, next run and waiting runs. */
  async list(): Promise<SchedulerAnswer> {
    const [paused, last] = await Promise.all([pausedJobs(this.db), lastRuns(this.db)]);
    const now = new Date();
    const jobs = [];
    for (const job of this.jobs) {
      const isPaused = paused.has(job.name);
      jobs.push({
        name: job.name,
        cron: job.cron,
        timezone: TIMEZONE,
        paused: isPaused,
        retryLimit: job.retryLimit,
        queued: this.boss ? await this.boss.getQueueSize(job.name) : 0,
        lastRun: last.get(job.name) ?? null,
        nextRunAt: isPaused ? null : nextRun(job.cron, now).toISOString(),
      });
    }
    return { running: this.running, jobs };
  }

  /** A job's run log, newest first. */
  runs(name: JobName, limit: number) {
    this.definition(name);
    return runsOf(this.db, name, limit);
  }

  /** Queue a run now (also when paused: staff asked for it). False when one is already waiting. */
  async runNow(name: JobName, trigger: 'manual' | 'import' = 'manual'): Promise<boolean> {
    this.definition(name);
    const id = await this.started().send(name, { trigger } satisfies QueueData);
    return id !== null;
  }

  /** Pause (no scheduled runs) or resume a job; kept across restarts. */
  async setPaused(name: JobName, paused: boolean, userId: number | null): Promise<void> {
    const job = this.definition(name);
    const boss = this.started();
    await setPaused(this.db, name, paused, userId);
    if (paused) await boss.unschedule(name);
    else await boss.schedule(name, job.cron, {}, { tz: TIMEZONE });
  }
}

/** The next time a 5-field cron fires after `after`, in Dutch time. */
export function nextRun(cron: string, after: Date): Date {
  return cronParser.parseExpression(cron, { tz: TIMEZONE, currentDate: after }).next().toDate();
}
