import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startPostgres, type PrivatePostgres } from '../../../../scripts/lib/postgres.mjs';
import { TestApp, type TestCompany } from '../test/testApp';
import { openPostgres } from './database';
import { migrate } from './migrate';
import { isConnectionLoss } from './connectionLoss';

// The database ends connections (pg_terminate_backend, a restart of PostgreSQL) while requests hold them. The
// server must stay up, answer those requests 503 database_unavailable, lose no acknowledged write and serve
// again once PostgreSQL is back. Runs in npm test's PostgreSQL pass, on a private cluster it may restart.
const onPostgres = !!process.env.TEST_DATABASE_URL;

let cluster: PrivatePostgres | null = null;
let t: TestApp;
let c: TestCompany;
const crashes: unknown[] = [];
const onCrash = (e: unknown) => crashes.push(e);

beforeAll(async () => {
  if (!onPostgres) return;
  cluster = await startPostgres();
  if (!cluster) throw new Error('PostgreSQL 15 + PostGIS is needed for this test (see README, Test)');
  const db = openPostgres(cluster.url, 5);
  await migrate(db);
  t = await TestApp.start({}, { db, drop: () => db.close() });
  c = await t.company('Storing');
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
}, 120_000);
afterAll(async () => {
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
  await t?.stop();
  cluster?.stop();
});

/** Create a note; answers its id when acknowledged, null when refused with 503 database_unavailable. */
async function write(name: string): Promise<number | null> {
  const res = await t.request('POST', '/api/locations/list', { as: c.user, body: { name } });
  if (res.statusCode === 201) return (JSON.parse(res.body) as { id: number }).id;
  expect(res.statusCode, res.body).toBe(503);
  expect(JSON.parse(res.body).error.code).toBe('database_unavailable');
  return null;
}

async function storedNames(prefix: string): Promise<Set<string>> {
  const admin = new pg.Client({ connectionString: cluster!.url });
  await admin.connect();
  const r = await admin.query<{ name: string }>('SELECT name FROM locations WHERE name LIKE $1', [`${prefix}%`]);
  await admin.end();
  return new Set(r.rows.map((x) => x.name));
}

describe.runIf(onPostgres)('losing the database connection', () => {
  it('classifies connection errors', () => {
    expect(isConnectionLoss(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('pg_terminate_backend during writes: 201 or 503, never a crash or a lost acknowledged write', async () => {
    const admin = new pg.Client({ connectionString: cluster!.url });
    await admin.connect();
    const acknowledged: string[] = [];
    let refused = 0;
    for (let round = 0; round < 6; round++) {
      const names = Array.from({ length: 12 }, (_, i) => `kill-${round}-${i}`);
      const writes = names.map(async (name) => ((await write(name)) === null ? refused++ : acknowledged.push(name)));
      await new Promise((r) => setTimeout(r, 2 + round * 3));
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
      await Promise.all(writes);
    }
    await admin.end();
    expect(crashes.map((e) => (e as Error).stack)).toEqual([]);
    expect(acknowledged.length + refused).toBe(72);
    const stored = await storedNames('kill-');
    for (const name of acknowledged) expect(stored.has(name), name).toBe(true);
    expect(await write('kill-after')).not.toBeNull(); // the pool has replaced its clients
  });

  it('a restart of PostgreSQL during a stream of writes: 503 while it is down, service resumes, nothing acknowledged is lost', async () => {
    const acknowledged: string[] = [];
    let refused = 0;
    let restarted = false;
    const restart = (async () => {
      await new Promise((r) => setTimeout(r, 300));
      await cluster!.restart('fast');
      restarted = true;
    })();
    let i = 0;
    let okAfterRestart = 0;
    const deadline = Date.now() + 45_000;
    while (okAfterRestart < 5 && Date.now() < deadline) {
      const name = `restart-${i++}`;
      const id = await Promise.all([write(name), write(`${name}-b`)]);
      for (const [k, x] of id.entries()) {
        if (x === null) refused++;
        else acknowledged.push(k ? `${name}-b` : name);
      }
      if (restarted && id.every((x) => x !== null)) okAfterRestart++;
      if (id.some((x) => x === null)) await new Promise((r) => setTimeout(r, 50));
    }
    await restart;
    expect(crashes).toEqual([]);
    expect(okAfterRestart).toBe(5);
    expect(refused).toBeGreaterThan(0); // the outage was seen, and answered 503
    const stored = await storedNames('restart-');
    for (const name of acknowledged) expect(stored.has(name), name).toBe(true);
  }, 60_000);
});
