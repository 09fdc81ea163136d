import { vacuumAnalyze } from '../../db/maintenance';
import type { JobDefinition } from './jobDefinition';

/** Nightly: VACUUM ANALYZE the large rollup and event tables (the embedded database has no autovacuum). */
export const databaseMaintenanceJob: JobDefinition = {
  name: 'database_maintenance',
  cron: '30 3 * * *',
  retryLimit: 2,
  async run({ db }) {
    const done = await vacuumAnalyze(db);
    return { summary: `vacuumed and analysed ${done.length} tables`, counts: Object.fromEntries(done.map((d) => [d.table, d.ms])) };
  },
};
