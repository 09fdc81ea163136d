import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { openPglite, openPostgres, type Db } from '../db/database';

/** The database the server would use (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), for the import CLI. */
export async function openConfiguredDatabase(config: Config): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, 2);
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir);
}
