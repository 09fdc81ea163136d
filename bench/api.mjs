// npm run bench:api - requests/s and latency of the data API on the built server, on PostgreSQL and PGlite.
// 1 000 locations (each with a unit, a note and a cost), 10 connections, autocannon on loopback.
// Prints figures; it asserts nothing (targets live in the issue, not in tests).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startPostgres } from '../scripts/lib/postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const PASSWORD = 'bench-password-1';
// --smoke (npm test): 20 locations, 1 s per run; fails on any error or non-2xx answer, never on timings
const SMOKE = process.argv.includes('--smoke');
const DURATION = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 10));
const BATCHES = SMOKE ? 1 : 10;
const PER_BATCH = SMOKE ? 20 : 100;

if (!existsSync(join(root, 'apps/server/dist/main.js'))) spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    // no demo region: its background import would be measured along with the API
    env: { ...process.env, PORT: String(port), DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', DEMO_REGION_PARCELS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
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

function run(title, url, cookie) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: DURATION, headers: { cookie } }, (err, r) => {
      if (err) return reject(err);
      const line = `${title.padEnd(46)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
      console.log(line);
      if (r.errors + r.non2xx > 0 || r.requests.total === 0) {
        console.error(`FAILED: ${title}: ${r.errors} errors, ${r.non2xx} non-2xx answers, ${r.requests.total} requests`);
        process.exitCode = 1;
      }
      resolve(line);
    });
  });
}

async function bench(label, env) {
  const server = await startServer(env);
  try {
    const { cookie, ids } = await seed(server.base);
    const mid = ids[ids.length >> 1];
    await run(`${label}: GET /api/locations/detail/{id}`, `${server.base}/api/locations/detail/${mid}?depth=0`, cookie);
    await run(`${label}: GET /api/locations/list (20, children)`, `${server.base}/api/locations/list?limit=20&depth=1`, cookie);
  } finally {
    await server.stop();
  }
}

console.log(`bench:api - ${BATCHES * PER_BATCH} locations, 10 connections, ${DURATION} s per run, ${process.env.HOSTNAME ?? 'this machine'}`);
const pgServer = await startPostgres();
if (pgServer) {
  const admin = new pg.Client({ connectionString: pgServer.url });
  await admin.connect();
  await admin.query('CREATE DATABASE plotwise_bench');
  await admin.end();
  try {
    await bench('PostgreSQL', { DATABASE_URL: pgServer.url.replace(/\/postgres$/, '/plotwise_bench') });
  } finally {
    pgServer.stop();
  }
} else {
  console.log('PostgreSQL: not available (see above); skipped');
  if (SMOKE) process.exitCode = 1;
}
const dir = mkdtempSync(join(tmpdir(), 'plotwise-bench-'));
try {
  await bench('PGlite', { DATA_DIR: dir });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
