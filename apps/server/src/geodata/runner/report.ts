import type { ImportReport } from '@plotwise/contracts/api/importReport';

export type { ImportReport } from '@plotwise/contracts/api/importReport';

export const MAX_REJECTIONS_LISTED = 200;

/** A fresh report for a run. */
export function newReport(runId: number, format: string, source: string): ImportReport {
  return {
    runId,
    format,
    source,
    status: 'running',
    read: 0,
    written: 0,
    repaired: 0,
    rejected: 0,
    skipped: 0,
    skippedReasons: {},
    rejectedReasons: {},
    rejections: [],
    tables: {},
    datasets: [],
    warnings: [],
    files: [],
    durationMs: 0,
    featuresPerSecond: 0,
  };
}

/** Where the date of a dataset's data came from, for the CLI (issue #41 item 4). */
function dataDateText(d: ImportReport['datasets'][number]): string {
  if (!d.dataDate) return 'date of its data unknown (the files state none: give it with --data-date)';
  const from = { file: 'as its files state', objects: 'the newest date of its objects', given: 'as given at the import' }[d.dataDateOrigin ?? 'given'];
  return `data of ${d.dataDate} (${from})`;
}

/** Human-readable lines for the CLI. */
export function formatReport(r: ImportReport): string {
  const lines = [
    `${r.status === 'succeeded' ? 'Imported' : 'FAILED'} ${r.format} from ${r.source} (run ${r.runId}) in ${(r.durationMs / 1000).toFixed(1)} s`,
    `  read ${r.read}, written ${r.written}, repaired ${r.repaired}, rejected ${r.rejected}, skipped ${r.skipped} (${Math.round(r.featuresPerSecond)} features/s)`,
  ];
  const delivery = r.delivery;
  if (delivery)
    lines.push(
      `  mutation delivery ${delivery.id} (${delivery.from ?? '?'} to ${delivery.to ?? '?'}): ${delivery.alreadyApplied ? 'applied before, nothing changed' : `${r.written} objects replaced or added, ${r.removed ?? 0} removed`}`,
    );
  for (const [t, n] of Object.entries(r.tables)) lines.push(`  table ${t}: ${n} rows`);
  for (const d of r.datasets)
    lines.push(
      `  ${delivery ? 'changed' : 'replaced'} dataset ${d.dataset}, area ${d.area}: ${d.features} features, ${dataDateText(d)}` +
        (d.changedBoxRd ? `, changed within RD box ${d.changedBoxRd.map((v) => Math.round(v)).join(' ')}` : ''),
    );
  const pf = r.plotFeatures;
  if (pf) lines.push(`  plot features: ${pf.mode === 'full' ? 'all' : 'changed'} parcels recomputed, ${pf.recomputed} of ${pf.plots} in ${(pf.durationMs / 1000).toFixed(1)} s (generation ${pf.generation})`);
  for (const [k, n] of Object.entries(r.skippedReasons)) lines.push(`  skipped ${n}: ${k}`);
  for (const [k, n] of Object.entries(r.rejectedReasons)) lines.push(`  rejected ${n}: ${k}`);
  for (const x of r.rejections.slice(0, 20)) lines.push(`    ${x.file}${x.line ? `:${x.line}` : ''} ${x.feature}: ${x.reason}`);
  for (const w of r.warnings) lines.push(`  warning: ${w}`);
  if (r.error) lines.push(`  error: ${r.error}`);
  return lines.join('\n');
}
