// Helpers shared by npm test and the benchmarks: Debian installs and a private PostgreSQL 15 + PostGIS cluster.
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;
const sh = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts });
const quiet = (cmd, args, opts = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...opts });
const has = (cmd) => quiet('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** Install Debian packages when running as root; otherwise print the exact command and return false. */
export function aptInstall(packages, why) {
  if (!isRoot || !has('apt-get')) {
    console.error(`Missing for ${why}: Debian packages ${packages.join(' ')} (install them as root: apt-get install -y ${packages.join(' ')})`);
    return false;
  }
  console.log(`Installing ${packages.join(' ')} for ${why} ...`);
  sh('apt-get', ['update', '-qq']);
  return sh('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Start a private PostgreSQL 15 + PostGIS cluster on a free port; returns its URL and a stop function. When npm test
 * lends the benchmarks its cluster (PLOTWISE_SHARED_PG_URL), that one is used instead: a cluster's initdb costs a few
 * seconds of CPU, and the callers make databases of their own in it; stop() leaves it running and restart() is refused.
 */
export async function startPostgres() {
  const shared = process.env.PLOTWISE_SHARED_PG_URL;
  if (shared) return { url: shared, restart: () => Promise.reject(new Error('the shared cluster of npm test is not restarted')), stop: () => undefined };
  const bin = '/usr/lib/postgresql/15/bin';
  const postgisControl = '/usr/share/postgresql/15/extension/postgis.control';
  if (!existsSync(`${bin}/pg_ctl`) || !existsSync(postgisControl)) {
    if (!aptInstall(['postgresql-15', 'postgresql-15-postgis-3'], 'the PostgreSQL API tests')) return null;
  }
  if (!existsSync(postgisControl)) return null;
  const dir = mkdtempSync('/tmp/plotwise-pg-');
  const data = join(dir, 'data');
  const port = await freePort();
  // initdb and postgres refuse to run as root: run them as the postgres user that the Debian package creates
  const asPg = isRoot ? (args) => ['runuser', ['-u', 'postgres', '--', ...args]] : (args) => [args[0], args.slice(1)];
  if (isRoot) chownSync(dir, Number(quiet('id', ['-u', 'postgres']).stdout.trim()), Number(quiet('id', ['-g', 'postgres']).stdout.trim()));
  const run = (args) => {
    const [c, a] = asPg(args);
    return quiet(c, a);
  };
  let r = run([`${bin}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    return null;
  }
  r = run([`${bin}/pg_ctl`, '-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr, existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '');
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Restart the server process (mode fast or immediate) without blocking the event loop: for failure tests. */
    restart: (mode = 'fast') =>
      new Promise((resolve, reject) => {
        const [c, a] = asPg([`${bin}/pg_ctl`, '-D', data, '-l', join(dir, 'log'), '-m', mode, '-w', 'restart']);
        execFile(c, a, (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stdout}${stderr}`)) : resolve()));
      }),
    stop: () => {
      run([`${bin}/pg_ctl`, '-D', data, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}


/**
 * A PostgreSQL 15 + PostGIS primary and one streaming replica made from it by `pg_basebackup -R` (the topology smoke,
 * issue #44 item 5): two clusters of their own on free ports, never the cluster npm test lends. The replica can be
 * stopped and started again; stop() ends both and removes their files.
 */
export async function startReplicatedPostgres() {
  const bin = '/usr/lib/postgresql/15/bin';
  if (!existsSync(`${bin}/pg_basebackup`) || !existsSync('/usr/share/postgresql/15/extension/postgis.control')) {
    if (!aptInstall(['postgresql-15', 'postgresql-15-postgis-3'], 'the topology smoke')) return null;
  }
  const dir = mkdtempSync('/tmp/plotwise-replicated-');
  const asPg = isRoot ? (args) => ['runuser', ['-u', 'postgres', '--', ...args]] : (args) => [args[0], args.slice(1)];
  if (isRoot) chownSync(dir, Number(quiet('id', ['-u', 'postgres']).stdout.trim()), Number(quiet('id', ['-g', 'postgres']).stdout.trim()));
  const run = (args) => {
    const [c, a] = asPg(args);
    const r = quiet(c, a);
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
    return r;
  };
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const options = (port) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (data, action, port) =>
    run([`${bin}/pg_ctl`, '-D', data, '-l', `${data}.log`, '-w', ...(port ? ['-o', options(port)] : ['-m', 'fast']), action]);
  try {
    // initdb's trust authentication admits local replication connections too (pg_hba.conf's replication lines)
    run([`${bin}/initdb`, '-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    pgCtl(primary, 'start', primaryPort);
    // -R writes standby.signal and primary_conninfo: the copy starts as a hot standby streaming from the primary
    run([`${bin}/pg_basebackup`, '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '-c', 'fast']);
    pgCtl(replica, 'start', replicaPort);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    for (const data of [replica, primary]) if (existsSync(join(data, 'postmaster.pid'))) quiet(...asPg([`${bin}/pg_ctl`, '-D', data, '-m', 'immediate', 'stop']));
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stopReplica: () => pgCtl(replica, 'stop'),
    startReplica: () => pgCtl(replica, 'start', replicaPort),
    stop: () => {
      for (const data of [replica, primary]) quiet(...asPg([`${bin}/pg_ctl`, '-D', data, '-m', 'fast', 'stop']));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
