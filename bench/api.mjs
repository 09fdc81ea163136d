// npm run bench:api - requests/s and latency of the data API on the built server, on PostgreSQL and PGlite.
// 1 000 locations (each with a unit, a note and a cost), 10 connections, autocannon on loopback.
// Prints figures; it asserts nothing (targets live in the issue, not in tests).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startPostgres } from '../scripts/lib/postgres.mjs';
import { copyPgliteTemplate } from '../apps/server/src/test/pgliteTemplate';

const root = new URL('..', import.meta.url).pathname;
const PASSWORD = 'bench-password-1';
// --smoke (npm test): 20 locations, 50 requests per run (10 connections flat out for 1 s made 70-400 of them, a
// few seconds of CPU that proved nothing more); fails on any error or non-2xx answer, never on timings
const SMOKE = process.argv.includes('--smoke');
const DURATION = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 10));
const SMOKE_REQUESTS = SMOKE && !process.env.BENCH_SECONDS ? 50 : 0;
const BATCHES = SMOKE ? 1 : 10;
const PER_BATCH = SMOKE ? 20 : 100;
// BENCH_SERVER: another build of the server to measure (to compare two builds side by side); BENCH_DB: postgres or
// pglite to run one database only (repeat runs on a busy machine)
const SERVER = process.env.BENCH_SERVER ?? join(root, 'apps/server/dist/main.js');
const DB = process.env.BENCH_DB ?? 'both';
// BENCH_NODE_ARGS: options for the server's node, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof" to see where its time goes
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
// BENCH_NO_ANALYZE=1: measure right after the seed, on the statistics of nearly empty tables (ANALYZE is skipped)
// BENCH_ROUTES: which runs, e.g. "list" (default "detail,list")
const ROUTES = (process.env.BENCH_ROUTES ?? 'detail,list').split(',');

if (process.env.BENCH_SERVER && !existsSync(SERVER)) throw new Error(`BENCH_SERVER ${SERVER} does not exist`);
if (!existsSync(SERVER)) spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [...NODE_ARGS, SERVER], {
    cwd: root,
    // no demo region: its background import would be measured along with the API
    env: { ...process.env, PORT: String(port), DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', DEMO_REGION_PARCELS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function seed(base) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' }, body: JSON.stringify({ email: 'user@demo.plotwise.nl', password: PASSWORD }) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const post = async (entity, body) => {
    const r = await fetch(`${base}/api/${entity}/list`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'bench', cookie }, body: JSON.stringify(body) });
    if (r.status !== 201) throw new Error(`${entity}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const ids = [];
  for (let batch = 0; batch < BATCHES; batch++) {
    const made = await post(
      'locations',
      Array.from({ length: PER_BATCH }, (_, i) => ({ name: `Kavel ${batch * PER_BATCH + i}`, lat: 52 + i / 1000, lon: 5 + batch / 100, plotsize: 1000 + i, city: 'Utrecht' })),
    );
    ids.push(...made.map((l) => l.id));
    await post('units', made.map((l) => ({ name: 'Tweekamer', locationId: l.id, size: 60 })));
    await post('notes', made.map((l) => ({ name: 'Eigenaar bellen', locationId: l.id, type: 'task' })));
    await post('costs', made.map((l) => ({ name: 'Bouwkosten', locationId: l.id, type: 'per_m2_floor', category: 'building', parameter: 1850 })));
  }
  return { cookie, ids };
}

// CPU time per request of the server and of PostgreSQL's backends (user + system, from /proc): on a machine whose
// cores other jobs share, latency and req/s follow the others' load, the CPU a request costs much less so.
const TICK_MS = 10; // USER_HZ is 100 on Linux
const procStat = (pid) => {
  try {
    // the fields after the command name (which may hold spaces): state is [0], ppid [1], utime [11], stime [12]
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null; // ended meanwhile
  }
};
function cpuSnapshot(serverPid, pgPort) {
  const all = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const postmaster = pgPort
    ? all.find((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`\0-p\0${pgPort}\0`);
        } catch {
          return false;
        }
      })
    : undefined;
  const pg = new Map();
  if (postmaster)
    for (const pid of all) {
      const st = procStat(pid);
      if (st && String(st.ppid) === postmaster) pg.set(pid, st.ticks);
    }
  return { server: procStat(serverPid)?.ticks ?? 0, pg };
}
const cpuPerRequest = (before, after, requests) => {
  let pgTicks = 0;
  for (const [pid, t] of after.pg) pgTicks += t - (before.pg.get(pid) ?? 0);
  const ms = (ticks) => ((ticks * TICK_MS) / Math.max(1, requests)).toFixed(2);
  return `cpu/req server ${ms(after.server - before.server)} ms${after.pg.size ? `, postgres ${ms(pgTicks)} ms` : ''}`;
};

function run(title, url, cookie, cpu) {
  return new Promise((resolve, reject) => {
    // autocannon's summary has no p95: it is taken from the response times themselves
    const times = [];
    const cpuBefore = cpu ? cpuSnapshot(cpu.serverPid, cpu.pgPort) : null;
    const limit = SMOKE_REQUESTS ? { amount: SMOKE_REQUESTS } : { duration: DURATION };
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const instance = autocannon({ url, connections: 10, ...limit, headers: { cookie } }, (err, r) => {
      if (err) return reject(err);
      const cpuLine = cpuBefore ? `   ${cpuPerRequest(cpuBefore, cpuSnapshot(cpu.serverPid, cpu.pgPort), r.requests.total)}` : '';
      // the machine's 1-minute load average at the end of the run: figures from a busy machine say so
      times.sort((a, b) => a - b);
      const p95 = times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]) : 0;
      const ms = (v) => `${String(v).padStart(4)} ms`;
      // the answers over the time from the start to the last answer: autocannon's average counts whole seconds and a
      // run of a set amount lasts until its next tick, so a smoke run of 50 requests printed 50 req/s whatever its speed
      const seconds = (lastAnswerAt - startedAt) / 1000;
      const perSecond = seconds > 0 ? times.length / seconds : 0;
      const line = `${title.padEnd(46)} ${String(Math.round(perSecond)).padStart(6)} req/s   p50 ${ms(r.latency.p50)}   p95 ${ms(p95)}   p99 ${ms(r.latency.p99)}   errors ${r.errors + r.non2xx}   load ${loadavg()[0].toFixed(2)}${cpuLine}`;
      console.log(line);
      if (r.errors + r.non2xx > 0 || r.requests.total === 0) {
        // which answers: the status codes autocannon counted, and how many errors were its own timeouts (10 s)
        const codes = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${code}: ${count}`);
        console.error(`FAILED: ${title}: ${r.errors} errors (${r.timeouts} timeouts), ${r.non2xx} non-2xx answers${codes.length ? ` (${codes.join(', ')})` : ''}, ${r.requests.total} requests`);
        process.exitCode = 1;
      }
      resolve(line);
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      lastAnswerAt = performance.now();
    });
  });
}

