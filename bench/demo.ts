// npm run bench:demo: how long the demo region takes to generate and to import through the importers,
// per size (BENCH_DEMO_PARCELS, default "20000,100000"), on embedded PGlite and on PostgreSQL (a private
// cluster, or BENCH_DATABASE_URL; skipped with the reason when there is none). BENCH_DEMO_TARGETS=pglite
// or postgres runs one of them (none: generation only). Prints figures, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, type Db } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { generateDemoRegion } from '../apps/server/src/geodata/demo/generateDemoRegion';
import { importDemoRegion } from '../apps/server/src/geodata/demo/importDemoRegion';
import { copyPgliteTemplate } from '../apps/server/src/test/pgliteTemplate';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { postgresDb } from './lib/benchSetup';
import { mustHold, SMOKE, sized } from './lib/smoke';

const sizes = (process.env.BENCH_DEMO_PARCELS ?? sized('20000,100000', '100')).split(',').map(Number);
const targets = (process.env.BENCH_DEMO_TARGETS ?? 'pglite,postgres').split(',').filter((t) => t === 'pglite' || t === 'postgres');
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  let url = process.env.BENCH_DATABASE_URL;
  let stopPg: (() => void) | null = null;
  let pgSkipped = '';
  if (targets.includes('postgres') && !url) {
    const cluster = await startPostgres();
    if (cluster) ({ url, stop: stopPg } = cluster);
    else pgSkipped = 'no PostgreSQL (set BENCH_DATABASE_URL or install postgresql-15-postgis-3)';
  }
  const rows: string[] = [];
  try {
    for (const parcels of sizes) {
      const dir = mkdtempSync(join(tmpdir(), 'plotwise-bench-demo-'));
      const t0 = performance.now();
      const m = await generateDemoRegion(dir, { parcels });
      const gen = performance.now() - t0;
      const mb = m.files.reduce((a, f) => a + f.bytes, 0) / 1e6;
      const features = m.files.reduce((a, f) => a + f.features, 0);
      console.log(`${fmt(parcels)} parcels: generated ${m.files.length} files, ${fmt(features)} features, ${mb.toFixed(0)} MB in ${s(gen)} (${fmt((features * 1000) / gen)} features/s; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB)`);
      for (const target of targets) {
        if (target === 'postgres' && !url) {
          rows.push(`${fmt(parcels).padStart(9)}  ${'postgres'.padEnd(9)} ${s(gen).padStart(8)}   skipped: ${pgSkipped}`);
          continue;
        }
        let db: Db;
        let drop: () => Promise<void>;
        const tOpen = performance.now();
        let copied = false;
        if (target === 'pglite') {
          const pgDir = mkdtempSync(join(tmpdir(), 'plotwise-bench-pglite-'));
          // the smoke copies the API tests' migrated template when npm test has built it: migrating PGlite anew cost
          // about 20 s of CPU there, and the smoke is about the import; a full run times the creation too
          copied = SMOKE && copyPgliteTemplate(pgDir);
          db = await openPglite(pgDir);
          drop = async () => {
            await db.close();
            rmSync(pgDir, { recursive: true, force: true });
          };
        } else ({ db, drop } = await postgresDb(url!, `plotwise_bench_demo_${process.pid}`));
        if (!copied) await migrate(db);
        const open = performance.now() - tOpen;
        const t1 = performance.now();
        const slowest: [string, number][] = [];
        await importDemoRegion(db, dir, m, { onReport: (f, r) => slowest.push([f.path.split('/').pop()!, r.durationMs]) });
        const imp = performance.now() - t1;
        slowest.sort((a, b) => b[1] - a[1]);
        console.log(`  ${target}: ${copied ? 'copied from the migrated template' : 'created and migrated'} in ${s(open)}, imported in ${s(imp)} (${fmt((features * 1000) / imp)} features/s); slowest: ${slowest.slice(0, 3).map(([f, ms]) => `${f} ${s(ms)}`).join(', ')}`);
        rows.push(`${fmt(parcels).padStart(9)}  ${target.padEnd(9)} ${s(gen).padStart(8)} ${s(imp).padStart(9)} ${s(gen + imp).padStart(9)} ${s(open).padStart(11)}`);
        await drop();
      }
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    stopPg?.();
  }
  mustHold(!(SMOKE && pgSkipped), `the smoke run imports into PostgreSQL too (${pgSkipped})`);
  console.log('\n  parcels  database  generate    import     total  create db');
  for (const r of rows) console.log(r);
}

main().then(() => process.exit(process.exitCode ?? 0)).catch((e) => {
  console.error(e);
  process.exit(1);
});
