import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './templateDb';

/**
 * Vitest global setup of the api project: one migrated template database per run, and the folder the run's PGlite
 * copies live in (a worker keeps one for its next file, so no test removes it: the teardown does).
 */
export default async function setup(project: TestProject) {
  await prepareTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'plotwise-api-databases-'));
  project.provide('testDatabasesDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
