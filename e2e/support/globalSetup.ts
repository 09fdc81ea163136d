import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { dataTemplate, dropPostgresTemplate, postgresDemoTemplate, postgresTemplate, type PostgresTemplates } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the template databases the specs' servers copy, by demo region size; null without PostgreSQL (then they copy PGlite directories) */
    e2ePostgres: PostgresTemplates;
  }
}

/**
 * Vitest global setup of the e2e project: the seeded templates the specs copy, built once before any spec, without
 * and with the demo region of 1 500 parcels. The servers run on PostgreSQL (npm test lends its cluster; alone, the
 * setup starts one); without PostgreSQL, and for the specs of `npm start`'s embedded database, on copies of PGlite
 * directories.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  const sizes = [0, 1500];
  /** the PostgreSQL templates: the demo region's is a copy of the first with the region imported */
  const onPostgres = async (url: string) => {
    const plain = await postgresTemplate(url);
    return [plain, await postgresDemoTemplate(plain, 1500)];
  };
  // side by side: each is mostly waiting on the other's CPU
  const [templates] = await Promise.all([
    cluster ? onPostgres(cluster.url) : Promise.all(sizes.map((parcels) => dataTemplate(parcels))).then(() => null),
    cluster ? dataTemplate(1500) : null,
  ]);
  project.provide('e2ePostgres', templates ? Object.fromEntries(sizes.map((parcels, i) => [parcels, templates[i]!])) : null);
  return async () => {
    for (const template of templates ?? []) await dropPostgresTemplate(template);
    cluster?.stop();
  };
}
