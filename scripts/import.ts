// npm run import -- <format> <file-or-folder> [--area A] [--layer L] [--crs EPSG:n] [--year Y] [--json]
// Imports into the configured database (DATABASE_URL, else PGlite in DATA_DIR) in one transaction.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { importers } from '../apps/server/src/geodata/formats';
import { openConfiguredDatabase } from '../apps/server/src/geodata/openConfiguredDatabase';
import { runImport } from '../apps/server/src/geodata/runner/runImport';
import { formatReport } from '../apps/server/src/geodata/runner/report';
import { AppError } from '../apps/server/src/http/appError';

const usage = () =>
  [
    'Usage: npm run import -- <format> <file-or-folder> [--area A] [--layer L] [--crs EPSG:n] [--year Y] [--json]',
    'Formats:',
    ...importers.map((i) => `  ${i.format.padEnd(12)} ${i.description}`),
  ].join('\n');

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      area: { type: 'string' },
      layer: { type: 'string' },
      crs: { type: 'string' },
      year: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [format, path] = positionals;
  if (values.help || !format || !path) {
    console.log(usage());
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  try {
    await migrate(db);
    let last = 0;
    const report = await runImport(
      db,
      format,
      path,
      { area: values.area, layer: values.layer, crs: values.crs, year: values.year ? Number(values.year) : undefined },
      {
        onProgress(p) {
          if (Date.now() - last < 1000 || !process.stderr.isTTY) return;
          last = Date.now();
          const pct = p.fileBytes ? ` ${Math.floor((100 * p.fileBytesRead) / p.fileBytes)}%` : '';
          process.stderr.write(`\r${p.file}${pct}: read ${p.read}, written ${p.written}   `);
        },
      },
    );
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return 0;
  } catch (e) {
    if (e instanceof AppError) {
      console.error(`Import failed, nothing was changed: ${e.message}`);
      if (e.code === 'bad_request') console.error(usage());
      return 1;
    }
    throw e;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    if (e instanceof ConfigError) console.error(e.message);
    else console.error(e);
    process.exit(1);
  },
);
