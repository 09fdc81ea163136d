import type { GeodataExtentResponse } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/** Where the imported parcels lie: their WGS84 bounding box [west, south, east, north], null when there are none. */
export async function plotExtent(db: Db): Promise<GeodataExtentResponse['bbox']> {
  const [r] = await db.query<{ minx: number | null; miny: number; maxx: number; maxy: number }>(
    `SELECT ST_XMin(e) AS minx, ST_YMin(e) AS miny, ST_XMax(e) AS maxx, ST_YMax(e) AS maxy
       FROM (SELECT ST_Transform(ST_SetSRID(ST_Extent(geom)::geometry, 28992), 4326) AS e FROM geo_plots) s`,
  );
  return r && r.minx !== null ? [r.minx, r.miny, r.maxx, r.maxy] : null;
}
