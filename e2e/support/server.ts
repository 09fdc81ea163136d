import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { recordCpu } from './cpuUse';

const REPO = resolve(import.meta.dirname, '..', '..');
export const DEMO_PASSWORD = 'e2e-demo-password-2024';
export const DEMO_USERS = {
  staff: 'staff@demo.plotwise.nl',
  admin: 'admin@demo.plotwise.nl',
  user: 'user@demo.plotwise.nl',
} as const;

export interface RunningServer {
  baseUrl: string;
  port: number;
  log: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

interface Launched {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

function launch(entry: string, env: Record<string, string>): Launched {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], { cwd: REPO, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  return { child, output: () => output, exited, stop };
}

/**
 * A PGlite data directory as the server's first start leaves it: migrated, the demo company seeded, and with `parcels`
 * a demo region of that many parcels loaded. Built once per server build and size in .tmp/e2e-data-<parcels>-<build
 * hash> and copied by each test: a copy takes a fraction of a second, a migration and seed about 14 s of CPU (and a
 * demo region a minute). The e2e global setup builds the usual sizes before the first spec, so specs running side by
 * side do not each build one.
 */
export async function dataTemplate(parcels = 0): Promise<string> {
  const { entry, webDist } = builtApp();
  const build = createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 12);
  const cache = join(REPO, '.tmp');
  const dir = join(cache, `e2e-data-${parcels}-${build}`);
  if (existsSync(dir)) return dir;
  mkdirSync(cache, { recursive: true });
  // templates of older builds go, but only stale ones: a run of another build (or its template being built) may be
  // reading one right now
  const stale = Date.now() - 6 * 3600_000;
  for (const old of readdirSync(cache))
    if (old.startsWith(`e2e-data-${parcels}-`) && statSync(join(cache, old)).mtimeMs < stale)
      rmSync(join(cache, old), { recursive: true, force: true });
  const building = `${dir}.building-${process.pid}`;
  const port = await freePort();
  const server = launch(entry, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: building,
    DEMO_PASSWORD,
    WEB_DIST: webDist,
    DEMO_REGION_PARCELS: String(parcels),
    // info: the search index's line says when the plot features are computed
    LOG_LEVEL: 'info',
  });
  const fail = async (why: string) => {
    await server.stop();
    rmSync(building, { recursive: true, force: true });
    throw new Error(
      `Could not build the e2e data template (${parcels} parcels): ${why}\n${server.output().slice(-3000)}`,
    );
  };
  const deadline = Date.now() + 600_000;
  if (parcels) {
    // ready, and the plot features computed from it: else every test's server would compute them again at its start
    // (about 4 s of CPU for 1 500 parcels)
    while (!/Demo region: ready/.test(server.output()) || !/search index: [1-9]\d* plots/.test(server.output())) {
      if (server.child.exitCode !== null || /Demo region: failed/.test(server.output()) || Date.now() > deadline) await fail('the demo region did not load');
      await new Promise((r) => setTimeout(r, 250));
    }
  } else await waitForHealth(`http://127.0.0.1:${port}`, server, deadline, () => fail('the server did not start'));
  await server.stop();
  try {
    renameSync(building, dir);
  } catch (e) {
    // another process built the same template at the same time: keep theirs
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(dir)) throw e;
  }
  return dir;
}

/** The server and web builds the tests run (PLOTWISE_SERVER_ENTRY and PLOTWISE_WEB_DIST may name builds of one's own). */
function builtApp(): { entry: string; webDist: string } {
  const entry = resolve(REPO, process.env.PLOTWISE_SERVER_ENTRY ?? 'apps/server/dist/main.js');
  const webDist = resolve(REPO, process.env.PLOTWISE_WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(entry)) throw new Error(`No server build at ${entry}: run npm run build first`);
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`No web build at ${webDist}: run npm run build first`);
  return { entry, webDist };
}

export interface StartOptions {
  timeoutMs?: number;
  /** extra environment, given the server's address before it starts (e.g. to start a peer that must call it back) */
  env?: (baseUrl: string) => Record<string, string> | Promise<Record<string, string>>;
  /**
   * Start with the demo region (the fictional town Knarwijk, Flevoland) of this many parcels loaded, e.g.
   * 1500. Without it the server starts with no geodata (DEMO_REGION_PARCELS=0).
   */
  demoRegion?: number;
  /**
   * Write to the data directory before the test's server starts: it holds the migrated, seeded template then (e.g.
   * thousands of rows in one SQL statement through PGlite, far quicker than through the API).
   */
  prepareData?: (dataDir: string) => Promise<void>;
}

async function waitForHealth(baseUrl: string, server: Launched, deadline: number, stop: () => Promise<void>): Promise<void> {
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      await stop();
      throw new Error(`Server exited with ${server.child.exitCode} before it was ready:\n${server.output().slice(-3000)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok && ((await res.json()) as { status?: string }).status === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`Server not ready within the time limit:\n${server.output().slice(-3000)}`);
}

/**
 * Starts the real built server (npm run build first) on a free port with a data directory of its own, copied from the
 * seeded template (dataTemplate), serving the built web app, and waits for /api/health.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { entry, webDist } = builtApp();
  const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-e2e-'));
  cpSync(await dataTemplate(options.demoRegion ?? 0), dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const extraEnv = (await options.env?.(baseUrl)) ?? {};
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD, WEB_DIST: webDist, DEMO_REGION_PARCELS: String(options.demoRegion ?? 0), ...extraEnv };
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const limitMs = options.timeoutMs ?? 90_000;
  await options.prepareData?.(dataDir);
  const server = launch(entry, env);
  const stop = async () => {
    recordCpu('server', server.child.pid);
    await server.stop();
    removeData();
  };
  await waitForHealth(baseUrl, server, Date.now() + limitMs, stop);
  return { baseUrl, port, log: server.output, stop };
}
