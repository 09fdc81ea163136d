import { refreshDueSources } from './runRefresh';
import type { JobDefinition } from '../scheduler/jobDefinition';

/**
 * Nightly: re-import the configured data sources that are due (/admin/import, "Scheduled refresh"). A source that
 * fails keeps its reason and stays due; the run then fails, so the scheduler retries it with backoff.
 */
export const dataRefreshJob: JobDefinition = {
  name: 'data_refresh',
  cron: '0 4 * * *',
  retryLimit: 2,
  async run({ db, config, afterImport, now }) {
    const { refreshed, failed, datasets } = await refreshDueSources(db, { config }, now);
    if (datasets.length) afterImport([...new Set(datasets)]);
    const features = refreshed.reduce((n, r) => n + r.features, 0);
    const summary = `refreshed ${refreshed.length} of ${refreshed.length + failed.length} due sources (${features} features)`;
    if (failed.length) throw new Error(`${summary}; failed: ${failed.map((f) => `${f.name}: ${f.error}`).join('; ')}`);
    return { summary, counts: { refreshed: refreshed.length, failed: 0, features } };
  },
};
