import type { JobDefinition } from './jobDefinition';
import { TileService } from '../../geodata/tiles/tileService';
import { archivedLayers, currentArchives, cutLayerArchive } from '../../geodata/tiles/archive/tileArchives';

/**
 * After each import (queued by `app.afterImport`) and nightly, after the data refresh (04:00): each national layer cut
 * to its static archive at the data's version.
 * A layer whose archive is at that version already is left; until a layer is cut again after an import the map
 * reads it tile by tile from the server (the listing offers only archives at the current version).
 */
export const tileArchivesJob: JobDefinition = {
  name: 'tile_archives',
  cron: '30 5 * * *',
  retryLimit: 2,
  async run({ db, config, log }) {
    const dir = config.tileArchiveDir;
    if (!dir) return { summary: 'no archive directory (TILE_ARCHIVE_DIR is off)' };
    const service = new TileService(db);
    const fresh = new Set(currentArchives(dir, await service.dataVersion(), '').map((a) => a.layer));
    const counts: Record<string, number> = {};
    const empty: string[] = [];
    for (const layer of archivedLayers()) {
      if (fresh.has(layer)) continue;
      // a layer without rows has no archive, so it is looked at again each run: one query at zoom 5
      const cut = await cutLayerArchive(service, dir, layer);
      if (!cut) {
        empty.push(layer);
        continue;
      }
      counts[layer] = cut.tiles;
      log.info(`tile archive ${cut.file}: ${cut.tiles} tiles, ${cut.bytes} bytes in ${cut.cutSeconds} s`);
    }
    const cutLayers = Object.keys(counts);
    const parts = [cutLayers.length ? `cut ${cutLayers.join(', ')}` : 'every archive is at the data version', ...(empty.length ? [`no rows in ${empty.join(', ')}`] : [])];
    return { summary: parts.join('; '), counts };
  },
};
