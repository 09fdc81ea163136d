// npm test: everything a change must pass, in order - lint, import cycles, dead code, typecheck, unit tests,
// API tests on embedded PGlite and on a throwaway PostgreSQL 15 + PostGIS cluster, then browser tests on the
// built app in Debian Chromium. Installs what it needs when it runs as root on Debian; otherwise says exactly
// what is missing. Ends with the line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, startPostgres } from './lib/postgres.mjs';
import { childrenCpuSeconds, stepTable } from './lib/stepTimes.mjs';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
let passed = 0;
let failed = 0;
const notes = [];

const times = [];
const started = Date.now();
let current = null;
const step = (title) => {
  const now = Date.now();
  if (current) times.push({ ...current, wallSeconds: (now - current.at) / 1000, cpuSeconds: childrenCpuSeconds() - current.cpu, ok: true });
  current = title ? { title, at: now, startSeconds: (now - started) / 1000, cpu: childrenCpuSeconds() } : null;
  if (title) console.log(`\n=== ${title} ===`);
};
const sh = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

function check(title, cmd, args, env = {}) {
  step(title);
  const r = sh(cmd, args, { env: { ...process.env, ...env } });
  if (r.status === 0) passed += 1;
  else {
    failed += 1;
    notes.push(`${title} failed`);
  }
}

const vitestArgs = (project, out) => ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];

/** Add a finished vitest run's test counts (from its JSON report) to the totals. */
function countVitest(title, out, status) {
  if (!existsSync(out)) {
    failed += 1;
    notes.push(`${title}: vitest did not report (exit ${status})`);
    return;
  }
  const res = JSON.parse(readFileSync(out, 'utf8'));
  passed += res.numPassedTests;
  failed += res.numFailedTests;
  // a file that fails to load has no failed tests of its own; count it
  const broken = res.testResults.filter((f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'));
  failed += broken.length;
  if (res.numFailedTests || broken.length) notes.push(`${title}: ${res.numFailedTests + broken.length} failed`);
  if (res.numTotalTests === 0) {
    failed += 1;
    notes.push(`${title}: ran no test`);
  }
}

/** Run a vitest project and add its test counts to the totals. */
function vitest(title, project, env = {}) {
  step(title);
  const out = join(tmp, `vitest-${project}-${Date.now()}.json`);
  const r = sh('npx', vitestArgs(project, out), { env: { ...process.env, ...env } });
  countVitest(title, out, r.status);
}

/**
 * Start a vitest project in the background, its output kept in a log; `finish()` waits for it, prints the log and
 * counts its tests. Lets the PostgreSQL API run (mostly waiting on the database server) share the machine with the
 * PGlite one (CPU-bound in one Node process): together they take about as long as the PGlite run alone.
 */
function vitestInBackground(title, project, env = {}) {
  const stamp = Date.now();
  const out = join(tmp, `vitest-${project}-${stamp}-bg.json`);
  const logFile = join(tmp, `vitest-${project}-${stamp}-bg.log`);
  // the child writes straight into the log file: a pipe would need this process's event loop, which the
  // foreground spawnSync blocks, and a full pipe would stall the child
  const logFd = openSync(logFile, 'w');
  const child = spawn('npx', vitestArgs(project, out), { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '1' }, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  const done = new Promise((resolve) => {
    child.on('error', (e) => resolve(`not started: ${e.message}`));
    child.on('close', (status) => resolve(status));
  });
  return {
    async finish() {
      const status = await done;
      step(`${title} (ran beside the previous step)`);
      if (existsSync(logFile)) process.stdout.write(readFileSync(logFile));
      countVitest(title, out, status);
    },
  };
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  return aptInstall(['chromium', 'fonts-dejavu-core'], 'the browser tests') && existsSync('/usr/bin/chromium');
}

check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
// import cycles (lazy import() of screens excluded: they load after start-up)
check('import cycles', 'npm', ['run', '--silent', 'lint:cycles']);
// unused files, dependencies, exports and types (knip.jsonc)
check('dead code', 'npm', ['run', '--silent', 'lint:dead']);
check('typecheck', 'npx', ['tsc', '-p', '.']);
vitest('unit tests', 'unit');

step('PostgreSQL 15 + PostGIS');
const pgServer = process.env.SKIP_POSTGRES === '1' ? null : await startPostgres();
if (pgServer) {
  // the same API tests on both databases, at the same time (every test file has its own database)
  const onPostgres = vitestInBackground('API tests on PostgreSQL', 'api', { TEST_DATABASE_URL: pgServer.url });
  try {
    vitest('API tests on embedded PGlite', 'api');
    await onPostgres.finish();
  } finally {
    pgServer.stop();
  }
} else {
  vitest('API tests on embedded PGlite', 'api');
  failed += 1;
  notes.push(process.env.SKIP_POSTGRES === '1' ? 'PostgreSQL tests skipped by SKIP_POSTGRES=1' : 'PostgreSQL 15 + PostGIS is missing (see above)');
}

check('build', 'npm', ['run', 'build']);
const haveChromium = ensureChromium();
// every benchmark at its smoke size: it runs, its answers and budgets hold, it prints its figures (no timings asserted)
for (const bench of ['api', 'generator', 'generator-quality', 'finance', 'import', 'tiles', 'demo', 'search', 'sheets', 'variants', 'locations', 'concepts', 'publications', 'operations', 'rules', 'web']) {
  if (bench === 'web' && !haveChromium) continue; // counted below
  check(`benchmark bench:${bench} (smoke)`, 'npm', ['run', `bench:${bench}`, '--', '--smoke']);
}
step('browser tests');
if (haveChromium) vitest('browser tests in Chromium', 'e2e');
else {
  failed += 1;
  notes.push('Chromium is missing: apt-get install -y chromium');
}

step(null);
console.log(`\n${stepTable(times, (Date.now() - started) / 1000)}`);
console.log(`\nFinished in ${Math.round((Date.now() - started) / 1000)} s.${notes.length ? '\n' + notes.map((n) => `- ${n}`).join('\n') : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
