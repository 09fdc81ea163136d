import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { RefreshSource } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { fetchWithRetry, type HttpOptions } from '../../geodata/pdok/httpClient';
import { importOgcCollection } from '../../geodata/pdok/ogcImport';
import type { ImportReport } from '../../geodata/runner/report';
import { runImport } from '../../geodata/runner/runImport';
import { dueSources, recordAttempt } from './refreshSources';

/** What a refresh needs besides the database: the configuration (PDOK URLs, limits) and how to talk HTTP. */
export interface RefreshEnv {
  config: Config;
  http?: HttpOptions;
  /** the largest file a download may be (default: the import screen's limit) */
  maxDownloadBytes?: number;
}

const DOWNLOAD_LIMIT_BYTES = 20 * 1024 ** 3;

/** Download a file to a temporary folder (streamed, never held in memory), keeping the URL's file name for the importer. */
async function download(url: string, dir: string, env: RefreshEnv): Promise<string> {
  const res = await fetchWithRetry(url, { accept: '*/*', timeoutMs: 120_000, ...env.http });
  if (!res.body) throw new AppError('external_service_failed', `${url} answered without a body`);
  const name = basename(new URL(url).pathname) || 'download';
  const file = join(dir, name.replace(/[^\w.-]/g, '_'));
  const limit = env.maxDownloadBytes ?? DOWNLOAD_LIMIT_BYTES;
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(bytes > limit ? new AppError('payload_too_large', `${url} is larger than the import limit`) : null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(res.body as ReadableStream), cap, createWriteStream(file));
  return file;
}

/** Re-import one source, all or nothing (the runner's guarantee): its report. */
async function refreshOne(db: Db, s: RefreshSource, env: RefreshEnv): Promise<ImportReport> {
  const options = { maxRejectedPercent: env.config.IMPORT_MAX_REJECTED_PERCENT, ...(s.area ? { area: s.area } : {}), ...(s.layer ? { layer: s.layer } : {}) };
  if (s.kind === 'ogc')
    return importOgcCollection(
      db,
      { collection: s.url, bbox: s.bbox!, ...(s.format ? { format: s.format } : {}), ...options },
      { bases: { bag: env.config.PDOK_OGC_BAG_URL, brk: env.config.PDOK_OGC_BRK_URL }, ...(env.http ? { http: env.http } : {}) },
    );
  const dir = mkdtempSync(join(tmpdir(), 'plotwise-refresh-'));
  try {
    return await runImport(db, s.format!, await download(s.url, dir, env), options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The outcome of one refresh run. */
export interface RefreshOutcome {
  refreshed: { name: string; runId: number; features: number }[];
  failed: { name: string; error: string }[];
  /** the datasets replaced (site search recomputes its plot features from them) */
  datasets: string[];
}

/**
 * Re-import every source that is due at `now`, one after the other. A failure is recorded on its source (which stays
 * due, so a retry of the job takes it again) and does not stop the others.
 */
export async function refreshDueSources(db: Db, env: RefreshEnv, now: Date): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { refreshed: [], failed: [], datasets: [] };
  for (const s of await dueSources(db, now)) {
    try {
      const report = await refreshOne(db, s, env);
      await recordAttempt(db, s.id, now, { runId: report.runId });
      outcome.refreshed.push({ name: s.name, runId: report.runId, features: report.datasets.reduce((n, d) => n + d.features, 0) });
      outcome.datasets.push(...report.datasets.map((d) => d.dataset));
    } catch (e) {
      const error = (e as Error).message || String(e);
      await recordAttempt(db, s.id, now, { error });
      outcome.failed.push({ name: s.name, error });
    }
  }
  return outcome;
}
