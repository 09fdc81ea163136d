import { join } from 'node:path';
import type { Db } from '../../db/database';
import type { ImportReport } from '../runner/report';
import { runImport } from '../runner/runImport';
import type { DemoFile, DemoManifest } from './generateDemoRegion';
import { DEMO } from './region';

/** The dataset row that says the demo region was loaded completely (geo_datasets, area `demo`). */
export const DEMO_MARKER = 'demo.region';

export interface DemoImportHooks {
  /** before each file: its position and the run's progress callback target */
  onFile?(file: DemoFile, index: number, of: number): void;
  onReport?(file: DemoFile, report: ImportReport): void;
  /** called often while a file imports; throwing here aborts that import (its transaction rolls back) */
  onProgress?(file: DemoFile, read: number): void;
}

/**
 * Import every file of a generated region through the ordinary importers: one import run (one transaction)
 * per file, each with area `demo`, so that loading again replaces exactly the demo's rows. Ends with the
 * marker dataset `demo.region`.
 */
export async function importDemoRegion(db: Db, dir: string, manifest: DemoManifest, hooks: DemoImportHooks = {}): Promise<ImportReport[]> {
  const reports: ImportReport[] = [];
  for (const [k, file] of manifest.files.entries()) {
    hooks.onFile?.(file, k, manifest.files.length);
    // the fictional region describes one day (its BAG extract's stand date): every file of it is dated so
    const options = { area: manifest.area, dataDate: DEMO.standDatum, ...(file.layer ? { layer: file.layer } : {}) };
    const report = await runImport(db, file.format, join(dir, file.path), options, {
      onProgress: (p) => hooks.onProgress?.(file, p.read),
    });
    reports.push(report);
    hooks.onReport?.(file, report);
  }
  // the marker: a first start that finds it does not load the demo again
  await db.query(
    `INSERT INTO geo_datasets (dataset, area, run_id, feature_count) VALUES ($1, $2, $3, $4)
     ON CONFLICT (dataset, area) DO UPDATE SET run_id = EXCLUDED.run_id, feature_count = EXCLUDED.feature_count, updated_at = now()`,
    [DEMO_MARKER, manifest.area, reports[reports.length - 1]!.runId, manifest.parcels],
  );
  return reports;
}
