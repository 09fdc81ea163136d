import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { AppError, notFound } from '../http/appError';
import { importerFor, importers } from './formats';
import { importRoutes, type ImportJob, type ImportProgress } from '@plotwise/contracts/api/importReport';
import { demoRegionRoute } from '@plotwise/contracts/api/demoRegion';
import { dataDateOption, type ImportOptions } from './runner/importContext';
import type { ImportReport } from './runner/report';
import { runImport } from './runner/runImport';
import { demoRegionStatus } from './demo/demoRegionLoader';
import { readMultipart } from '../http/multipart';
import { actorOf } from '../http/access';
import { serve } from '../http/serve';
import { recentImportRuns, storedImportRun } from './importRuns';

/** Uploads for imports are national files: far above the image limit of the rest of the API. */
const IMPORT_LIMIT_BYTES = 20 * 1024 ** 3;

interface Job {
  progress: ImportProgress | null;
  report: ImportReport | null;
  status: 'running' | 'succeeded' | 'failed';
  error?: string;
}

// Jobs of this instance while they run; finished runs are read from geo_import_runs (any instance).
const jobs = new Map<number, Job>();

function percentField(v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new AppError('validation_failed', `maxRejectedPercent: a number from 0 to 100 (got "${v}")`);
  return n;
}

/**
 * Staff-only import API: upload a file with its format, follow the job, read the report. `defaults` are the
 * server's import options (IMPORT_MAX_REJECTED_PERCENT) that an upload's fields override.
 */
export function registerGeodataRoutes(
  app: FastifyInstance,
  db: Db,
  hooks: { afterImport?: (report: ImportReport) => void } = {},
  defaults: Pick<ImportOptions, 'maxRejectedPercent'> = {},
) {
  serve(app, importRoutes.formats, async () => importers.map((i) => ({ format: i.format, description: i.description })));

  serve(app, importRoutes.upload, async (_, req) => {
    const actor = actorOf(req);
    if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data with a "file" and a "format" field');
    const dir = mkdtempSync(join(tmpdir(), 'plotwise-import-'));
    let file: string | null = null;
    const fields: Record<string, string> = {};
    try {
      await readMultipart(req, { limits: { fileSize: IMPORT_LIMIT_BYTES, files: 1 } }, async (part) => {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw new AppError('validation_failed', `Unexpected file field "${part.fieldname}"`);
          file = join(dir, basename(part.filename || 'upload'));
          await pipeline(part.file, createWriteStream(file)); // streamed to disk, never held in memory
          if (part.file.truncated) throw new AppError('payload_too_large', 'The file is larger than the import limit');
        } else fields[part.fieldname] = String(part.value);
      });
      if (!file) throw new AppError('validation_failed', 'file: a file is required');
      const format = fields.format ?? '';
      importerFor(format); // unknown formats fail here, before a job exists
      const options: ImportOptions = {
        ...defaults,
        userId: actor.userId,
        ...(fields.area ? { area: fields.area } : {}),
        ...(fields.layer ? { layer: fields.layer } : {}),
        ...(fields.crs ? { crs: fields.crs } : {}),
        ...(fields.year ? { year: Number(fields.year) } : {}),
        ...(fields.dataDate ? { dataDate: dataDateOption(fields.dataDate) } : {}),
        ...(fields.maxRejectedPercent ? { maxRejectedPercent: percentField(fields.maxRejectedPercent) } : {}),
      };
      const source = file;
      const jobId = await new Promise<number>((resolve, reject) => {
        let job: Job | null = null;
        runImport(db, format, source, options, {
          onStart(runId) {
            job = { progress: null, report: null, status: 'running' };
            jobs.set(runId, job);
            resolve(runId);
          },
          onProgress(p, report) {
            if (job) Object.assign(job, { progress: { ...p }, report });
          },
        })
          .then((report) => {
            if (job) Object.assign(job, { report, status: 'succeeded' });
            hooks.afterImport?.(report); // e.g. recompute the plot features of site search
          })
          .catch((e: Error) => {
            if (!job) return reject(e);
            Object.assign(job, { status: 'failed', error: e.message });
          })
          .finally(() => {
            rmSync(dir, { recursive: true, force: true });
            const id = [...jobs.entries()].find(([, j]) => j === job)?.[0];
            // keep finished jobs briefly for pollers on this instance; the database has them for good
            if (id !== undefined) setTimeout(() => jobs.delete(id), 60_000).unref();
          });
      });
      return { jobId, status: 'running' as const, url: `/api/admin/import/${jobId}` };
    } catch (e) {
      rmSync(dir, { recursive: true, force: true });
      throw e;
    }
  });

  serve(app, importRoutes.job, async ({ params: { jobId: id } }) => {
    const live = jobs.get(id);
    if (live && live.status === 'running') {
      const p = live.progress;
      const running: ImportJob = {
        jobId: id,
        status: 'running',
        progress: p ? { ...p, percent: p.fileBytes ? Math.min(100, Math.floor((100 * p.fileBytesRead) / p.fileBytes)) : null } : null,
        report: null,
      };
      return running;
    }
    const row = await storedImportRun(db, id);
    if (!row) throw notFound('Import job');
    const stored: ImportJob = { jobId: id, status: row.status, format: row.format, source: row.source_name, error: row.error, report: row.report };
    return stored;
  });

  // what the first start is doing with the demo region (generating, importing file n of m, ready ...)
  serve(app, demoRegionRoute, async () => demoRegionStatus());

  serve(app, importRoutes.runs, async () => recentImportRuns(db));
}
