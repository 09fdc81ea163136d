// npm run bench:national (issue #44, "Performance"): the national load's steps end to end on PostgreSQL at one size
// (BENCH_NATIONAL_PARCELS, default 1000000; the smoke 300), from the official formats to a search on the stored index:
// generate the region in the official formats (BRK GML, BAG XML, 3D BAG, IMRO, CBS, amenities), import each file
// through the importers, compute the plot features in full, build the search index from them, write the index file,
// read it back as a restarted server does, search it. Per step the wall time, this process's CPU (PostgreSQL's own
// CPU is not in it: the load average says how busy the machine was) and the rate, then each step scaled linearly to
// the country's 9.8 million parcels, the database's size and the index file's. A PostgreSQL of its own (a private
// cluster, the one npm test lends, or BENCH_DATABASE_URL). Asserts that every parcel reaches the index and that the
// stored index answers as the built one.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { compileQuery, runSearch, type FilterReference } from '../packages/core/src/index';
import { lookupFilter } from '../packages/contracts/src/index';
import { openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { generateDemoRegion } from '../apps/server/src/geodata/demo/generateDemoRegion';
import { importDemoRegion } from '../apps/server/src/geodata/demo/importDemoRegion';
import { loadPlotIndex } from '../apps/server/src/features/search/loadPlotIndex';
import { refreshPlotFeatures } from '../apps/server/src/features/search/refreshPlotFeatures';
import { loadStoredIndex, storeIndex } from '../apps/server/src/features/search/storedIndex';
import { TileService } from '../apps/server/src/geodata/tiles/tileService';
import { archivedLayers, cutLayerArchive } from '../apps/server/src/geodata/tiles/archive/tileArchives';
import { benchPostgres } from './lib/benchSetup';
import { mustHold, sized } from './lib/smoke';

const parcels = Number(process.env.BENCH_NATIONAL_PARCELS ?? sized('1000000', '300'));
const COUNTRY_PARCELS = 9_800_000;
// a search as a developer asks it of the country: plots of at least 300 m2 built up at most 60 %, ranked by size
const query: FilterReference[] = [
  { key: 'size', param1: 300, weight: 1 },
  { key: 'gsi', param2: 0.6, optimal: 0.3 },
];

interface Step {
  name: string;
  wallMs: number;
  cpuMs: number;
  /** what the step handled, for its rate (features, parcels, bytes) */
  count: number;
  unit: string;
}

const steps: Step[] = [];
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const hms = (ms: number) => (ms >= 3_600_000 ? `${(ms / 3_600_000).toFixed(1)} h` : ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)} s`);

/** Runs and times one step (wall and this process's CPU), printing it as it ends. */
async function step<T>(name: string, unit: string, fn: () => Promise<T>, count: (t: T) => number): Promise<T> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = await fn();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const s: Step = { name, wallMs, cpuMs: (c.user + c.system) / 1000, count: count(out), unit };
  steps.push(s);
  console.log(`  ${name.padEnd(34)} ${hms(wallMs).padStart(9)} wall ${hms(s.cpuMs).padStart(9)} CPU  ${fmt((s.count * 1000) / Math.max(wallMs, 1)).padStart(10)} ${unit}/s  (load ${os.loadavg()[0]!.toFixed(1)})`);
  return out;
}

async function main() {
  const server = await benchPostgres();
  const db = openPostgres(server.url, 4);
  const dir = mkdtempSync(join(os.tmpdir(), 'plotwise-bench-national-'));
  const indexDir = mkdtempSync(join(os.tmpdir(), 'plotwise-bench-national-index-'));
  const archiveDir = mkdtempSync(join(os.tmpdir(), 'plotwise-bench-national-archives-'));
  const databaseBytes = async () =>
    Number((await db.query<{ size: string }>('SELECT pg_database_size(current_database())::text AS size'))[0]!.size);
  try {
    await migrate(db);
    const emptyBytes = await databaseBytes();
    console.log(`national load on PostgreSQL, ${fmt(parcels)} parcels (${os.availableParallelism()} cores)`);
    const manifest = await step('generate (official formats)', 'features', () => generateDemoRegion(dir, { parcels }), (m) => m.files.reduce((a, f) => a + f.features, 0));
    const mb = manifest.files.reduce((a, f) => a + f.bytes, 0) / 1e6;
    console.log(`    ${manifest.files.length} files, ${fmt(mb)} MB`);
    const reports = await step('import (every file, importers)', 'features', () => importDemoRegion(db, dir, manifest), (r) => r.reduce((a, x) => a + x.written, 0));
    const state = await step('plot features (full refresh)', 'parcels', () => refreshPlotFeatures(db, { full: true }), (s) => s.plotCount);
    const index = await step('search index (built from SQL)', 'parcels', () => loadPlotIndex(db), (i) => i.size);
    const stored = await step('index file (written)', 'parcels', () => storeIndex(indexDir, index, state), () => index.size);
    const loaded = await step('index file (read at a start)', 'parcels', () => loadStoredIndex(indexDir, state, true), () => index.size);
    // the static tile archives of every national layer (ADR 0010 part 3): cut after the import, not needed to search
    const tiles = new TileService(db);
    const archives = await step('tile archives (every national layer)', 'tiles', async () => {
      const cut = [];
      for (const layer of archivedLayers()) cut.push(await cutLayerArchive(tiles, archiveDir, layer));
      return cut.filter((c) => c !== null);
    }, (cut) => cut.reduce((a, c) => a + c.tiles, 0));
    const archiveBytes = archives.reduce((a, c) => a + c.bytes, 0);
    console.log(`    ${archives.map((c) => `${c.layer} ${fmt(c.tiles)} tiles ${fmt(c.bytes / 1e6)} MB`).join(', ')}`);
    mustHold(archives.some((c) => c.layer === 'plots') && archives.some((c) => c.layer === 'buildings'), 'the plots and buildings have archives');
    const compiled = compileQuery(query, lookupFilter, index);
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    const times: number[] = [];
    let count = 0;
    for (let r = 0; r < 7; r++) {
      const t0 = performance.now();
      const out = runSearch(index, compiled.query, lookupFilter, { limit: 100 });
      times.push(performance.now() - t0);
      if (out.ok) count = out.result.count;
    }
    times.sort((a, b) => a - b);
    const dataBytes = (await databaseBytes()) - emptyBytes;
    const featureBytes = Number((await db.query<{ size: string }>(`SELECT pg_total_relation_size('plot_features')::text AS size`))[0]!.size);

    // every parcel imported reaches the features and the index; the index read back answers as the built one
    const plots = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM geo_plots'))[0]!.n;
    mustHold(reports.every((r) => r.written > 0), 'every file of the region stored features');
    mustHold(state.plotCount === plots && index.size === plots, `every parcel reaches the features and the index (${plots} parcels, ${state.plotCount} features, ${index.size} in the index)`);
    mustHold('index' in loaded, `the stored index is read back (${'reason' in loaded ? loaded.reason : 'ok'})`);
    if ('index' in loaded) {
      const again = runSearch(loaded.index, compiled.query, lookupFilter, { limit: 100 });
      const first = runSearch(index, compiled.query, lookupFilter, { limit: 100 });
      mustHold(again.ok && first.ok && JSON.stringify(again.result) === JSON.stringify(first.result), 'the index read from its file answers as the one built');
    }

    mustHold(count > 0, 'the search finds plots');
    console.log(`  search on the index (1 thread, ${query.length} filters)  p50 ${times[3]!.toFixed(1)} ms, max ${times[6]!.toFixed(1)} ms; ${fmt(count)} matches`);
    console.log(`  database ${fmt(dataBytes / 1e6)} MB of data over the migrated schema (plot_features ${fmt(featureBytes / 1e6)} MB); index file ${fmt(stored.bytes / 1e6)} MB`);
    const scale = COUNTRY_PARCELS / parcels;
    console.log(`\nscaled linearly to the country (${fmt(COUNTRY_PARCELS)} parcels, x ${scale.toFixed(1)}; a linear guess from one size, not a measurement):`);
    for (const s of steps) console.log(`  ${s.name.padEnd(34)} ${hms(s.wallMs * scale).padStart(9)} wall ${hms(s.cpuMs * scale).padStart(9)} CPU (this process)`);
    const loadWall = steps.filter((s) => !s.name.startsWith('generate') && !s.name.includes('read at') && !s.name.startsWith('tile archives')).reduce((a, s) => a + s.wallMs, 0);
    console.log(`  loaded and searchable (import to index file)  ${hms(loadWall * scale)} (goal <= 2 h); data ${fmt((dataBytes * scale) / 1e9)} GB; index file ${fmt((stored.bytes * scale) / 1e6)} MB; tile archives ${fmt((archiveBytes * scale) / 1e9)} GB`);
  } finally {
    await db.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(indexDir, { recursive: true, force: true });
    rmSync(archiveDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
