// What the database benchmarks share: writing a large generated file, and the database to load it into.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { openPglite, openPostgres, type Db } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { copyPgliteTemplate } from '../../apps/server/src/test/pgliteTemplate';
import { newPostgresDatabase } from '../../apps/server/src/test/postgresDatabase';

/** Streams head, body and tail into a file without holding it in memory. */
export async function writeGenerated(
  file: string,
  head: string,
  body: Iterable<string>,
  tail: string,
): Promise<void> {
  const out = createWriteStream(file);
  out.write(head);
  for (const s of body) if (!out.write(s)) await once(out, 'drain');
  out.end(tail);
  await once(out, 'finish');
}

/**
 * BENCH_DATABASE_URL, else a database of its own in a PostgreSQL 15 + PostGIS cluster (a private one, or the one npm
 * test lends); stop() drops that database and ends a private cluster (a no-op for a given URL).
 */
export async function benchPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: async () => undefined };
  const cluster = await startPostgres();
  if (!cluster)
    throw new Error(
      'No PostgreSQL: set BENCH_DATABASE_URL or install postgresql-15 and postgresql-15-postgis-3',
    );
  const name = `plotwise_bench_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      cluster.stop();
    },
  };
}

/**
 * A migrated database for a benchmark: PostgreSQL with BENCH_DATABASE_URL or BENCH_DB=postgres (a private cluster when
 * no URL is given), else embedded PGlite in a temporary folder; drop() closes it and removes what it made.
 */
export async function benchDatabase(
  name: string,
): Promise<{ db: Db; drop: () => Promise<void>; kind: string }> {
  if (process.env.BENCH_DATABASE_URL || process.env.BENCH_DB === 'postgres') {
    const server = await benchPostgres();
    const db = openPostgres(server.url, 4);
    await migrate(db);
    return { db, kind: 'PostgreSQL', drop: async () => (await db.close(), await server.stop()) };
  }
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  // the API tests' migrated template when npm test has built it (about 7 s of CPU less than migrating)
  const copied = copyPgliteTemplate(dir);
  const db = await openPglite(dir);
  if (!copied) await migrate(db);
  return {
    db,
    kind: 'PGlite (embedded)',
    drop: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })),
  };
}

/** A fresh database `name` on the PostgreSQL at `url` (dropped first if left over), and how to drop it again. */
export function postgresDb(url: string, name: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  return newPostgresDatabase(url, name, { poolSize: 2 });
}
