// npm run import -- <format> <file-or-folder> [--area A] [--layer L] [--crs EPSG:n] [--year Y] [--data-date YYYY-MM-DD] [--json]
// npm run import -- pdok-ogc <collection-items-url | bag/<collection> | brk/<collection>> --bbox minx,miny,maxx,maxy [--format F] [--limit N]
// Imports into the configured database (DATABASE_URL, else PGlite in DATA_DIR) in one transaction.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { importers } from '../apps/server/src/geodata/formats';
import { openConfiguredDatabase } from '../apps/server/src/geodata/openConfiguredDatabase';
import type { ImportProgress } from '@plotwise/contracts/api/importReport';
import { runImport } from '../apps/server/src/geodata/runner/runImport';
import { dataDateOption } from '../apps/server/src/geodata/runner/importContext';
import { formatReport } from '../apps/server/src/geodata/runner/report';
import { AppError } from '../apps/server/src/http/appError';
import { parseBbox } from '../apps/server/src/geodata/pdok/ogcFeatures';
import { importOgcCollection } from '../apps/server/src/geodata/pdok/ogcImport';

const usage = () =>
  [
    'Usage: npm run import -- <format> <file-or-folder> [--area A] [--layer L] [--crs EPSG:n] [--year Y] [--data-date YYYY-MM-DD] [--json]',
    '       npm run import -- pdok-ogc <collection-items-url | bag/<collection> | brk/<collection>> --bbox minx,miny,maxx,maxy',
    '                         [--bbox-crs 28992] [--format F] [--limit 1000] [--area A] [--layer L] [--json]',
    '       (a PDOK OGC API Features collection by bounding box, e.g. brk/perceel, bag/pand, bag/verblijfsobject)',
    '  --max-rejected-percent P   fail (and change nothing) when more than P % of the features are rejected',
    '                             (default IMPORT_MAX_REJECTED_PERCENT, else 50)',
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
      'data-date': { type: 'string' },
      json: { type: 'boolean' },
      bbox: { type: 'string' },
      'bbox-crs': { type: 'string' },
      format: { type: 'string' },
      limit: { type: 'string' },
      'max-rejected-percent': { type: 'string' },
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
    const maxRejectedPercent = values['max-rejected-percent'] === undefined ? config.IMPORT_MAX_REJECTED_PERCENT : percent(values['max-rejected-percent']);
    let last = 0;
    const hooks = {
      onProgress(p: ImportProgress) {
        // the finishing stage is shown at once: after it nothing moves until the import ends
        if ((Date.now() - last < 1000 && p.stage !== 'finishing') || !process.stderr.isTTY) return;
        last = Date.now();
        const pct = p.fileBytes ? ` ${Math.floor((100 * p.fileBytesRead) / p.fileBytes)}%` : '';
        const finishing = p.stage === 'finishing' ? ' - building indexes, replacing the previous version' : '';
        process.stderr.write(`\r${p.file}${pct}: read ${p.read}, written ${p.written}${finishing}   `);
      },
    };
    const report =
      format === 'pdok-ogc'
        ? await importOgcCollection(
            db,
            {
              collection: path,
              bbox: parseBbox(values.bbox ?? ''),
              bboxCrs: values['bbox-crs'] ? positiveInt(values['bbox-crs'], '--bbox-crs') : undefined,
              format: values.format,
              limit: values.limit ? positiveInt(values.limit, '--limit') : undefined,
              area: values.area,
              layer: values.layer,
              maxRejectedPercent,
            },
            { bases: { bag: config.PDOK_OGC_BAG_URL, brk: config.PDOK_OGC_BRK_URL }, hooks },
          )
        : await runImport(db, format, path, { area: values.area, layer: values.layer, crs: values.crs, year: values.year ? Number(values.year) : undefined, dataDate: dataDateOption(values['data-date']), maxRejectedPercent }, hooks);
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
    if ('pages' in report && !values.json) console.log(`pages read: ${report.pages}`);
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

function percent(s: string): number {
  const n = Number(s);
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new AppError('bad_request', `--max-rejected-percent must be a number from 0 to 100 (got "${s}")`);
  return n;
}

function positiveInt(s: string, what: string): number {
  const n = Number(s);
  if (!Number.isInteger(n) || n < 1) throw new AppError('bad_request', `${what} must be a positive whole number (got "${s}")`);
  return n;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    if (e instanceof ConfigError) console.error(e.message);
    else console.error(e);
    process.exit(1);
  },
);
