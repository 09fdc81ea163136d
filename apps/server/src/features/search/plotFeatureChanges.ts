/**
 * What changed since the plot features were computed: the import runs after the state's source run, and per dataset
 * the box its rows changed in (the report's `changedBoxRd`). The incremental refresh (refreshChangedPlotFeatures.ts)
 * recomputes the parcels those changes can reach; anything it cannot bound asks for a full refresh.
 */
import type { Db } from '../../db/database';
import { featureDatasets } from './plotFeaturesSql';

/**
 * One dataset and area an import replaced, with the RD box (metres) of the rows it replaced and wrote; null when not
 * known (rows without geometry, a run from before the box was recorded).
 */
export interface DatasetChange {
  readonly dataset: string;
  readonly boxRd: readonly [number, number, number, number] | null;
  /** generic layers: the `kind` properties of those rows; null: any */
  readonly kinds: readonly string[] | null;
}

/** The changes since the last refresh, or why they cannot be bounded. */
export type PlotFeatureChanges =
  | { readonly kind: 'changes'; readonly changes: readonly DatasetChange[]; readonly throughRunId: number }
  | { readonly kind: 'unbounded'; readonly reason: string; readonly throughRunId: number };

interface ReportDataset {
  dataset?: string;
  changedBoxRd?: [number, number, number, number] | null;
  changedKinds?: string[];
}

/**
 * The newest run a refresh may take as done: the newest that succeeded, but before any import still running (one
 * that commits later with a lower id would otherwise be passed over). A run started more than six hours ago is taken
 * as crashed, as `importRunning` does.
 */
export async function settledRunId(db: Db): Promise<number> {
  const [r] = await db.query<{ id: number }>(
    `SELECT least(
       coalesce((SELECT max(id) FROM geo_import_runs WHERE status = 'succeeded'), 0),
       coalesce((SELECT min(id) - 1 FROM geo_import_runs WHERE status = 'running' AND started_at > now() - interval '6 hours'), 2147483647)
     )::int AS id`,
  );
  return r?.id ?? 0;
}

/** The datasets the plot features read that the runs after `sinceRunId` (up to the settled one) replaced. */
export async function plotFeatureChanges(db: Db, sinceRunId: number): Promise<PlotFeatureChanges> {
  const throughRunId = await settledRunId(db);
  const runs = await db.query<{ id: number; report: { datasets?: unknown } | null }>(
    `SELECT id, report FROM geo_import_runs WHERE status = 'succeeded' AND id > $1 AND id <= $2 ORDER BY id`,
    [sinceRunId, throughRunId],
  );
  const changes: DatasetChange[] = [];
  for (const run of runs) {
    const datasets = run.report?.datasets;
    // rows written without a report (a hand-made run, the tests' inserts): anything may have changed
    if (!Array.isArray(datasets)) return { kind: 'unbounded', reason: `run ${run.id} has no dataset report`, throughRunId };
    for (const d of datasets as ReportDataset[]) {
      if (!d.dataset || !featureDatasets.includes(d.dataset)) continue;
      changes.push({ dataset: d.dataset, boxRd: d.changedBoxRd ?? null, kinds: d.changedKinds ?? null });
    }
  }
  return { kind: 'changes', changes, throughRunId };
}
