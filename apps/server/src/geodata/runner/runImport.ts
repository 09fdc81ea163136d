import { basename } from 'node:path';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { importerFor } from '../formats';
import type { ImportProgress } from '@plotwise/contracts/api/importReport';
import { ImportContext, type ImportOptions } from './importContext';
import { newReport, type ImportReport } from './report';
import { analyzeTables } from './statistics';

/** The share of rejected features above which an import fails by default (a file that is mostly broken replaces nothing). */
export const DEFAULT_MAX_REJECTED_PERCENT = 50;

/** Why an import may not replace the data it read, or null when it may. */
function refusalOf(report: ImportReport, maxRejectedPercent: number): string | null {
  // a mutation delivery applied before, or one with nothing to change (a quiet day), changes nothing and is no failure
  if (report.delivery && (report.delivery.alreadyApplied || (report.written === 0 && report.rejected === 0))) return null;
  if (report.written === 0)
    return report.rejected > 0 ? `all ${report.rejected} features were rejected` : `no features were stored (${report.skipped} skipped)`;
  const considered = report.written + report.rejected;
  const percent = (100 * report.rejected) / considered;
  if (percent > maxRejectedPercent)
    return `${report.rejected} of ${considered} features (${percent.toFixed(1)} %) were rejected, more than the allowed ${maxRejectedPercent} %`;
  return null;
}

export interface RunHooks {
  /** called once the run row exists, before any data is read (the job id of the admin API) */
  onStart?(runId: number): void;
  onProgress?(p: ImportProgress, report: ImportReport): void;
}

/**
 * Import `path` in `format` as one transaction: all features or none. A re-import replaces the previous
 * version of the same dataset and area. The run and its report are kept in geo_import_runs either way;
 * a failure rolls the data back and throws an AppError naming the file, line or feature where it broke.
 */
export async function runImport(db: Db, format: string, path: string, options: ImportOptions = {}, hooks: RunHooks = {}): Promise<ImportReport> {
  const importer = importerFor(format);
  const started = Date.now();
  const [run] = await db.query<{ id: number }>(
    `INSERT INTO geo_import_runs (format, source_name, created_by) VALUES ($1, $2, $3) RETURNING id`,
    [importer.format, basename(path), options.userId ?? null],
  );
  const runId = run!.id;
  hooks.onStart?.(runId);
  const report = newReport(runId, importer.format, basename(path));
  const finishReport = () => {
    report.durationMs = Date.now() - started;
    report.featuresPerSecond = report.durationMs ? (report.read * 1000) / report.durationMs : 0;
  };
  try {
    await db.transaction(async (tx) => {
      const ctx = new ImportContext(tx, runId, report, options, (p) => hooks.onProgress?.(p, report));
      await importer.run(ctx, path);
      // checked once every row is written and before any table is swapped or earlier row deleted: a refused import
      // replaces nothing, and its transaction rolls back what it wrote
      await ctx.finish(() => {
        if (report.written === 0 && report.read === 0 && !report.delivery) throw new AppError('validation_failed', `${basename(path)}: no features found for format ${importer.format}`);
        const refusal = refusalOf(report, options.maxRejectedPercent ?? DEFAULT_MAX_REJECTED_PERCENT);
        if (refusal) throw new AppError('import_rejected', `${basename(path)}: ${refusal}; nothing was changed`);
      });
      report.status = 'succeeded';
      finishReport();
      // clock_timestamp(): now() inside the import's transaction is the time the transaction began
      await tx.query(`UPDATE geo_import_runs SET status = 'succeeded', finished_at = clock_timestamp(), report = $2 WHERE id = $1`, [runId, JSON.stringify(report)]);
    });
    // fresh statistics, so the planner uses the spatial and id indexes on the new rows (tiles, plot panel). The
    // rows are committed and visible already: PostgreSQL gathers them after the import has answered (autovacuum
    // would get there too, later); PGlite has no autovacuum and one connection, so the import waits for them.
    // On PGlite without statistics on geometry columns: see statistics.ts (PostGIS's join estimate on 32-bit)
    const analyze = () => analyzeTables(db, Object.keys(report.tables));
    // (a failed ANALYZE, e.g. when the next import has replaced the table meanwhile, leaves it to autovacuum)
    if (db.kind === 'postgres') void analyze().catch(() => undefined);
    else await analyze();
    return report;
  } catch (e) {
    const err = e instanceof AppError ? e : new AppError('validation_failed', `${basename(path)}: ${(e as Error).message}`);
    report.status = 'failed';
    report.errorCode = err.code;
    report.error = err.message;
    finishReport();
    await db
      .query(`UPDATE geo_import_runs SET status = 'failed', finished_at = now(), report = $2, error = $3 WHERE id = $1`, [runId, JSON.stringify(report), err.message])
      .catch(() => undefined);
    throw err;
  }
}
