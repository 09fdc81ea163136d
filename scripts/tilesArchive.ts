// npm run tiles:archive [-- --layer L[,L2]] [--dir D]
// Cuts the national map layers into static PMTiles archives at the data's version (ADR 0010 part 3), in the configured
// database (DATABASE_URL, else PGlite in DATA_DIR), into TILE_ARCHIVE_DIR (else tile-archives in DATA_DIR).
import { parseArgs } from 'node:util';
import type { TileLayerId } from '@plotwise/contracts';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { openConfiguredDatabase } from '../apps/server/src/geodata/openConfiguredDatabase';
import { TileService } from '../apps/server/src/geodata/tiles/tileService';
import { archivedLayers, cutLayerArchive } from '../apps/server/src/geodata/tiles/archive/tileArchives';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { layer: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  const all = archivedLayers();
  if (values.help) {
    console.log(`Usage: npm run tiles:archive [-- --layer ${all.join(',')}] [--dir D]`);
    return 0;
  }
  const layers = values.layer ? values.layer.split(',') : all;
  const unknown = layers.filter((l) => !all.includes(l as TileLayerId));
  if (unknown.length) {
    console.error(`Unknown layer(s) ${unknown.join(', ')}: the national layers are ${all.join(', ')}`);
    return 2;
  }
  const config = loadConfig();
  const dir = values.dir ?? config.tileArchiveDir;
  if (!dir) {
    console.error('TILE_ARCHIVE_DIR is off: give --dir');
    return 2;
  }
  const db = await openConfiguredDatabase(config);
  try {
    await migrate(db);
    const service = new TileService(db);
    for (const layer of layers as TileLayerId[]) {
      let shown = 0;
      const cut = await cutLayerArchive(service, dir, layer, (tiles, z) => {
        if (tiles - shown >= 500) {
          shown = tiles;
          process.stderr.write(`\r${layer}: ${tiles} tiles looked at, zoom ${z}   `);
        }
      });
      process.stderr.write('\r');
      console.log(cut ? `${cut.file}: ${cut.tiles} tiles (${cut.contents} distinct), ${(cut.bytes / 1e6).toFixed(2)} MB, z${cut.minZoom}-${cut.maxZoom}, ${cut.cutSeconds} s` : `${layer}: no rows, no archive`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
