import type { LocationNatura2000Response } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { featureLayerImport } from '../../geodata/importRuns';
import { ownLocationWkt } from '../locations/locationWkt';

/** How far the nearest area is looked for, metres: beyond it the answer is "none within 50 km". */
const SEARCHED_METERS = 50_000;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : v === null || v === undefined ? null : String(v));
const flag = (v: unknown) => (v === true || v === 'true' || v === 'ja' ? true : v === false || v === 'false' || v === 'nee' ? false : null);

/**
 * The nearest Natura 2000 area (the imported `natura2000` layer) to an RD WKT geometry, within 50 km: the layer's
 * index gives the candidates by box distance, the exact distance to the edge picks the nearest. National data, read
 * as the server.
 */
export async function nearestNatura2000(db: Db, wkt: string | null): Promise<LocationNatura2000Response> {
  const layer = await featureLayerImport(db, 'natura2000');
  const base = { layerImported: layer.imported, asOf: layer.asOf, searchedMeters: SEARCHED_METERS };
  if (!wkt || !base.layerImported) return { ...base, nearest: null };
  const [row] = await db.query<{ properties: Record<string, unknown>; distance: number }>(
    `WITH here AS (SELECT ST_GeomFromText($1, 28992) AS g),
          candidates AS (SELECT f.properties, f.geom FROM geo_features f, here
                          WHERE f.layer = 'natura2000' AND ST_DWithin(f.geom, here.g, $2)
                          ORDER BY f.geom <-> here.g LIMIT 8)
     SELECT c.properties, ST_Distance(c.geom, here.g) AS distance FROM candidates c, here ORDER BY distance LIMIT 1`,
    [wkt, SEARCHED_METERS],
  );
  if (!row) return { ...base, nearest: null };
  const p = row.properties;
  return {
    ...base,
    nearest: {
      name: text(p.name ?? p.naamN2K ?? p.naam) ?? '',
      siteCode: text(p.sitecode ?? p.site_code),
      status: text(p.status ?? p.beschermin),
      distanceMeters: Math.round(Number(row.distance)),
      nitrogenSensitive: flag(p.nitrogen_sensitive ?? p.stikstofgevoelig),
    },
  };
}

/** The nearest Natura 2000 area to a location of the actor's company (another company's location is a 404 first). */
export async function natura2000AtLocation(db: Db, actor: Actor, locationId: number): Promise<LocationNatura2000Response> {
  const wkt = await ownLocationWkt(db, actor, locationId);
  return nearestNatura2000(db, wkt);
}
