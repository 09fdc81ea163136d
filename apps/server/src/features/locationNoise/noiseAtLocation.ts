import type { LocationNoiseResponse } from '@plotwise/contracts';
import { noiseContourOf, type RdPolygon } from '@plotwise/core';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { featureLayerImport } from '../../geodata/importRuns';
import { ownLocationWkt } from '../locations/locationWkt';

/**
 * How far around the location's parcels (or its point) contours are read, metres. A generated building stands on the
 * parcels; a location without parcels is designed on a default site around its point (contracts conceptSite), which
 * this reaches too.
 */
const NOISE_RADIUS_METERS = 100;

type GeoJsonGeometry = { type: string; coordinates: unknown };

/** The polygons of a clipped GeoJSON geometry (a collection may hold lines where a contour only touches the box). */
function polygonsOf(g: GeoJsonGeometry): RdPolygon[] {
  if (g.type === 'Polygon') return [g.coordinates as RdPolygon];
  if (g.type === 'MultiPolygon') return g.coordinates as RdPolygon[];
  if (g.type === 'GeometryCollection') return ((g as unknown as { geometries: GeoJsonGeometry[] }).geometries ?? []).flatMap(polygonsOf);
  return [];
}

/**
 * The Lden contours of the imported noise layer within `NOISE_RADIUS_METERS` of an RD WKT geometry, clipped to that
 * reach (a motorway's contour runs for kilometres). National data, read as the server.
 */
export async function noiseNearWkt(db: Db, wkt: string | null): Promise<LocationNoiseResponse> {
  const layer = await featureLayerImport(db, 'noise');
  const base = { layerImported: layer.imported, asOf: layer.asOf, radiusMeters: NOISE_RADIUS_METERS };
  if (!wkt || !base.layerImported) return { ...base, contours: [] };
  const rows = await db.query<{ properties: Record<string, unknown>; geojson: string }>(
    `WITH reach AS (SELECT ST_Expand(ST_GeomFromText($1, 28992), $2) AS g)
     SELECT f.properties, ST_AsGeoJSON(ST_Intersection(f.geom, reach.g), 2) AS geojson
       FROM geo_features f, reach
      WHERE f.layer = 'noise' AND f.geom && reach.g AND ST_Intersects(f.geom, reach.g)
        AND coalesce(f.properties->>'indicator', 'Lden') ILIKE 'lden'
      ORDER BY f.id`,
    [wkt, NOISE_RADIUS_METERS],
  );
  const contours = rows.flatMap((r) => {
    const c = noiseContourOf(r.properties, polygonsOf(JSON.parse(r.geojson) as GeoJsonGeometry));
    return c ? [{ ...c, polygons: c.polygons.map((p) => p.map((ring) => ring.map(([x, y]) => [x, y] as [number, number]))) }] : [];
  });
  return { ...base, contours };
}

/** The noise contours near a location of the actor's company (another company's location is a 404 before any geodata is read). */
export async function noiseAtLocation(db: Db, actor: Actor, locationId: number): Promise<LocationNoiseResponse> {
  const wkt = await ownLocationWkt(db, actor, locationId);
  return noiseNearWkt(db, wkt);
}
