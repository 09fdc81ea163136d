// npm run bench:plot-features: the plot features refresh in full against the incremental one (issue 44 item 2) at the
// demo region's size (BENCH_PLOT_FEATURES_PARCELS, default 20000) plus one more area of BENCH_AREA_PARCELS parcels
// (default 1000, a BRK import beside the region), on embedded PGlite and on PostgreSQL (a private cluster, or
// BENCH_DATABASE_URL; BENCH_PLOT_FEATURES_TARGETS=pglite or postgres runs one). Prints the times and the parcels
// recomputed; asserts that the incremental refreshes of the area recompute only its parcels and that the rows equal a full
// refresh's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, type Db } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { generateDemoRegion } from '../apps/server/src/geodata/demo/generateDemoRegion';
import { importDemoRegion } from '../apps/server/src/geodata/demo/importDemoRegion';
import { runImport } from '../apps/server/src/geodata/runner/runImport';
import { brkParcelFile, rect, type FixtureParcel } from '../apps/server/src/geodata/testing/fixtures';
import { refreshPlotFeatures } from '../apps/server/src/features/search/refreshPlotFeatures';
import { copyPgliteTemplate } from '../apps/server/src/test/pgliteTemplate';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { postgresDb } from './lib/benchSetup';
import { mustHold, sized } from './lib/smoke';

const parcels = Number(process.env.BENCH_PLOT_FEATURES_PARCELS ?? sized('20000', '200'));
const areaParcels = Number(process.env.BENCH_AREA_PARCELS ?? sized('1000', '25'));
const targets = (process.env.BENCH_PLOT_FEATURES_TARGETS ?? 'pglite,postgres').split(',').filter((t) => t === 'pglite' || t === 'postgres');
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A square block of touching 20 x 20 m parcels with its south-west corner at (x, y); the first one `grow` m wider. */
function block(n: number, x: number, y: number, grow = 0): FixtureParcel[] {
  const per = Math.ceil(Math.sqrt(n));
  return Array.from({ length: n }, (_, i) => {
    const w = i === 0 ? 20 + grow : 20;
    return { id: String(84990000000000 + i), perceelnummer: 1000 + i, ring: rect(x + (i % per) * 20, y + Math.floor(i / per) * 20, w, 20), grootte: w * 20 };
  });
}

/** One timed refresh, printed. */
async function timed(db: Db, what: string, full: boolean) {
  const t = performance.now();
  const state = await refreshPlotFeatures(db, { full });
  const ms = performance.now() - t;
  console.log(`  ${what.padEnd(44)} ${state.lastMode?.padEnd(8)} ${String(state.lastRecomputed).padStart(7)} of ${String(state.plotCount).padStart(7)} parcels  ${s(ms).padStart(8)}`);
  return state;
}

async function run(db: Db, dir: string, manifest: Awaited<ReturnType<typeof generateDemoRegion>>) {
  await migrate(db);
  await importDemoRegion(db, dir, manifest);
  // the extra area lies east of the region, 200 m off its edge
  const x = Math.ceil(manifest.extent.maxX) + 200;
  const y = Math.round((manifest.extent.minY + manifest.extent.maxY) / 2);
  const file = join(dir, 'area.gml');
  await timed(db, 'full (demo region)', true);
  writeFileSync(file, brkParcelFile(block(areaParcels, x, y)));
  await runImport(db, 'brk-gml', file, { area: 'bench' });
  const first = await timed(db, `import of one area (${areaParcels} parcels)`, false);
  mustHold(first.lastMode === 'changes' && first.lastRecomputed === areaParcels, `the first import of the area recomputes its ${areaParcels} parcels (got ${first.lastMode} ${first.lastRecomputed})`);
  writeFileSync(file, brkParcelFile(block(areaParcels - 1, x, y, 5)));
  await runImport(db, 'brk-gml', file, { area: 'bench' });
  const again = await timed(db, 're-import of the area (one gone, one grown)', false);
  mustHold(again.lastMode === 'changes' && again.lastRecomputed === areaParcels - 1, `the re-import recomputes the area's ${areaParcels - 1} parcels (got ${again.lastMode} ${again.lastRecomputed})`);
  // one new supermarket in the region's middle: the parcels whose nearest one it can be (their stored distance reaches it)
  const shop = join(dir, 'shop.geojson');
  const middle = [(manifest.extent.minX + manifest.extent.maxX) / 2, (manifest.extent.minY + manifest.extent.maxY) / 2];
  const feature = { type: 'Feature', properties: { id: 'bench-shop', kind: 'supermarket' }, geometry: { type: 'Point', coordinates: middle } };
  writeFileSync(shop, JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } }, features: [feature] }));
  await runImport(db, 'geojson', shop, { area: 'bench', layer: 'amenities' });
  // (when it can be the nearest of more than half of the parcels, the refresh is a full one)
  await timed(db, 'one supermarket more in the middle', false);
  const rows = () => db.query(`SELECT * FROM plot_features ORDER BY plot_id`);
  const incremental = await rows();
  await timed(db, 'full (region and area)', true);
  mustHold(JSON.stringify(incremental) === JSON.stringify(await rows()), 'the incremental rows equal the full refresh\'s');
}

async function main() {
  let url = process.env.BENCH_DATABASE_URL;
  let stopPg: (() => void) | null = null;
  if (targets.includes('postgres') && !url) {
    const cluster = await startPostgres();
    if (cluster) ({ url, stop: stopPg } = cluster);
  }
  const dir = mkdtempSync(join(tmpdir(), 'plotwise-bench-plot-features-'));
  try {
    const manifest = await generateDemoRegion(dir, { parcels });
    for (const target of targets) {
      if (target === 'postgres' && !url) {
        console.log('postgres: skipped, no PostgreSQL (set BENCH_DATABASE_URL or install postgresql-15-postgis-3)');
        continue;
      }
      console.log(`${target}: demo region of ${parcels} parcels, one more area of ${areaParcels}`);
      let db: Db;
      let drop: () => Promise<void>;
      if (target === 'pglite') {
        const pgDir = mkdtempSync(join(tmpdir(), 'plotwise-bench-pglite-'));
        // the API tests' migrated template when npm test has left one (creating the database costs ~10 s of CPU)
        copyPgliteTemplate(pgDir);
        db = await openPglite(pgDir);
        drop = async () => {
          await db.close();
          rmSync(pgDir, { recursive: true, force: true });
        };
      } else ({ db, drop } = await postgresDb(url!, `plotwise_bench_pf_${process.pid}`));
      try {
        await run(db, dir, manifest);
      } finally {
        await drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    stopPg?.();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
