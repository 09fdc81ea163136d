// The trees around a concept, read from our own vector tiles as the neighbours are (surroundingsFromTiles.ts):
// the generic feature layer `features` (MVT layer of that name) holds the catalogue layer `trees` as points with
// height_m (packages/contracts layers/layerDefinition.ts).
import { lngLatToRd } from '@plotwise/core/geometry/rdWgs84';
import type { TileAddress } from '@plotwise/core/mercator/tileAddress';
import { tileXToLon, tileYToLat } from '@plotwise/core/mercator/webMercator';
import { lngLat } from '@plotwise/core/units/units';
import { decodeMvtPoints, type TilePoint } from './decodeMvt';
import { DEFAULT_TREE_HEIGHT, type SceneSite, type SceneTree } from './sceneTypes';
import { tilesAround } from './surroundingsFromTiles';

/** A tile's `trees` points as scene trees in RD metres, keeping those within `radius` of the site's centre. */
export function tileTrees(
  points: readonly TilePoint[],
  extent: number,
  tile: TileAddress,
  site: SceneSite,
  radiusMeters: number,
): SceneTree[] {
  const out: SceneTree[] = [];
  for (const p of points) {
    if (p.properties.layer !== 'trees') continue;
    const at = lngLatToRd(
      lngLat(tileXToLon(tile.x + p.x / extent, tile.z), tileYToLat(tile.y + p.y / extent, tile.z)),
    );
    if (Math.hypot(at.x - site.centre.x, at.y - site.centre.y) > radiusMeters) continue;
    const h = p.properties.height_m;
    // a tree of 1 m or of 60 m is a data error; the default reads better than a needle or a tower
    const heightMeters = typeof h === 'number' && h >= 2 && h <= 45 ? h : DEFAULT_TREE_HEIGHT;
    out.push({ at, heightMeters });
  }
  return out;
}

/** Loads the trees within `radius` metres of the site from the tile server. */
export async function loadTrees(
  site: SceneSite,
  radiusMeters = 150,
  signal?: AbortSignal,
): Promise<SceneTree[]> {
  const parts = await Promise.all(
    tilesAround(site, radiusMeters).map(async (t) => {
      const response = await fetch(`/api/tiles/features/${t.z}/${t.x}/${t.y}.mvt`, { signal });
      if (!response.ok) throw new Error(`trees tile ${t.z}/${t.x}/${t.y}: HTTP ${response.status}`);
      const { extent, points } = decodeMvtPoints(new Uint8Array(await response.arrayBuffer()), 'features');
      return tileTrees(points, extent, t, site, radiusMeters);
    }),
  );
  return parts.flat();
}
