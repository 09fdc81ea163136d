// npm run demo:generate -- <folder> [--parcels N] [--seed S] [--import] [--json]
// Writes the demo region (the fictional town Knarwijk, Flevoland) in the official formats into <folder>;
// with --import also loads it into the configured database (DATABASE_URL, else PGlite in DATA_DIR).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { generateDemoRegion } from '../apps/server/src/geodata/demo/generateDemoRegion';
import { importDemoRegion } from '../apps/server/src/geodata/demo/importDemoRegion';
import { openConfiguredDatabase } from '../apps/server/src/geodata/openConfiguredDatabase';

const usage = 'Usage: npm run demo:generate -- <new or empty folder> [--parcels N (default 20000, at least 100)] [--seed S] [--import] [--json]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { parcels: { type: 'string' }, seed: { type: 'string' }, import: { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [dir] = positionals;
  const parcels = Number(values.parcels ?? 20000);
  if (values.help || !dir || !Number.isInteger(parcels) || parcels < 100) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const t0 = performance.now();
  let last = 0;
  const manifest = await generateDemoRegion(dir, {
    parcels,
    ...(values.seed ? { seed: values.seed } : {}),
    onProgress(p) {
      if (!process.stderr.isTTY || Date.now() - last < 500) return;
      last = Date.now();
      process.stderr.write(`\rgenerating: ${p.parcels} of ${p.of} parcels (${p.cells} districts)   `);
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const generated = (performance.now() - t0) / 1000;
  const mb = manifest.files.reduce((s, f) => s + f.bytes, 0) / 1e6;
  if (!values.json) {
    console.log(`Generated the demo region in ${dir} in ${generated.toFixed(1)} s (${mb.toFixed(0)} MB): ${JSON.stringify(manifest.counts)}`);
    for (const f of manifest.files) console.log(`  ${f.format.padEnd(12)} ${f.path.padEnd(46)} ${String(f.features).padStart(9)} features ${(f.bytes / 1e6).toFixed(1).padStart(8)} MB`);
  }
  let imported: number | null = null;
  if (values.import) {
    const db = await openConfiguredDatabase(loadConfig());
    try {
      await migrate(db);
      const t1 = performance.now();
      await importDemoRegion(db, dir, manifest, {
        onReport: (f, r) => !values.json && console.log(`  imported ${f.path}: ${r.written} written, ${r.rejected} rejected in ${(r.durationMs / 1000).toFixed(1)} s`),
      });
      imported = (performance.now() - t1) / 1000;
      if (!values.json) console.log(`Imported in ${imported.toFixed(1)} s`);
    } finally {
      await db.close();
    }
  }
  if (values.json) console.log(JSON.stringify({ ...manifest, generateSeconds: generated, importSeconds: imported }, null, 2));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
