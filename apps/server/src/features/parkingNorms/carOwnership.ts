import type { CarOwnershipResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { ownLocationWkt } from '../locations/locationWkt';

const LEVELS = ['buurt', 'wijk', 'gemeente'] as const;

/**
 * Cars per household (CBS kerncijfers `PersonenautoSPerHuishouden_114`) of the finest CBS area around a location of the
 * actor's company (its parcels' point on surface, or its point) that has the figure; another company's location is a
 * 404 before any statistics are read.
 */
export async function carOwnershipAtLocation(db: Db, actor: Actor, locationId: number): Promise<CarOwnershipResponse> {
  const wkt = await ownLocationWkt(db, actor, locationId);
  if (!wkt) return { area: null };
  const rows = await db.query<{ level: (typeof LEVELS)[number]; code: string; name: string | null; year: number | null; cars: number | null }>(
    `WITH here AS (SELECT ST_PointOnSurface(ST_GeomFromText($1, 28992)) AS pt)
     SELECT a.level, a.code, a.name, a.year, search_number(f.figures->>'PersonenautoSPerHuishouden_114') AS cars
       FROM here JOIN geo_stat_areas a ON a.geom && here.pt AND ST_Intersects(a.geom, here.pt)
       LEFT JOIN LATERAL (SELECT figures FROM geo_stat_figures f WHERE f.code = a.code ORDER BY f.id DESC LIMIT 1) f ON true
      WHERE a.level = ANY($2::text[])`,
    [wkt, [...LEVELS]],
  );
  const finest = rows
    .filter((r) => r.cars !== null && Number.isFinite(Number(r.cars)))
    .sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) || (b.year ?? 0) - (a.year ?? 0))[0];
  return { area: finest ? { level: finest.level, code: finest.code, name: finest.name, year: finest.year, carsPerHousehold: Number(finest.cars) } : null };
}
