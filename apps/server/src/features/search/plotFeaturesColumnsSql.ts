/**
 * The column list of the base SELECT of `insertSql` (plotFeaturesSql.ts), one part per group of features. Each part
 * is an expression when its source was imported and a typed NULL when not (`FeatureSources`); the parts are joined
 * with ",\n" in the order below, which is the order of the SQL text before it was split (kept so that it is the same).
 */
import { GRID_COLOURS_SQL } from '../../geodata/plots/gridCapacity';
import { type DistanceKey, type FeatureSources, type MeasuredColumns, NOTHING_MEASURED, distanceSources, tmp } from './plotFeatureSources';

/** Candidates read per plot by bounding-box distance before the exact distances are compared. */
const NEAREST_CANDIDATES = 8;

/**
 * Metres from `pt` to the nearest geometry of `table`, exactly, with the GiST index: the nearest boxes by box
 * distance (the <#> operator, a lower bound of the true distance), the least true distance among them, and a scan within
 * that distance in the rare case a geometry outside the candidates could still be nearer. (Ordering by <->
 * directly fails on lines and polygons with "index returned tuples in wrong order" in PostGIS 3.6.)
 */
function nearestDistanceSql(table: string, pt = 'lp.pt'): string {
  return `(SELECT CASE WHEN c.n < ${NEAREST_CANDIDATES} OR c.dmin <= c.bmax THEN c.dmin
                ELSE (SELECT min(ST_Distance(t2.geom, ${pt})) FROM ${table} t2 WHERE ST_DWithin(t2.geom, ${pt}, c.dmin)) END
     FROM (SELECT min(ST_Distance(k.geom, ${pt})) AS dmin, max(k.b) AS bmax, count(*) AS n
             FROM (SELECT t.geom, t.geom <#> ${pt} AS b FROM ${table} t ORDER BY t.geom <#> ${pt} LIMIT ${NEAREST_CANDIDATES}) k) c)`;
}

/** The expression when its source exists, else a typed NULL (an untyped one would be text in the derived columns). */
const nil = (cond: boolean, sql: string, type = 'float8') => (cond ? sql : `NULL::${type}`);

/** Where the plot is: its ids, label point and coordinates, and the CBS areas it lies in (join `reg`). */
const placeColumns = () => `  p.id AS plot_id,
  p.identificatie,
  lp.pt AS label_point,
  ST_X(lp.pt) AS x_rd,
  ST_Y(lp.pt) AS y_rd,
  ST_X(ll.pt)::real AS lon,
  ST_Y(ll.pt)::real AS lat,
  reg.neighbourhood AS neighbourhood_code,
  reg.municipality,
  reg.province`;

/** Size and shape of the parcel (its oriented envelope, join `shape`). */
const shapeColumns = () => `  CASE WHEN p.kadastrale_grootte > 0 THEN p.kadastrale_grootte ELSE ST_Area(p.geom) END AS size,
  ST_Area(p.geom) / NULLIF(ST_Area(shape.env), 0) AS plot_bbox_ratio,
  least(shape.a, shape.b) / NULLIF(greatest(shape.a, shape.b), 0) AS plot_length_width_ratio`;

/** The zoning plan's rules at the plot (joins `zone`, `plan`, `mv`, `bv`). */
const zoningColumns = (s: FeatureSources) => `  ${nil(s.zoning, 'zone.category', 'text')} AS zone,
  ${nil(s.zoning, 'plan.year')} AS plan_date,
  ${nil(s.zoning, 'mv.max_height')} AS constraint_building_height,
  ${nil(s.zoning, 'mv.max_gsi')} AS constraint_gsi,
  ${nil(s.zoning, `CASE WHEN plan.found THEN coalesce(bv.area, 0) END`)} AS buildablearea_size`;

/** The BAG buildings (join `bld`) and residence objects (join `res`) on the plot, where the BAG covers it. */
function buildingColumns(s: FeatureSources): string {
  // BAG coverage of this plot: its municipality's extract was imported (or a national one)
  const bagCovered = s.bagMunicipalities ? `(reg.municipality IS NULL OR reg.municipality = ANY($1::text[]))` : 'true';
  const bag = (sql: string) => (s.panden ? `CASE WHEN ${bagCovered} THEN ${sql} END` : 'NULL::float8');
  const vbo = (sql: string, type = 'float8') => (s.verblijfsobjecten ? `CASE WHEN ${bagCovered} THEN ${sql} END` : `NULL::${type}`);
  return `  ${bag('bld.n')} AS building_count,
  ${s.heights ? bag('CASE WHEN bld.n = 0 THEN 0 ELSE bld.height END') : 'NULL::float8'} AS building_height,
  ${s.heights ? bag('CASE WHEN bld.n = 0 THEN 0 WHEN bld.with_height = bld.n THEN bld.volume END') : 'NULL::float8'} AS building_volume,
  ${bag('bld.year_main')} AS building_date_built,
  ${bag('bld.year_min')} AS building_year_min,
  ${bag('coalesce(bld.gsa, 0)')} AS gsa,
  CASE
    WHEN ${s.verblijfsobjecten ? `${bagCovered} THEN coalesce(res.area, 0)` : 'false THEN NULL::float8'}
    WHEN ${s.heights && s.panden ? 'bld.with_height = bld.n AND bld.n > 0' : 'false'} THEN ${s.panden ? 'bld.gsa * greatest(1, round(bld.height / 3))' : 'NULL::float8'}
  END AS gfa,
  ${vbo('res.main_function', 'text')} AS building_function,
  ${vbo('res.residential')} AS residential_ratio,
  ${vbo('coalesce(res.n, 0)')} AS resobject_count`;
}

