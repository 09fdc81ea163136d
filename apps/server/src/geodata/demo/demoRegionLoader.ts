import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoRegionStatus } from '@plotwise/contracts/api/demoRegion';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { generateDemoRegion } from './generateDemoRegion';
import { DEMO_MARKER, importDemoRegion } from './importDemoRegion';
import { DEMO } from './region';

let current: DemoRegionStatus = { status: 'off', parcels: 0, filesDone: 0, files: 0, runs: [] };

/** The demo region status of this process. */
export const demoRegionStatus = (): DemoRegionStatus => current;

/**
 * Whether the demo region should be loaded: the database holds no geodata except the demo's own, and the
 * demo has not been loaded completely (an interrupted first start loads it again).
 */
export async function demoRegionNeeded(db: Db): Promise<{ needed: boolean; reason: string }> {
  const rows = await db.query<{ area: string; dataset: string }>(`SELECT area, dataset FROM geo_datasets`);
  if (rows.some((r) => r.area !== DEMO.area)) return { needed: false, reason: 'the database has imported geodata' };
  if (rows.some((r) => r.dataset === DEMO_MARKER)) return { needed: false, reason: 'the demo region is loaded' };
  return { needed: true, reason: rows.length ? 'the demo region was loaded partly; loading it again' : 'the database has no geodata' };
}

export interface DemoLoadOptions {
  parcels: number;
  seed?: string;
  /** where the files are generated (default: a temporary folder); removed afterwards */
  workDir?: string;
  log?: (line: string) => void;
  /** called once the region is loaded (e.g. to recompute the plot features of site search) */
  onReady?: () => void;
}

const fmt = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Generate the demo region and load it through the importers (one import run per file), in the
 * background of a running server. `stop()` aborts the file being imported (its transaction rolls back)
 * and resolves when nothing of the loader touches the database any more.
 */
export class DemoRegionLoader {
  private stopping = false;
  readonly done: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly options: DemoLoadOptions,
  ) {
    current = { status: 'checking', parcels: options.parcels, filesDone: 0, files: 0, runs: [] };
    this.done = this.run().catch((e: Error) => {
      current = { ...current, status: 'failed', error: e.message, finishedAt: new Date().toISOString() };
      this.log(`failed: ${e.message}`);
    });
  }

  private log(line: string) {
    (this.options.log ?? console.log)(`Demo region: ${line}`);
  }

  private async run() {
    const need = await demoRegionNeeded(this.db);
    if (!need.needed) {
      current = { ...current, status: 'not_needed', reason: need.reason };
      return;
    }
    const started = Date.now();
    const dir = this.options.workDir ?? mkdtempSync(join(tmpdir(), 'plotwise-demo-region-'));
    current = { ...current, status: 'generating', reason: need.reason, startedAt: new Date(started).toISOString() };
    try {
      this.log(`${need.reason}: generating ${DEMO.gemeenteNaam} (${fmt(this.options.parcels)} parcels, Flevoland) ...`);
      const manifest = await generateDemoRegion(dir, {
        parcels: this.options.parcels,
        ...(this.options.seed ? { seed: this.options.seed } : {}),
        onProgress: () => {
          if (this.stopping) throw new AppError('service_unavailable', 'the server is stopping');
        },
      });
      const generateMs = Date.now() - started;
      const mb = manifest.files.reduce((s, f) => s + f.bytes, 0) / 1e6;
      current = { ...current, status: 'importing', generateMs, files: manifest.files.length };
      this.log(`generated ${manifest.files.length} files (${mb.toFixed(0)} MB) in ${secs(generateMs)}; importing them one by one (the map fills as they load) ...`);
      const importStarted = Date.now();
      let fileStarted = Date.now();
      await importDemoRegion(this.db, dir, manifest, {
        onFile: (file, k) => {
          fileStarted = Date.now();
          current = { ...current, filesDone: k, file: file.path };
        },
        onProgress: () => {
          // aborts the running import: its transaction rolls back, the database stays as it was
          if (this.stopping) throw new AppError('service_unavailable', 'the server is stopping');
        },
        onReport: (file, r) => {
          const ms = Date.now() - fileStarted;
          current.runs.push({ file: file.path, format: file.format, runId: r.runId, read: r.read, written: r.written, rejected: r.rejected, ms });
          current.filesDone = current.runs.length;
          this.log(`[${current.runs.length}/${manifest.files.length}] ${file.path}: ${fmt(r.written)} features in ${secs(ms)}`);
        },
      });
      const importMs = Date.now() - importStarted;
      current = { ...current, status: 'ready', importMs, file: undefined, finishedAt: new Date().toISOString() };
      const c = manifest.counts;
      this.log(`ready in ${secs(Date.now() - started)} (generated in ${secs(generateMs)}, imported in ${secs(importMs)}): ${fmt(c.parcels)} parcels, ${fmt(c.panden)} buildings, ${fmt(c.verblijfsobjecten)} addresses around RD ${DEMO.centreX} ${DEMO.centreY} (lat 52.398, lon 5.461)`);
      this.options.onReady?.();
    } catch (e) {
      const message = (e as Error).message;
      current = { ...current, status: this.stopping ? 'stopped' : 'failed', error: message, finishedAt: new Date().toISOString() };
      this.log(this.stopping ? 'stopped with the server; it loads again on the next start' : `failed: ${message}`);
    } finally {
      if (!this.options.workDir) rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Stop loading (on SIGTERM) and wait until the loader has let go of the database. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.done;
  }
}

/** Whether the demo region is configured off, for the status of a server that does not load it. */
export function demoRegionOff(reason: string, parcels = 0) {
  current = { status: 'off', parcels, reason, filesDone: 0, files: 0, runs: [] };
}