async function bench(label, env, pgPort) {
  const server = await startServer(env);
  const cpu = { serverPid: server.pid, pgPort };
  try {
    const { cookie, ids } = await seed(server.base);
    if (env.DATABASE_URL && !process.env.BENCH_NO_ANALYZE) {
      // autovacuum analyzes a table a minute or so after it grew; the runs start seconds after the seed, and plans
      // made from the statistics of nearly empty tables are not what a database in use runs
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      await c.query('ANALYZE');
      await c.end();
    }
    const mid = ids[ids.length >> 1];
    if (ROUTES.includes('detail')) await run(`${label}: GET /api/locations/detail/{id}`, `${server.base}/api/locations/detail/${mid}?depth=0`, cookie, cpu);
    if (ROUTES.includes('list')) await run(`${label}: GET /api/locations/list (20, children)`, `${server.base}/api/locations/list?limit=20&depth=1`, cookie, cpu);
  } finally {
    await server.stop();
  }
}

console.log(`bench:api - ${BATCHES * PER_BATCH} locations, 10 connections, ${SMOKE_REQUESTS ? `${SMOKE_REQUESTS} requests` : `${DURATION} s`} per run, ${process.env.HOSTNAME ?? 'this machine'}`);
// a private cluster, or the one npm test lends (PLOTWISE_SHARED_PG_URL: no initdb of our own); a database of our own in it
const pgServer = DB === 'pglite' ? null : await startPostgres();
if (DB === 'pglite') console.log('PostgreSQL: skipped (BENCH_DB=pglite)');
else if (pgServer) {
  const name = `plotwise_bench_api_${process.pid}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: pgServer.url });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    await bench('PostgreSQL', { DATABASE_URL: pgServer.url.replace(/\/postgres$/, `/${name}`) }, new URL(pgServer.url).port);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    pgServer.stop();
  }
} else {
  console.log('PostgreSQL: not available (see above); skipped');
  if (SMOKE) process.exitCode = 1;
}
if (DB !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'plotwise-bench-'));
  // the smoke's server opens a copy of the API tests' migrated template when npm test has built it: migrating a
  // fresh PGlite at the server's start cost about 9 s of CPU more (its first start is bench:first-start's to measure)
  if (SMOKE && copyPgliteTemplate(dir)) console.log('PGlite: the server starts on a copy of the migrated template');
  try {
    await bench('PGlite', { DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
