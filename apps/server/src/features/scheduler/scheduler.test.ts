import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRun, SchedulerAnswer } from '@plotwise/contracts';
import { loadConfig } from '../../config';
import { createMailer } from '../../mail/createMailer';
import { TestApp, type TestCompany } from '../../test/testApp';
import type { JobDefinition } from './jobDefinition';
import { nextRun, Scheduler } from './scheduler';

// The scheduler (issue #20 item 1) on pg-boss, on this test run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
let t: TestApp;
let staff: TestCompany;
let a: TestCompany;
const fast = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

beforeAll(async () => {
  t = await TestApp.start();
  staff = await t.company('Plotwise Beheer', { staff: true });
  a = await t.company('Klant');
}, 120_000);
afterAll(async () => t?.stop());

const context = () => {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  return { config, log: t.app.log, mailer: createMailer(config, t.app.log), search: t.app.siteSearch, afterImport: t.app.afterImport };
};

/** Wait until `probe` answers something truthy (polling), or fail after `ms`. */
async function until<T>(probe: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the scheduler', () => {
  it('runs a job now, never twice at once, retries a failure with backoff, keeps the error, and logs every attempt', async () => {
    let active = 0;
    let mostAtOnce = 0;
    let calls = 0;
    const slow: JobDefinition = {
      name: 'data_refresh',
      cron: '0 4 * * *',
      retryLimit: 0,
      async run() {
        active++;
        mostAtOnce = Math.max(mostAtOnce, active);
        await new Promise((r) => setTimeout(r, 700));
        active--;
        return { summary: `refreshed ${++calls}`, counts: { datasets: calls } };
      },
    };
    let failures = 0;
    const flaky: JobDefinition = {
      name: 'purge_deleted',
      cron: '0 2 * * *',
      retryLimit: 2,
      async run() {
        failures++;
        throw new Error(`purge failed (${failures})`);
      },
    };
    const s = new Scheduler(t.db, context(), [slow, flaky], fast);
    await s.start();
    try {
      // one run may wait: a second request while one waits is refused; once it runs, one more may wait behind it
      expect([await s.runNow('data_refresh'), await s.runNow('data_refresh')]).toEqual([true, false]);
      await until(async () => (await s.runs('data_refresh', 10)).some((r) => r.state === 'running'));
      expect([await s.runNow('data_refresh'), await s.runNow('data_refresh')]).toEqual([true, false]);
      await until(async () => (await s.runs('data_refresh', 10)).filter((r) => r.state === 'completed').length === 2);
      expect(mostAtOnce).toBe(1);
      const runs = await s.runs('data_refresh', 10);
      expect(runs.map((r) => [r.trigger, r.attempt, r.state])).toEqual([
        ['manual', 1, 'completed'],
        ['manual', 1, 'completed'],
      ]);
      expect(runs[0]!.summary).toBe('refreshed 2');
      expect(runs[0]!.counts).toEqual({ datasets: 2 });
      expect(runs[0]!.durationMs).toBeGreaterThanOrEqual(600);

      await s.runNow('purge_deleted');
      const failed = await until(async () => (await s.runs('purge_deleted', 10)).find((r) => r.state === 'failed'), 30_000);
      expect(failed.error).toBe('purge failed (3)');
      const attempts = (await s.runs('purge_deleted', 10)).reverse();
      expect(attempts.map((r) => [r.attempt, r.state])).toEqual([
        [1, 'retrying'],
        [2, 'retrying'],
        [3, 'failed'],
      ]);
      // backoff: the second retry waited longer than the first
      const gap = (i: number) => Date.parse(attempts[i + 1]!.startedAt) - Date.parse(attempts[i]!.finishedAt!);
      expect(gap(0)).toBeGreaterThanOrEqual(900);
      expect(gap(1)).toBeGreaterThan(gap(0));
      const listed = await s.list();
      expect(listed.jobs.find((j) => j.name === 'purge_deleted')?.lastRun?.state).toBe('failed');
    } finally {
      await s.stop();
    }
  }, 60_000);

  it('keeps a queued run and a pause across a restart', async () => {
    const done: Date[] = [];
    const job: JobDefinition = {
      name: 'invoice_run',
      cron: '0 6 1 * *',
      retryLimit: 0,
      async run({ now }) {
        done.push(now);
        return { summary: 'invoiced' };
      },
    };
    // a server that polls rarely stops before it takes the run staff queued
    const first = new Scheduler(t.db, context(), [job], { pollingIntervalSeconds: 60 });
    await first.start();
    await first.setPaused('invoice_run', true, null);
    await new Promise((r) => setTimeout(r, 300)); // past the worker's first (immediate) fetch
    expect(await first.runNow('invoice_run')).toBe(true);
    await first.stop();
    expect(done).toEqual([]);

    const second = new Scheduler(t.db, context(), [job], fast);
    await second.start();
    try {
      await until(async () => done.length === 1);
      const listed = (await second.list()).jobs[0]!;
      expect(listed).toMatchObject({ name: 'invoice_run', paused: true, nextRunAt: null, queued: 0 });
      expect(listed.lastRun).toMatchObject({ trigger: 'manual', state: 'completed', summary: 'invoiced' });
      await second.setPaused('invoice_run', false, null);
      const resumed = (await second.list()).jobs[0]!;
      expect(resumed.paused).toBe(false);
      expect(resumed.nextRunAt).toBe(nextRun('0 6 1 * *', new Date()).toISOString());
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('reads cron in Dutch time', () => {
    // 03:30 in Amsterdam is 01:30 UTC in summer and 02:30 UTC in winter
    expect(nextRun('30 3 * * *', new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T01:30:00.000Z');
    expect(nextRun('30 3 * * *', new Date('2026-12-01T12:00:00Z')).toISOString()).toBe('2026-12-02T02:30:00.000Z');
  });
});

describe('/api/admin/scheduler', () => {
  it('is for staff only, checks the job name, and says when this server runs no jobs', async () => {
    expect((await t.request('GET', '/api/admin/scheduler', { as: a.admin })).statusCode).toBe(403);
    expect((await t.request('POST', '/api/admin/scheduler/database_maintenance/run', { as: a.admin })).statusCode).toBe(403);
    const idle = await t.json<SchedulerAnswer>('GET', '/api/admin/scheduler', staff.admin);
    expect(idle.running).toBe(false);
    expect(idle.jobs.map((j) => j.name)).toEqual(['weekly_email', 'saved_query_runs', 'database_maintenance', 'purge_deleted', 'data_refresh', 'invoice_run', 'tile_archives']);
    const refused = await t.request('POST', '/api/admin/scheduler/database_maintenance/run', { as: staff.admin });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('scheduler_not_running');
    const bad = await t.request('POST', '/api/admin/scheduler/drop_tables/run', { as: staff.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect((await t.json<JobRun[]>('GET', '/api/admin/scheduler/invoice_run/runs', staff.admin)).every((r) => r.jobName === 'invoice_run')).toBe(true);
  });

  it('runs the database maintenance now, pauses and resumes it, and records who did', async () => {
    await t.app.scheduler.start();
    try {
      expect((await t.request('POST', '/api/admin/scheduler/database_maintenance/run', { as: staff.admin })).json()).toEqual({ queued: true });
      const run = await until(async () => (await t.json<JobRun[]>('GET', '/api/admin/scheduler/database_maintenance/runs', staff.admin)).find((r) => r.state === 'completed'), 30_000);
      expect(run.summary).toMatch(/^vacuumed and analysed \d+ tables$/);
      const paused = await t.json<SchedulerAnswer>('POST', '/api/admin/scheduler/database_maintenance/pause', staff.admin, undefined, 200);
      const maintenance = (answer: SchedulerAnswer) => answer.jobs.find((j) => j.name === 'database_maintenance');
      expect(maintenance(paused)).toMatchObject({ paused: true, nextRunAt: null });
      const resumed = await t.json<SchedulerAnswer>('POST', '/api/admin/scheduler/database_maintenance/resume', staff.admin, undefined, 200);
      expect(maintenance(resumed)!.paused).toBe(false);
      const audit = await t.db.query<{ kind: string; detail: { job: string } }>(`SELECT kind, detail FROM audit_events WHERE kind LIKE 'job_%' ORDER BY id`);
      expect(audit.map((e) => [e.kind, e.detail.job])).toEqual([
        ['job_run_requested', 'database_maintenance'],
        ['job_paused', 'database_maintenance'],
        ['job_resumed', 'database_maintenance'],
      ]);
    } finally {
      await t.app.scheduler.stop();
    }
  }, 60_000);
});
