// What the PostgreSQL benchmarks share: writing a large generated file, and the database to load it into.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

/** Streams head, body and tail into a file without holding it in memory. */
export async function writeGenerated(file: string, head: string, body: Iterable<string>, tail: string): Promise<void> {
  const out = createWriteStream(file);
  out.write(head);
  for (const s of body) if (!out.write(s)) await once(out, 'drain');
  out.end(tail);
  await once(out, 'finish');
}

/** BENCH_DATABASE_URL, else a private PostgreSQL 15 + PostGIS cluster; stop() ends the cluster (a no-op for a given URL). */
export async function benchPostgres(): Promise<{ url: string; stop: () => void }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const pg = (await startPostgres()) as { url: string; stop: () => void } | null;
  if (!pg) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL or install postgresql-15 and postgresql-15-postgis-3');
  return pg;
}
