import type { LocationLandTransactionsResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { featureLayerImport } from '../../geodata/importRuns';
import { ownLocationWkt } from '../locations/locationWkt';

/** How far plot sales are looked for, metres: a town's sales, not the region's. */
const RADIUS_METERS = 2_000;
/** The transaction types that are sales of land (kavel, grond, bouwgrond), as the layer writes them. */
const LAND_TYPES = ['kavel', 'bouwkavel', 'grond', 'bouwgrond', 'land', 'plot'];

/**
 * The plot sales of the `transactions` layer within 2 km of a location (its parcels or its point), the 50 nearest, each
 * with the area of the parcel under it (`geo_plots`) or the layer's own `area_m2`. The location is read as the tenant;
 * the layer is national data.
 */
export async function landTransactionsAtLocation(db: Db, actor: Actor, locationId: number): Promise<LocationLandTransactionsResponse> {
  const wkt = await ownLocationWkt(db, actor, locationId);
  const layer = await featureLayerImport(db, 'transactions');
  const base = { layerImported: layer.imported, asOf: layer.asOf, radiusMeters: RADIUS_METERS };
  if (!wkt || !layer.imported) return { ...base, transactions: [] };
  const rows = await db.query<{ value: string | null; area: number | null; date: string | null; status: string | null; distance: number }>(
    `WITH here AS (SELECT ST_GeomFromText($1, 28992) AS g)
     SELECT t.properties->>'value_eur' AS value,
            coalesce(search_number(t.properties->>'area_m2'),
                     (SELECT ST_Area(p.geom) FROM geo_plots p WHERE p.geom && t.geom AND ST_Intersects(p.geom, ST_PointOnSurface(t.geom)) LIMIT 1)) AS area,
            t.properties->>'date' AS date, t.properties->>'status' AS status, ST_Distance(t.geom, here.g) AS distance
       FROM geo_features t, here
      WHERE t.layer = 'transactions' AND lower(t.properties->>'type') = ANY($3::text[]) AND ST_DWithin(t.geom, here.g, $2)
      ORDER BY distance, t.id LIMIT 50`,
    [wkt, RADIUS_METERS, LAND_TYPES],
  );
  return {
    ...base,
    transactions: rows.flatMap((r) => {
      const value = Number(r.value);
      if (!Number.isFinite(value) || value <= 0) return [];
      return [{ valueEuros: value, plotAreaSquareMeters: r.area === null ? null : Math.round(Number(r.area)), date: r.date, status: r.status, distanceMeters: Math.round(Number(r.distance)) }];
    }),
  };
}
