// bench:tiles' peer (issue #45 item 1): the same tile cut by PostGIS itself, ST_AsMVTGeom + ST_AsMVT, over the same
// rows (each tile layer's own SQL with the same RD box) on the same connection pool; one ST_AsMVT per MVT layer of
// the tile, concatenated as MVT allows. The attributes are the rows' columns as the SQL returns them.
import pg from 'pg';
import type { TileLayerId } from '@plotwise/contracts';
import type { Db } from '../../apps/server/src/db/database';
import { tileLayers } from '../../apps/server/src/geodata/tiles/tileLayers';
import { TILE_BUFFER, TILE_EXTENT, TileProjection } from '../../apps/server/src/geodata/tiles/tileProjection';

type Tile = { z: number; x: number; y: number };

/** A cutter of PostGIS tiles for the layers of the tile service; `columns` learns each query's columns once. */
export async function postgisTiles(db: Db, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const columns = new Map<string, string[]>();
  const columnsOf = async (sql: string) => {
    let cols = columns.get(sql);
    if (!cols) {
      const res = await client.query(`SELECT * FROM (${sql}) s LIMIT 0`, [0, 0, 0, 0]);
      cols = res.fields.map((f) => f.name);
      columns.set(sql, cols);
    }
    return cols;
  };
  return {
    async tile(layerId: TileLayerId, t: Tile): Promise<Uint8Array> {
      const spec = tileLayers.get(layerId)!;
      if (t.z < spec.minZoom) return new Uint8Array();
      const { minX, minY, maxX, maxY } = new TileProjection(t).rdBox;
      const parts: Buffer[] = [];
      for (const layer of [{ ...spec, name: spec.id }, ...(spec.more ?? [])]) {
        if (t.z < layer.minZoom) continue;
        const sql = layer.sql(t.z);
        const attrs = (await columnsOf(sql)).filter((c) => c !== 'wkb' && c !== 'id').map((c) => `, r."${c}"`).join('');
        const [row] = await db.query<{ mvt: Buffer }>(
          `WITH r AS (${sql})
           SELECT ST_AsMVT(q, '${layer.name}', ${TILE_EXTENT}, 'geom', 'id') AS mvt
             FROM (SELECT r.id${attrs}, ST_AsMVTGeom(ST_Transform(ST_SetSRID(ST_GeomFromWKB(r.wkb), 28992), 3857),
                          ST_TileEnvelope($5, $6, $7), ${TILE_EXTENT}, ${TILE_BUFFER}, true) AS geom FROM r) q`,
          [minX, minY, maxX, maxY, t.z, t.x, t.y],
        );
        if (row?.mvt) parts.push(row.mvt);
      }
      return Buffer.concat(parts);
    },
    close: () => client.end(),
  };
}
