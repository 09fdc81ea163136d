import type { BgtSurfaceClass, PlotSurfaces } from '@plotwise/contracts';
import type { Db } from '../../db/database';

const FIELD: Record<BgtSurfaceClass, keyof PlotSurfaces> = {
  paved: 'pavedSquareMeters',
  green: 'greenSquareMeters',
  water: 'waterSquareMeters',
  building: 'builtSquareMeters',
  other: 'otherSquareMeters',
};

const round = (m2: number) => Math.round(m2 * 100) / 100;

/**
 * The BGT surfaces inside the shape `g` (a CTE with one row, column geom, RD New): the area of the intersection per
 * surface class. Ground level only (relatieveHoogteligging 0): BGT covers the ground once per level, so a bridge
 * (level 1) over a ditch would count the ditch twice. An object held by two imported downloads counts once.
 */
async function surfacesIn(db: Db, g: string, params: unknown[]): Promise<PlotSurfaces | undefined> {
  const rows = await db.query<{ surface_class: BgtSurfaceClass; m2: number; plot: number }>(
    `WITH ${g},
     s AS (SELECT DISTINCT ON (s.identificatie) s.surface_class, ST_Area(ST_Intersection(s.geom, g.geom)) AS m2
             FROM geo_bgt_surfaces s, g
            WHERE s.geom && g.geom AND ST_Intersects(s.geom, g.geom) AND coalesce(s.relatieve_hoogteligging, 0) = 0
            ORDER BY s.identificatie, s.run_id DESC)
     SELECT s.surface_class, sum(s.m2) AS m2, (SELECT ST_Area(geom) FROM g) AS plot FROM s GROUP BY s.surface_class`,
    params,
  );
  // objects that only touch the plot along an edge have no area inside it
  const inside = rows.filter((r) => r.m2 > 0);
  if (!inside.length) return undefined;
  const out: PlotSurfaces = { pavedSquareMeters: 0, greenSquareMeters: 0, waterSquareMeters: 0, builtSquareMeters: 0, otherSquareMeters: 0, plotSquareMeters: round(inside[0]!.plot) };
  for (const r of inside) out[FIELD[r.surface_class] ?? 'otherSquareMeters'] += round(r.m2);
  return out;
}

/** The BGT surfaces inside national parcels (geo_plots ids) together; undefined when no BGT surface lies on them. */
export function surfacesOfPlots(db: Db, ids: number[]): Promise<PlotSurfaces | undefined> {
  return surfacesIn(db, 'g AS (SELECT ST_Union(geom) AS geom FROM geo_plots WHERE id = ANY($1::bigint[]))', [ids]);
}

/** The BGT surfaces inside a shape given as WKT in RD New (a location's parcels); undefined when none lies in it. */
export function surfacesOfWkt(db: Db, wkt: string): Promise<PlotSurfaces | undefined> {
  return surfacesIn(db, 'g AS (SELECT ST_GeomFromText($1, 28992) AS geom)', [wkt]);
}
