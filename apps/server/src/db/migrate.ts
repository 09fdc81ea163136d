import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './database';

/** Where the ordered `NNNN_name.sql` files live (copied beside the bundle by the build). */
export const defaultMigrationsDir = new URL('./migrations/', import.meta.url);

/** Apply every migration not applied yet, each in its own transaction, in file-name order. */
export async function migrate(db: Db, dir: URL | string = defaultMigrationsDir): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(new URL(file, typeof dir === 'string' ? `file://${dir.replace(/\/?$/, '/')}` : dir), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
