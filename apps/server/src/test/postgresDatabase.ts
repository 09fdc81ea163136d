import pg from 'pg';
import { openPostgres, type Db } from '../db/database';

// Throwaway databases on a PostgreSQL server, for the API tests (test/templateDb.ts) and the benchmarks
// (bench/lib/benchSetup.ts): made and dropped through a short admin connection to the server's URL.

/** The same server URL with another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Run one statement (CREATE or DROP DATABASE) on its own connection to the server at `url`. */
async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database `name` on the server at `url` (dropped first if left over; a copy of `template` when given), opened
 * with a pool of `poolSize`, and how to close and drop it again.
 */
export async function newPostgresDatabase(
  url: string,
  name: string,
  { template, poolSize }: { template?: string; poolSize: number },
): Promise<{ db: Db; drop: () => Promise<void> }> {
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const db = openPostgres(withDatabase(url, name), poolSize);
  return {
    db,
    drop: async () => {
      await db.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
