import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../apps/server/src/db/database';
import { refreshPlotFeatures } from '../../apps/server/src/features/search/refreshPlotFeatures';
import { generateDemoRegion } from '../../apps/server/src/geodata/demo/generateDemoRegion';
import { importDemoRegion } from '../../apps/server/src/geodata/demo/importDemoRegion';
import { copyPgliteTemplate } from '../../apps/server/src/test/pgliteTemplate';
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
  const build = buildHash(entry);
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
  // from the API tests' migrated template when a run has built it: the server's start then only seeds (and loads the
  // demo region); migrating a fresh PGlite cost about 9 s of CPU more, and bench:first-start measures that start
  copyPgliteTemplate(building);
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

/** The first 12 hex digits of the server build's hash: templates are kept per build. */
function buildHash(entry: string): string {
  return createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 12);
}

/** The PostgreSQL cluster and the migrated, seeded template database that browser tests' servers copy. */
export interface PostgresTemplate {
  url: string;
  template: string;
}

/** The same cluster URL with another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onCluster<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The PostgreSQL twin of dataTemplate(0): a database in the cluster at `url` as the server's first start leaves it
 * (migrated, the demo company seeded), made once per run by the e2e global setup. A copy of it (CREATE DATABASE ...
 * TEMPLATE) takes a fraction of a second, and a server on PostgreSQL answers a browser test's requests with a fifth of
 * the CPU PGlite needs (docs/testing.md).
 */
export async function postgresTemplate(url: string): Promise<PostgresTemplate> {
  const { entry, webDist } = builtApp();
  const template = `plotwise_e2e_${buildHash(entry)}_${process.pid}`;
  await onCluster(url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-e2e-template-'));
  const port = await freePort();
  const server = launch(entry, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: withDatabase(url, template), DEMO_PASSWORD, WEB_DIST: webDist, DEMO_REGION_PARCELS: '0' });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, server, Date.now() + 600_000, () => server.stop());
  } catch (e) {
    throw new Error(`Could not build the e2e template database: ${(e as Error).message}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { url, template };
}

/**
 * The PostgreSQL twin of dataTemplate(parcels): a copy of `base` with the demo region of that many parcels imported
 * and its plot features computed. The server loads a demo region only into PGlite; here the importers load it, as
 * `npm run demo:generate -- <folder> --import` does.
 */
export async function postgresDemoTemplate(base: PostgresTemplate, parcels: number): Promise<PostgresTemplate> {
  const template = `${base.template}_${parcels}`;
  await onCluster(base.url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template} TEMPLATE ${base.template}`);
  });
  const dir = mkdtempSync(join(tmpdir(), 'plotwise-e2e-demo-'));
  const db = await openPostgres(withDatabase(base.url, template), 2);
  try {
    // the server's own demo region (the same seed), imported file by file, then its plot features
    await importDemoRegion(db, dir, await generateDemoRegion(dir, { parcels }));
    await refreshPlotFeatures(db, { full: true });
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { url: base.url, template };
}

/** Drops a template database of postgresTemplate or postgresDemoTemplate (the e2e global teardown). */
export async function dropPostgresTemplate({ url, template }: PostgresTemplate): Promise<void> {
  await onCluster(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
}

/** The PostgreSQL templates the browser tests' servers copy, by demo region size (0: none); null without PostgreSQL. */
export type PostgresTemplates = Record<number, PostgresTemplate> | null;
let postgres: PostgresTemplates = null;

/**
 * Browser tests' servers run on copies of these template databases (the e2e setup file sets them); with null, or for
 * `embedded` servers, they run on a copy of a PGlite directory, as npm start does.
 */
export function usePostgresTemplates(templates: PostgresTemplates): void {
  postgres = templates;
}

let copies = 0;

/** A new database copied from the template; PostgreSQL refuses a copy while another starts from it, so retry then. */
async function copyTemplateDatabase({ url, template }: PostgresTemplate): Promise<string> {
  const name = `plotwise_e2e_${process.pid}_${++copies}_${Date.now()}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await onCluster(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return name;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
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
  /** On embedded PGlite, as `npm start` runs, even when the run has PostgreSQL (whose servers load no demo region). */
  embedded?: boolean;
  /**
   * Write to the test's database before its server starts: it holds the migrated, seeded template then (e.g.
   * thousands of rows in one SQL statement, far quicker than through the API).
   */
  prepareData?: (db: Db) => Promise<void>;
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

/** The test's own database: a copy of the PostgreSQL template of its demo region size, or of a PGlite directory in `dataDir`. */
async function ownDatabase(dataDir: string, demoRegion: number, embedded: boolean): Promise<{ env: Record<string, string>; open: () => Promise<Db>; remove: () => Promise<void> }> {
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const cluster = embedded ? undefined : postgres?.[demoRegion];
  if (cluster) {
    const name = await copyTemplateDatabase(cluster);
    const databaseUrl = withDatabase(cluster.url, name);
    return {
      env: { DATABASE_URL: databaseUrl },
      open: async () => openPostgres(databaseUrl, 1),
      remove: async () => {
        removeDir();
        await onCluster(cluster.url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  cpSync(await dataTemplate(demoRegion), dataDir, { recursive: true });
  return { env: {}, open: () => openPglite(dataDir), remove: async () => removeDir() };
}

/**
 * Starts the real built server (npm run build first) on a free port with a database of its own, copied from the
 * seeded template (postgresTemplate, or dataTemplate for a demo region), serving the built web app, and waits for
 * /api/health.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { entry, webDist } = builtApp();
  const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-e2e-'));
  const database = await ownDatabase(dataDir, options.demoRegion ?? 0, options.embedded ?? false);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const extraEnv = (await options.env?.(baseUrl)) ?? {};
  // no static tile archives unless a spec asks for them (map.e2e): each import would queue their cut, and the maps of
  // the other specs read their tiles from the server as before
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD, WEB_DIST: webDist, DEMO_REGION_PARCELS: String(options.demoRegion ?? 0), TILE_ARCHIVE_DIR: 'off', ...database.env, ...extraEnv };
  const limitMs = options.timeoutMs ?? 90_000;
  if (options.prepareData) {
    const db = await database.open();
    try {
      await options.prepareData(db);
    } finally {
      await db.close();
    }
  }
  const server = launch(entry, env);
  const stop = async () => {
    recordCpu('server', server.child.pid);
    await server.stop();
    await database.remove();
  };
  await waitForHealth(baseUrl, server, Date.now() + limitMs, stop);
  return { baseUrl, port, log: server.output, stop };
}
