// Where the migrated PGlite template lives: the API tests build it (templateDb.ts prepareTemplate) and copy it per
// file, the benchmarks copy it when a run of npm test has left it. No vitest here: the benchmarks import it.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMigrationsDir } from '../db/migrate';

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

/** Copy the migrated template into `dir` when it exists for today's migrations; false when there is none. */
export function copyPgliteTemplate(dir: string): boolean {
  const template = pgliteTemplateDir();
  if (!existsSync(template)) return false;
  cpSync(template, dir, { recursive: true });
  return true;
}
