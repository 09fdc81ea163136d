import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../db/database';
import { defaultMigrationsDir, migrate } from '../db/migrate';

const root = new URL('../../../../', import.meta.url).pathname;

/** A fingerprint of the migrations, so a template is rebuilt when they change. */
function migrationsHash(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(defaultMigrationsDir).sort()) h.update(f).update(readFileSync(new URL(f, defaultMigrationsDir)));
  return h.digest('hex').slice(0, 12);
}

/** Path of a migrated PGlite data directory that tests copy (opening a copy takes ~2 s, a fresh one ~10 s). */
export function pgliteTemplateDir(): string {
  return join(root, '.tmp', `pglite-template-${migrationsHash()}`);
}

const PG_TEMPLATE = 'plotwise_test_template';

/** Build the template database once per run: a migrated PGlite directory, or a PostgreSQL template database. */
export async function prepareTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const db = openPostgres(withDatabase(url, PG_TEMPLATE), 1);
    await migrate(db);
    await db.close();
    return;
  }
  const dir = pgliteTemplateDir();
  if (existsSync(dir)) return;
  const building = `${dir}.building-${process.pid}`;
  mkdirSync(join(root, '.tmp'), { recursive: true });
  rmSync(building, { recursive: true, force: true });
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  renameSync(building, dir);
}

/** The same server URL with another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, migrated, empty database for one test file, and a function that throws it away. */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `plotwise_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
    await admin.end();
    const db = openPostgres(withDatabase(url, name), 5);
    return {
      db,
      drop: async () => {
        await db.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name}`);
        await a.end();
      },
    };
  }
  await prepareTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'plotwise-test-'));
  cpSync(pgliteTemplateDir(), dir, { recursive: true });
  const db = await openPglite(dir);
  return {
    db,
    drop: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
