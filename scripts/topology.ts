// npm run smoke:topology (issue #44 item 5, docs/adr/0010): more than one machine's topology, on this one, from Debian
// packages. A PostgreSQL primary and a streaming replica made from it by pg_basebackup; two app servers (the built
// server) with the primary as DATABASE_URL and the replica as DATABASE_READ_URL; nginx in front, balancing the two and
// caching the national tiles. Through nginx, as a client sees it:
// - the two servers answer one session (it lives in the database), round robin;
// - a write lands on the primary and is on the replica after replication (its lag measured); a public page published
//   through nginx is read on the replica at once, and from the primary while the replica is down;
// - the national tiles are read from the replica: with the replica stopped they fail and everything else answers;
//   with it back they answer again, and a second request is an nginx cache hit; both search indexes were built there;
// - the static tile archives: cut by the job on one server into a shared directory, listed by both, their byte ranges
//   cached by nginx in slices;
// - both servers run the scheduler; a job asked to run on both at once runs once (pg-boss on the shared database), and
//   asked again after that run, once more;
// - the sign-in limit counts in the database (RATE_LIMIT_STORE=database): both servers refuse the seventh bad attempt;
// - a killed app server is not noticed: every request after the kill answers 200.
// Prints each check with its figure; exits 1 when one fails. Needs `npm run build` first.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPostgres } from '../apps/server/src/db/database';
import { runImport } from '../apps/server/src/geodata/runner/runImport';
import { brkParcelFile, gridParcels } from '../apps/server/src/geodata/testing/fixtures';
import { aptInstall, freePort, startReplicatedPostgres } from './lib/postgres.mjs';

const REPO = resolve(import.meta.dirname, '..');
const ENTRY = join(REPO, 'apps/server/dist/main.js');
const NGINX = '/usr/sbin/nginx';
const PASSWORD = 'topology-demo-1';
const HEADERS = { 'x-requested-with': 'plotwise' };

let failures = 0;
function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures++;
}

if (!existsSync(ENTRY)) {
  console.error(`No server build at ${ENTRY}: run npm run build first`);
  process.exit(1);
}
if (!existsSync(NGINX) && !aptInstall(['nginx'], 'the topology smoke')) process.exit(1);
const cluster = await startReplicatedPostgres();
if (!cluster) process.exit(1);
const dir = mkdtempSync('/tmp/plotwise-topology-');
const servers: { port: number; child: ChildProcess; output: string }[] = [];
const running: { nginx: ChildProcess | null } = { nginx: null };

/** Starts the built server on the primary and the replica and waits for its health. */
async function startServer(): Promise<(typeof servers)[number]> {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: cluster!.primaryUrl,
    DATABASE_READ_URL: cluster!.replicaUrl,
    DEMO_PASSWORD: PASSWORD,
    SEARCH_INDEX_DIR: join(dir, `index-${port}`),
    // one directory for both, as a shared volume would be: the archive the job cut on one server is served by both
    TILE_ARCHIVE_DIR: join(dir, 'tile-archives'),
    // the per-minute limits count once for both servers
    RATE_LIMIT_STORE: 'database',
    AUTH_RATE_LIMIT_PER_MINUTE: '6',
    LOG_LEVEL: 'warn',
  };
  const server = { port, child: spawn(process.execPath, [ENTRY], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] }), output: '' };
  server.child.stdout!.on('data', (d: Buffer) => (server.output += d.toString()));
  server.child.stderr!.on('data', (d: Buffer) => (server.output += d.toString()));
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) throw new Error(`the server on port ${port} ended:\n${server.output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${port} did not answer /api/health in 60 s:\n${server.output}`);
}

