import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createPglite, openPglite, pgliteDb, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteTemplateDir } from './pgliteTemplate';
import { newPostgresDatabase } from './postgresDatabase';
import { resetToTemplate, templateState, type TemplateState } from './pgliteReset';

const PG_TEMPLATE = 'plotwise_test_template';

/** Build the template database once per run: a migrated PGlite directory, or a PostgreSQL template database. */
export async function prepareTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { db } = await newPostgresDatabase(url, PG_TEMPLATE, { poolSize: 1 });
    await migrate(db);
    await db.close();
    return;
  }
  const dir = pgliteTemplateDir();
  if (existsSync(dir)) return;
  const building = `${dir}.building-${process.pid}`;
  mkdirSync(dirname(dir), { recursive: true });
  rmSync(building, { recursive: true, force: true });
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  try {
    renameSync(building, dir);
  } catch (e) {
    // another process (npm test runs the PGlite API tests as two shards) built it at the same time: keep theirs
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(dir)) throw e;
  }
}

/** A fresh, migrated, empty database for one test file, and a function that throws it away. */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return newPostgresDatabase(url, `plotwise_test_${process.pid}_${Date.now()}`, { template: PG_TEMPLATE, poolSize: 5 });
  return reusedPglite();
}

interface PooledPglite {
  pglite: PGlite;
  dir: string;
}
// The worker's PGlite databases no test file holds now, reset to the template (the api project runs its files in one
// worker that keeps its modules, isolate: false, so this outlives a file). Two: some files open a second one.
const idle: PooledPglite[] = [];
const IDLE_KEPT = 2;
let template: Promise<TemplateState> | null = null;

/** A PGlite database in the template's state: the worker's idle one, else a new copy of the template. */
async function reusedPglite(): Promise<{ db: Db; drop: () => Promise<void> }> {
  let taken = idle.pop();
  if (!taken) {
    await prepareTemplate();
    const dir = mkdtempSync(join(databasesDir(), 'plotwise-test-'));
    cpSync(pgliteTemplateDir(), dir, { recursive: true });
    taken = { pglite: await createPglite(dir), dir };
    template ??= templateState(taken.pglite);
    await template;
  }
  const { pglite, dir } = taken;
  return {
    db: pgliteDb(pglite),
    drop: async () => {
      const reset = idle.length < IDLE_KEPT && (await resetToTemplate(pglite, await template!).catch(() => false));
      if (reset) return void idle.push({ pglite, dir });
      if (!pglite.closed) await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Where test databases are copied to: in a vitest run, the run's folder that its global setup removes at the end
 * (a database kept for the next file is never dropped by a test); else the system's temporary folder.
 */
function databasesDir(): string {
  try {
    return inject('testDatabasesDir') ?? tmpdir();
  } catch {
    return tmpdir(); // not inside a vitest worker
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabasesDir?: string;
  }
}
