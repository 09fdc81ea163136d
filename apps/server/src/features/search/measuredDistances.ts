/**
 * Distance features (and the residents within 5 km) measured in the server instead of per plot in SQL (docs/search.md
 * "Plot features"). A distance source whose features are all points (shops, schools, stops: 13 of the 19) is read
 * once per refresh into a k-d tree; each range of parcels then gets its label points from the database and the
 * distances from the trees, and the INSERT reads them as arrays. A nearest-feature subquery costs PostgreSQL about 50
 * microseconds a plot whatever its source's size (its executor start, the index scan); the tree answers in about one.
 * The distance is the same number: sqrt(dx * dx + dy * dy) of the same coordinates, as PostGIS computes it for two
 * points. Sources of lines or polygons (roads, water, Natura 2000) stay in SQL, whose `ST_Distance` they need.
 */
import { nearestPointTree, pointSumWithin, type NearestPointTree, type PointSumWithin } from '@plotwise/core';
import type { Db } from '../../db/database';
import { type DistanceKey, type FeatureSources, distanceSources, sourceRowsWhere } from './plotFeatureSources';
import { insertSql } from './plotFeaturesSql';

/**
 * The point sources of one refresh, by feature: the keys the INSERT reads from arrays, and their trees; and the
 * residents of the CBS areas as points (prepareSql's `search_residents`) for the residents within 5 km, read by the
 * first INSERT that needs them (the temporary table is its session's: every session makes the same rows).
 */
export interface MeasuredDistances {
  readonly keys: readonly DistanceKey[];
  readonly trees: readonly NearestPointTree[];
  residents?: Promise<PointSumWithin>;
}

/** The radius of `demography_5km_residents`. */
const RESIDENTS_RADIUS_METERS = 5_000;

/** The parcels one INSERT computes: an id range (from inclusive, to exclusive) or a list of ids. */
export type PlotSelection = { range: readonly [number, number] } | { ids: readonly number[] };

/** Points as read from the database, as one array x0, y0, x1, y1, ... (what the trees and cells take). */
const coordinatesOf = (rows: readonly { x: number; y: number }[]) => Float64Array.from({ length: 2 * rows.length }, (_, i) => Number(i % 2 ? rows[i >> 1]!.y : rows[i >> 1]!.x));

/** The distance sources with data whose every feature is a non-empty point, each read into a tree. */
export async function loadMeasuredDistances(db: Db, s: FeatureSources): Promise<MeasuredDistances> {
  const keys: DistanceKey[] = [];
  const trees: NearestPointTree[] = [];
  for (const [key, src] of Object.entries(distanceSources) as [DistanceKey, (typeof distanceSources)[DistanceKey]][]) {
    if (!s.layers.has(src.layer)) continue;
    const from = `FROM geo_features WHERE ${sourceRowsWhere(key)}`;
    const [kind] = await db.query<{ points: boolean }>(`SELECT coalesce(bool_and(GeometryType(geom) = 'POINT' AND NOT ST_IsEmpty(geom)), true) AS points ${from}`);
    if (!kind?.points) continue;
    const rows = await db.query<{ x: number; y: number }>(`SELECT ST_X(geom) AS x, ST_Y(geom) AS y ${from}`);
    keys.push(key);
    trees.push(nearestPointTree(coordinatesOf(rows)));
  }
  return { keys, trees };
}

/** The residents' points of the session's `search_residents` in an index of sums within 5 km. */
async function loadResidents(db: Db): Promise<PointSumWithin> {
  const rows = await db.query<{ x: number; y: number; residents: number }>('SELECT ST_X(pt) AS x, ST_Y(pt) AS y, residents FROM search_residents');
  return pointSumWithin(coordinatesOf(rows), Float64Array.from(rows, (r) => Number(r.residents)), RESIDENTS_RADIUS_METERS);
}

/**
 * The parameters after the selection's own: the parcels' ids, one array of metres per measured key, then the
 * residents within 5 km (null without any residents' area, as the SQL says; 0 for a parcel without a label point,
 * whose `ST_DWithin` finds none). The residents are counts, so their sum is the same in any order.
 */
async function measuredParams(db: Db, m: MeasuredDistances, plots: PlotSelection): Promise<unknown[]> {
  // the label point as the INSERT's `lp` join takes it
  const rows = await db.query<{ id: string; x: number | null; y: number | null }>(
    `SELECT p.id::text AS id, ST_X(pt) AS x, ST_Y(pt) AS y
       FROM geo_plots p CROSS JOIN LATERAL (SELECT coalesce(p.label_point, ST_PointOnSurface(p.geom)) AS pt) lp
      WHERE ${'range' in plots ? 'p.id >= $1 AND p.id < $2' : 'p.id = ANY($1::bigint[])'}`,
    'range' in plots ? [...plots.range] : [plots.ids],
  );
  const distances = m.trees.map((tree) =>
    rows.map((r) => (r.x === null || r.y === null ? null : tree.nearestDistance(Number(r.x), Number(r.y)))),
  );
  const residents = await (m.residents ??= loadResidents(db));
  const within = rows.map((r) => (residents.size === 0 ? null : r.x === null || r.y === null ? 0 : residents.sumWithin(Number(r.x), Number(r.y))));
  return [rows.map((r) => r.id), ...distances, within];
}

/** Computes the features of the selected parcels into `target`: the measured distances here, the rest in SQL. */
export async function insertPlotFeatures(
  db: Db,
  s: FeatureSources,
  m: MeasuredDistances,
  plots: PlotSelection,
  target = 'plot_features',
): Promise<void> {
  const bag = s.bagMunicipalities ? [s.bagMunicipalities] : [];
  const own = 'range' in plots ? [...plots.range] : [plots.ids];
  const measured = { keys: m.keys, residents: true };
  await db.query(insertSql(s, 'range' in plots ? 'range' : 'ids', target, measured), [...bag, ...own, ...(await measuredParams(db, m, plots))]);
}