/** nginx in the foreground with everything under `dir`: the two servers upstream, the national tiles cached. */
async function startNginx(ports: number[]): Promise<number> {
  const port = await freePort();
  const conf = `
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
error_log ${dir}/nginx-error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=tiles:1m max_size=64m;
  upstream plotwise {
    ${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://plotwise;
      proxy_set_header Host $host;
      # a server that is gone: the request goes to the other one, the client never sees it
      proxy_next_upstream error timeout http_502;
      add_header X-Upstream $upstream_addr always;
    }
    location /api/tiles/ {
      proxy_pass http://plotwise;
      proxy_next_upstream error timeout http_502;
      proxy_cache tiles;
      add_header X-Cache-Status $upstream_cache_status always;
      add_header X-Upstream $upstream_addr always;
    }
    # the static tile archives: cached in slices of 1 MB, so a reader's byte ranges never fetch a whole archive (a
    # regex, not the prefix /api/tiles/archives/: nginx would answer the listing's URL with a 301 to a slash)
    location ~ ^/api/tiles/archives/[^/]+\\.pmtiles$ {
      proxy_pass http://plotwise;
      proxy_next_upstream error timeout http_502;
      slice 1m;
      proxy_cache tiles;
      proxy_cache_key $uri$slice_range;
      proxy_set_header Range $slice_range;
      proxy_cache_valid 200 206 1y;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  running.nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return port;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not answer in 10 s');
}

/** A client through nginx: it keeps the session cookie as a browser does. */
function client(base: string) {
  let cookie = '';
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; headers: Headers; json: unknown }> => {
    const headers = { ...HEADERS, ...(cookie && { cookie }), ...(body !== undefined && { 'content-type': 'application/json' }) };
    const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json };
  };
}

try {
  const t0 = performance.now();
  // one after the other: the first migrates the primary and seeds the demo company, the second finds both done
  servers.push(await startServer());
  servers.push(await startServer());
  const port = await startNginx(servers.map((s) => s.port));
  console.log(`topology up in ${((performance.now() - t0) / 1000).toFixed(1)} s: primary, replica, 2 app servers (${servers.map((s) => s.port).join(', ')}), nginx on ${port}`);
  const call = client(`http://127.0.0.1:${port}`);

  const health = (await call('GET', '/api/health')).json as { database: string; replica?: { reachable: boolean; standby: boolean; lagSeconds: number | null } };
  check(health.database === 'postgres' && health.replica?.reachable === true && health.replica.standby === true, `/api/health names the replica a reachable standby (lag ${health.replica?.lagSeconds} s)`);

  const login = await call('POST', '/api/auth/login', { email: 'user@demo.plotwise.nl', password: PASSWORD });
  check(login.status === 200, `signed in through nginx (${login.status})`);
  const answers = await Promise.all(Array.from({ length: 8 }, () => call('GET', '/api/auth/me')));
  const upstreams = new Set(answers.map((a) => a.headers.get('x-upstream')));
  check(answers.every((a) => a.status === 200) && upstreams.size === 2, `one session answers on both servers (8 requests, round robin over ${upstreams.size})`);

  // a write on the primary, then on the replica after replication
  const name = `Topologie ${Date.now()}`;
  const created = await call('POST', '/api/locations/list', { name });
  check(created.status === 200 || created.status === 201, `a location written through nginx (${created.status})`);
  const replica = openPostgres(cluster.replicaUrl, 1);
  const w0 = performance.now();
  let replicated = false;
  while (!replicated && performance.now() - w0 < 10_000) {
    replicated = (await replica.query('SELECT 1 FROM locations WHERE name = $1', [name])).length === 1;
    if (!replicated) await new Promise((r) => setTimeout(r, 20));
  }
  check(replicated, `the write is on the replica after ${(performance.now() - w0).toFixed(0)} ms`);
  await replica.close();

  // a public page published through nginx is read on the replica at once (it waits for the replica to replay the publish)
  const locationId = (created.json as { id: number }).id;
  const publication = (await call('POST', '/api/publications/create', { source: 'location', id: locationId })).json as { id: number; key: string };
  const published = await call('PATCH', `/api/publications/detail/${publication.id}`, { status: 2 });
  const pages = await Promise.all([0, 1].map(() => call('GET', `/api/publications/page/${publication.key}`)));
  const pageFrom = pages.map((p) => `${p.headers.get('x-upstream')}: ${p.status} from ${p.headers.get('x-read-from')}`);
  check(published.status === 200 && pages.every((p) => p.status === 200 && p.headers.get('x-read-from') === 'replica') && new Set(pages.map((p) => p.headers.get('x-upstream'))).size === 2, `a public page right after publishing is read on the replica (${pageFrom.join(', ')})`);

  // both servers built their search index from the replica
  const statuses = await Promise.all([0, 1].map(() => call('GET', '/api/search/status')));
  const builtFrom = statuses.map((s) => `${s.headers.get('x-upstream')}: ${(s.json as { builtFrom?: string }).builtFrom}`);
  check(new Set(statuses.map((s) => s.headers.get('x-upstream'))).size === 2 && statuses.every((s) => (s.json as { builtFrom?: string }).builtFrom === 'replica'), `both search indexes built on the replica (${builtFrom.join(', ')})`);

  // the national tiles come from the replica: stopped, they fail while the rest answers; back, they answer again
  const tile = '/api/tiles/plots/16/33656/21544.mvt';
  const first = await call('GET', tile);
  check(first.status === 200, `a national tile through nginx (${first.status}, cache ${first.headers.get('x-cache-status')})`);
  const again = await call('GET', tile);
  check(again.headers.get('x-cache-status') === 'HIT', `the same tile again is an nginx cache hit (${again.headers.get('x-cache-status')})`);
  cluster.stopReplica();
  const other = '/api/tiles/plots/16/33657/21544.mvt';
  const withoutReplica = await call('GET', other);
  const meWithout = await call('GET', '/api/auth/me');
  const healthWithout = (await call('GET', '/api/health')).json as { replica?: { reachable: boolean } };
  check(withoutReplica.status >= 500 && meWithout.status === 200 && healthWithout.replica?.reachable === false, `replica stopped: an uncached national tile fails (${withoutReplica.status}), the session answers (${meWithout.status}), health says the replica is unreachable`);
  const pageWithout = await call('GET', `/api/publications/page/${publication.key}`);
  check(pageWithout.status === 200 && pageWithout.headers.get('x-read-from') === 'primary', `replica stopped: the public page answers from the primary (${pageWithout.status}, ${pageWithout.headers.get('x-read-from')})`);
  cluster.startReplica();
  let back = 0;
  const b0 = performance.now();
  while (back !== 200 && performance.now() - b0 < 15_000) {
    back = (await call('GET', other)).status;
    if (back !== 200) await new Promise((r) => setTimeout(r, 200));
  }
  check(back === 200, `replica started again: the tile answers after ${(performance.now() - b0).toFixed(0)} ms`);

  const staff = client(`http://127.0.0.1:${port}`);
  await staff('POST', '/api/auth/login', { email: 'staff@demo.plotwise.nl', password: PASSWORD });

  // the static tile archives: cut once by the job on either server, listed by both, byte ranges cached by nginx. On
  // PostgreSQL no demo region is loaded: 400 parcels are imported into the primary first
  const parcelsFile = join(dir, 'perceel.gml');
  writeFileSync(parcelsFile, brkParcelFile([...gridParcels(400)]));
  const primary = openPostgres(cluster.primaryUrl, 1);
  await runImport(primary, 'brk-gml', parcelsFile);
  await primary.close();
  const a0 = performance.now();
  await staff('POST', '/api/admin/scheduler/tile_archives/run');
  type Listing = { archives: { layer: string; url: string; tiles: number }[] };
  let plotsArchive: Listing['archives'][number] | undefined;
  while (!plotsArchive && performance.now() - a0 < 90_000) {
    const listed = await call('GET', '/api/tiles/archives');
    if (listed.status !== 200) throw new Error(`GET /api/tiles/archives: ${listed.status} ${JSON.stringify(listed.json)}`);
    plotsArchive = (listed.json as Listing).archives.find((a) => a.layer === 'plots');
    if (!plotsArchive) await new Promise((r) => setTimeout(r, 500));
  }
  if (!plotsArchive) console.log(`the job's runs: ${JSON.stringify((await staff('GET', '/api/admin/scheduler/tile_archives/runs?limit=5')).json)}`);
  const listings = await Promise.all([0, 1].map(() => call('GET', '/api/tiles/archives')));
  const listedBy = new Set(listings.filter((l) => (l.json as Listing).archives.some((a) => a.url === plotsArchive?.url)).map((l) => l.headers.get('x-upstream')));
  check(!!plotsArchive && listedBy.size === 2, `the job cut the plots archive (${plotsArchive?.tiles} tiles) after ${((performance.now() - a0) / 1000).toFixed(1)} s; both servers list it`);
  if (plotsArchive) {
    const range = async () => {
      const res = await fetch(`http://127.0.0.1:${port}${plotsArchive!.url}`, { headers: { range: 'bytes=0-16383' } });
      return { status: res.status, cache: res.headers.get('x-cache-status'), magic: Buffer.from(await res.arrayBuffer()).subarray(0, 7).toString('latin1') };
    };
    const [firstRange, secondRange] = [await range(), await range()];
    check(firstRange.status === 206 && firstRange.magic === 'PMTiles' && secondRange.status === 206 && secondRange.cache === 'HIT', `the archive's first 16 KiB through nginx: ${firstRange.status} ${firstRange.cache}, again ${secondRange.status} ${secondRange.cache}`);
  }

  // the scheduled jobs: both servers run them, a run asked through either happens once
  const lists = await Promise.all([0, 1].map(() => staff('GET', '/api/admin/scheduler')));
  const running = new Set(lists.filter((l) => (l.json as { running: boolean }).running).map((l) => l.headers.get('x-upstream')));
  check(running.size === 2, `both servers run the scheduler (${running.size} answered running)`);
  type Run = { trigger: string; state: string };
  const manualRuns = async () =>
    ((await staff('GET', '/api/admin/scheduler/purge_deleted/runs?limit=20')).json as Run[]).filter((r) => r.trigger === 'manual');
  /** Waits until `n` manual runs have completed (or 30 s), then 2 s more, in which a duplicate would show. */
  const completed = async (n: number) => {
    const r0 = performance.now();
    while (performance.now() - r0 < 30_000) {
      const runs = await manualRuns();
      if (runs.length >= n && runs.every((r) => r.state === 'completed')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 2000));
    return { runs: await manualRuns(), seconds: (performance.now() - r0) / 1000 };
  };
  const asked = await Promise.all([0, 1].map(() => staff('POST', '/api/admin/scheduler/purge_deleted/run')));
  const askedOn = new Set(asked.map((a) => a.headers.get('x-upstream')));
  const once = await completed(1);
  check(asked.every((a) => a.status === 200) && askedOn.size === 2 && once.runs.length === 1 && once.runs[0]!.state === 'completed', `a run asked on both servers at once: ${once.runs.length} run, ${once.runs.map((r) => r.state).join(', ')}, after ${once.seconds.toFixed(1)} s`);
  await staff('POST', '/api/admin/scheduler/purge_deleted/run');
  const twice = await completed(2);
  check(twice.runs.length === 2 && twice.runs.every((r) => r.state === 'completed'), `asked again: ${twice.runs.length} runs in all`);

  // the sign-in limit (6 a minute here) counts once for both servers: the seventh bad attempt is refused, on either
  // (the two sign-ins above counted too: their window is cleared first, as a minute's wait would)
  const counts = openPostgres(cluster.primaryUrl, 1);
  await counts.query("DELETE FROM rate_limit_hits WHERE key LIKE 'POST/api/auth/login-%'");
  await counts.close();
  const attempts = [];
  for (let i = 0; i < 8; i++) attempts.push(await client(`http://127.0.0.1:${port}`)('POST', '/api/auth/login', { email: 'nobody@demo.plotwise.nl', password: 'wrong' }));
  const limitedOn = new Set(attempts.map((a) => a.headers.get('x-upstream')));
  check(attempts.map((a) => a.status).join(',') === '401,401,401,401,401,401,429,429' && limitedOn.size === 2, `the sign-in limit holds across both servers: ${attempts.map((a) => a.status).join(', ')}`);

  // a killed app server is not noticed by the client
  servers[0]!.child.kill('SIGKILL');
  await new Promise((r) => servers[0]!.child.once('exit', r));
  const afterKill = await Promise.all(Array.from({ length: 10 }, (_, i) => call('GET', i % 2 ? '/api/auth/me' : '/api/locations/list?limit=5')));
  const tried = afterKill.filter((a) => (a.headers.get('x-upstream') ?? '').includes(`:${servers[0]!.port}`)).length;
  check(afterKill.every((a) => a.status === 200), `one server killed: ${afterKill.filter((a) => a.status === 200).length} of 10 requests answered 200 (${tried} of them tried the dead one first)`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  failures++;
} finally {
  // every process ended before its files go: nginx (a graceful quit), the servers, then the clusters
  const ended = (c: ChildProcess) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null);
  running.nginx?.kill('SIGQUIT');
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all([...servers.map((s) => ended(s.child)), running.nginx && ended(running.nginx)]);
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(failures ? `topology: ${failures} check(s) failed` : 'topology: every check passed');
process.exit(failures ? 1 : 0);
