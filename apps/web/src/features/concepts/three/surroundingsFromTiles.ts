// The buildings around a concept from the BAG, read from the map's own vector tiles (layer `buildings`, z16:
// footprints with identificatie and the 3D BAG height). Polygons cut at tile edges come as pieces with the
// same identificatie; each piece is extruded on its own, which draws the same building.
import { lngLatToRd } from '@plotwise/core/geometry/rdWgs84';
import type { TileAddress } from '@plotwise/core/mercator/tileAddress';
import { latToTileY, lonToTileX, tileXToLon, tileYToLat } from '@plotwise/core/mercator/webMercator';
import { lngLat } from '@plotwise/core/units/units';
import { decodeMvtLayer, type TileFeature } from './decodeMvt';
import { DEFAULT_NEIGHBOUR_HEIGHT, type SceneSite, type SurroundingBuilding } from './sceneTypes';

const ZOOM = 16;
const METRES_PER_DEGREE = 111_320;

/** The z16 tiles over a square of `radius` metres around the site's centre. */
export function tilesAround(site: SceneSite, radiusMeters: number): TileAddress[] {
  const { lng, lat } = site.centreLngLat;
  const dLat = radiusMeters / METRES_PER_DEGREE;
  const dLng = radiusMeters / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const x0 = Math.floor(lonToTileX(lng - dLng, ZOOM));
  const x1 = Math.floor(lonToTileX(lng + dLng, ZOOM));
  const y0 = Math.floor(latToTileY(lat + dLat, ZOOM));
  const y1 = Math.floor(latToTileY(lat - dLat, ZOOM));
  const tiles: TileAddress[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.push({ z: ZOOM, x, y });
  return tiles;
}

/** A tile's features as surrounding buildings in RD metres, keeping those within `radius` of the centre. */
export function tileSurroundings(
  features: readonly TileFeature[],
  extent: number,
  tile: TileAddress,
  site: SceneSite,
  radiusMeters: number,
): SurroundingBuilding[] {
  const out: SurroundingBuilding[] = [];
  for (const f of features) {
    const height =
      typeof f.properties.height_m === 'number' && f.properties.height_m > 0 ? f.properties.height_m : null;
    const identificatie = String(f.properties.identificatie ?? f.properties.id ?? '');
    for (const ring of f.rings) {
      const rd = ring.map(([u, v]) =>
        lngLatToRd(lngLat(tileXToLon(tile.x + u / extent, tile.z), tileYToLat(tile.y + v / extent, tile.z))),
      );
      // Tile rings run clockwise in RD (y flips); the scene turns every ring counter-clockwise itself.
      const cx = rd.reduce((s, p) => s + p.x, 0) / rd.length;
      const cy = rd.reduce((s, p) => s + p.y, 0) / rd.length;
      if (Math.hypot(cx - site.centre.x, cy - site.centre.y) > radiusMeters) continue;
      out.push({
        identificatie,
        ring: rd,
        heightMeters: height ?? DEFAULT_NEIGHBOUR_HEIGHT,
        heightSource: height === null ? 'default' : '3dbag',
      });
    }
  }
  return out;
}

/** Loads the BAG buildings within `radius` metres of the site from the tile server. */
export async function loadSurroundings(
  site: SceneSite,
  radiusMeters = 250,
  signal?: AbortSignal,
): Promise<SurroundingBuilding[]> {
  const tiles = tilesAround(site, radiusMeters);
  const parts = await Promise.all(
    tiles.map(async (t) => {
      const response = await fetch(`/api/tiles/buildings/${t.z}/${t.x}/${t.y}.mvt`, { signal });
      if (!response.ok) throw new Error(`buildings tile ${t.z}/${t.x}/${t.y}: HTTP ${response.status}`);
      const { extent, features } = decodeMvtLayer(new Uint8Array(await response.arrayBuffer()), 'buildings');
      return tileSurroundings(features, extent, t, site, radiusMeters);
    }),
  );
  return parts.flat();
}
