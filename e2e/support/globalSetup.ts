import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { dataTemplate, dropPostgresTemplate, postgresTemplate, type PostgresTemplate } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the template database the specs' servers copy; null without PostgreSQL (then they copy PGlite directories) */
    e2ePostgres: PostgresTemplate | null;
  }
}

/**
 * Vitest global setup of the e2e project: the seeded templates the specs copy, built once before any spec. The servers
 * run on PostgreSQL (npm test lends its cluster; alone, the setup starts one), the demo-region specs on PGlite.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  // side by side: the first is mostly waiting on the second's CPU
  const [template] = await Promise.all([cluster ? postgresTemplate(cluster.url) : dataTemplate(0).then(() => null), dataTemplate(1500)]);
  project.provide('e2ePostgres', template);
  return async () => {
    if (template) await dropPostgresTemplate(template);
    cluster?.stop();
  };
}