/** Kilometres to the nearest feature of each distance source (its temporary table, or measured in the server). */
function distanceColumns(s: FeatureSources, measured: readonly DistanceKey[]): string {
  // a measured one (a point source, measuredDistances.ts) comes in metres from the join `md`
  const dist = (key: DistanceKey) =>
    nil(s.layers.has(distanceSources[key].layer), `${measured.includes(key) ? `md.${key}` : nearestDistanceSql(tmp(key))} / 1000`);
  return `  ${dist('distance_supermarket')} AS distance_supermarket,
  ${dist('distance_shops')} AS distance_shops,
  ${dist('distance_horeca')} AS distance_horeca,
  ${dist('distance_bso')} AS distance_bso,
  ${dist('distance_n2000')} AS distance_n2000,
  ${dist('distance_trainstation')} AS distance_trainstation,
  ${dist('distance_ov_stop')} AS distance_ov_stop,
  ${dist('distance_ov_line')} AS distance_ov_line,
  ${dist('distance_access_main_road')} AS distance_access_main_road,
  ${dist('distance_primary_education')} AS distance_primary_education,
  ${dist('distance_secondary_education')} AS distance_secondary_education,
  ${dist('distance_higher_education')} AS distance_higher_education,
  ${dist('distance_general_practitioner')} AS distance_general_practitioner,
  ${dist('distance_sailing_route')} AS distance_sailing_route,
  ${dist('distance_water')} AS distance_water,
  ${dist('distance_hospital')} AS distance_hospital,
  ${dist('distance_urbanization')} AS distance_urbanization,
  ${dist('distance_care')} AS distance_care,
  ${dist('distance_retail')} AS distance_retail`;
}

/** CBS figures of the areas around the plot (join `reg`) and the residents nearby. */
const demographyColumns = (s: FeatureSources, residentsMeasured: boolean) => `  coalesce(reg.urbanisation, ${nil(s.layers.has('urbanisation'), `(SELECT search_number(u.properties->>'degree') FROM geo_features u WHERE u.layer = 'urbanisation' AND ST_Intersects(u.geom, lp.pt) ORDER BY u.id LIMIT 1)`)}) AS demography_urbanization,
  reg.woz AS demography_woz_value,
  (SELECT f.residents FROM search_figures f WHERE f.code = reg.municipality) / 1000 AS demography_municipality_residents,
  ${residentsMeasured ? 'md.residents_5km' : 'CASE WHEN EXISTS (SELECT 1 FROM search_residents) THEN coalesce((SELECT sum(r.residents) FROM search_residents r WHERE ST_DWithin(r.pt, lp.pt, 5000)), 0) END'} / 10000 AS demography_5km_residents`;

/** Noise, monuments and the nearest road's type. */
const surroundingsColumns = (s: FeatureSources) => `  ${nil(s.layers.has('noise'), `coalesce((SELECT max(n.noise_db) FROM search_src_noise n WHERE ST_Intersects(n.geom, lp.pt)), 0)`)} AS noise,
  ${nil(s.layers.has('monuments'), `(EXISTS (SELECT 1 FROM geo_features m WHERE m.layer = 'monuments' AND m.geom && p.geom AND ST_Intersects(m.geom, p.geom)))::int`)} AS monument,
  ${nil(s.layers.has('roads'), `(SELECT r.road_type FROM search_src_roads r WHERE ST_DWithin(r.geom, lp.pt, ${nearestDistanceSql('search_src_roads')} + 0.001) ORDER BY ST_Distance(r.geom, lp.pt), r.road_type LIMIT 1)`, 'text')} AS road_type`;

/** The latest transaction on the plot (join `tx`), the business park it lies in (`bp`) and its companies (`co`). */
const marketColumns = (s: FeatureSources) => `  tx.properties->>'type' AS transaction_type,
  tx.properties->>'status' AS transaction_status,
  search_number(tx.properties->>'value_eur') / 1000 AS transaction_value,
  ${nil(s.layers.has('business_parks'), '(bp.properties IS NOT NULL)::int')} AS in_business_park,
  search_number(bp.properties->>'start_year') AS businesspark_start_year,
  search_number(bp.properties->>'gross_size_ha') AS businesspark_gross_size,
  search_number(bp.properties->>'net_size_ha') AS businesspark_net_size,
  search_number(bp.properties->>'environmental_category') AS businesspark_environmental_category,
  ${nil(s.layers.has('companies'), 'coalesce(co.employees, 0)')} AS company_employee_count,
  ${nil(s.layers.has('companies'), 'coalesce(co.delta, 0)')} AS company_employee_delta_2018`;

/** Grid congestion colours of the plot's addresses (join `grid`, colour ranks). */
const gridColumns = (s: FeatureSources) => `  ${nil(s.grid, `(${GRID_COLOURS_SQL})[grid.ranks[1]]`, 'text')} AS grid_congestion_demand,
  ${nil(s.grid, `(${GRID_COLOURS_SQL})[grid.ranks[2]]`, 'text')} AS grid_congestion_supply`;

/** The column list of the base SELECT: every base feature of a plot, one per line. */
export function baseColumnsSql(s: FeatureSources, measured: MeasuredColumns = NOTHING_MEASURED): string {
  return [
    placeColumns(),
    shapeColumns(),
    zoningColumns(s),
    buildingColumns(s),
    distanceColumns(s, measured.keys),
    demographyColumns(s, measured.residents),
    surroundingsColumns(s),
    marketColumns(s),
    gridColumns(s),
  ].join(',\n');
}
