/**
 * The SQL that computes `plot_features` from the imported layers (docs/search.md "Plot features").
 * What exists is looked at first (`FeatureSources`): a layer that was never imported yields null features
 * (unknown) instead of zeros, and an optional table (3D BAG heights, migration 0012) is joined only when
 * it is there. Everything else is plain PostGIS that runs unchanged on PGlite and PostgreSQL.
 */
import type { Db } from '../../db/database';
import { plotFeatureByKey } from '@plotwise/contracts';
import { gridColoursSql, gridRankSql } from '../../geodata/plots/gridCapacity';
import { baseColumnsSql } from './plotFeaturesColumnsSql';
import { type DistanceKey, type FeatureSources, type MeasuredColumns, NOTHING_MEASURED, distanceSources, sourceRowsWhere, tmp } from './plotFeatureSources';
import { baseFromSql } from './plotFeaturesJoinsSql';

const exists = async (db: Db, sql: string, params: unknown[] = []) => (await db.query(`SELECT EXISTS (${sql}) AS e`, params))[0]?.e === true;

/** Look at what has been imported. */
export async function detectSources(db: Db): Promise<FeatureSources> {
  const layers = new Set<string>();
  for (const name of FEATURE_LAYERS_READ) if (await exists(db, 'SELECT 1 FROM geo_features WHERE layer = $1', [name])) layers.add(name);
  const heightsTable = (await db.query<{ t: string | null }>(`SELECT to_regclass('geo_building_heights')::text AS t`))[0]?.t;
  const areas = await db.query<{ area: string }>(`SELECT area FROM geo_datasets WHERE dataset = 'bag.panden'`);
  // a BAG extract of one gemeente covers that gemeente; a national one (NL, 9999) or rows written without a dataset record: everywhere
  const perMunicipality = areas.length > 0 && areas.every((a) => /^\d{4}$/.test(a.area) && a.area !== '9999');
  return {
    layers,
    panden: await exists(db, 'SELECT 1 FROM geo_bag_panden'),
    verblijfsobjecten: await exists(db, 'SELECT 1 FROM geo_bag_verblijfsobjecten'),
    heights: !!heightsTable && (await exists(db, 'SELECT 1 FROM geo_building_heights')),
    zoning: await exists(db, 'SELECT 1 FROM geo_zoning_plans'),
    statAreas: await exists(db, 'SELECT 1 FROM geo_stat_areas'),
    grid: (await exists(db, 'SELECT 1 FROM geo_grid_postcode_areas')) && (await exists(db, 'SELECT 1 FROM geo_bag_nummeraanduidingen')),
    bagMunicipalities: perMunicipality ? areas.map((a) => `GM${a.area}`) : null,
  };
}

/** The generic layers the features read: the distance sources and the layers looked up directly. */
const FEATURE_LAYERS_READ = [
  ...new Set<string>([...Object.values(distanceSources).map((s) => s.layer), 'noise', 'monuments', 'roads', 'transactions', 'business_parks', 'companies', 'urbanisation']),
];

/** Import datasets whose rows the plot features read; importing anything else leaves them as they are. */
export const featureDatasets: readonly string[] = [
  'brk.percelen',
  'bag.panden',
  'bag.verblijfsobjecten',
  'bag3d.heights',
  'imro.plan',
  'cbs.areas',
  'cbs.figures',
  // grid congestion: the operators' deliveries, and the BAG addresses that carry the postcodes
  'netcapaciteit',
  'bag.nummeraanduidingen',
  ...FEATURE_LAYERS_READ.map((layer) => `layer.${layer}`),
];

/**
 * Temporary tables (dropped at commit; with `keep`, at the end of the session or by `dropPreparedSql`) that make the
 * per-plot look-ups cheap: one small GiST-indexed table per distance source that SQL measures (not the `measured`
 * ones, measuredDistances.ts), the CBS areas with their level rank, and the figures the demography features read.
 */
export function prepareSql(s: FeatureSources, options: { keep?: boolean; measured?: readonly DistanceKey[] } = {}): string {
  return prepareParts(s, options.measured ?? [])
    .join('\n')
    .replace(/ ON COMMIT DROP/g, options.keep ? '' : ' ON COMMIT DROP');
}

/** Drops what `prepareSql` with `keep` made. */
export function dropPreparedSql(s: FeatureSources): string {
  const names = [...prepareParts(s).join('\n').matchAll(/CREATE TEMP TABLE (\w+)/g)].map((m) => m[1]!);
  return names.length ? `DROP TABLE IF EXISTS ${names.join(', ')}` : 'SELECT 1';
}

function prepareParts(s: FeatureSources, measured: readonly DistanceKey[] = []): string[] {
  const parts: string[] = [];
  for (const [key, src] of Object.entries(distanceSources) as [DistanceKey, { layer: string }][]) {
    if (!s.layers.has(src.layer) || measured.includes(key)) continue;
    parts.push(
      `CREATE TEMP TABLE ${tmp(key)} ON COMMIT DROP AS SELECT id, properties, geom FROM geo_features WHERE ${sourceRowsWhere(key)};`,
      `CREATE INDEX ON ${tmp(key)} USING gist (geom);`,
      `ANALYZE ${tmp(key)};`,
    );
  }
  if (s.layers.has('roads')) {
    parts.push(
      `CREATE TEMP TABLE search_src_roads ON COMMIT DROP AS SELECT properties->>'road_type' AS road_type, geom FROM geo_features WHERE layer = 'roads';`,
      `CREATE INDEX ON search_src_roads USING gist (geom);`,
      `ANALYZE search_src_roads;`,
    );
  }
  if (s.layers.has('noise')) {
    // noise contours cut into pieces of at most 128 vertices: a point is tested against a small piece instead of a
    // contour of thousands of vertices (a point in the contour lies in one of its pieces, so the highest is the same)
    parts.push(
      `CREATE TEMP TABLE search_src_noise ON COMMIT DROP AS SELECT search_number(properties->>'noise_db') AS noise_db, ST_Subdivide(geom, 128) AS geom FROM geo_features WHERE layer = 'noise';`,
      `CREATE INDEX ON search_src_noise USING gist (geom);`,
      `ANALYZE search_src_noise;`,
    );
  }
  // CBS areas: rank 1 buurt, 2 wijk, 3 gemeente, 4 provincie; the newest boundaries of a code win
  parts.push(
    `CREATE TEMP TABLE search_areas ON COMMIT DROP AS
       SELECT DISTINCT ON (code) code, CASE level WHEN 'buurt' THEN 1 WHEN 'wijk' THEN 2 WHEN 'gemeente' THEN 3 ELSE 4 END AS rank, geom
         FROM geo_stat_areas WHERE level IN ('buurt', 'wijk', 'gemeente', 'provincie') ORDER BY code, year DESC NULLS LAST, id DESC;`,
    `CREATE INDEX ON search_areas USING gist (geom);`,
    `ANALYZE search_areas;`,
    // the same areas in pieces of at most 128 vertices for the look-up of the areas holding a point (a province is
    // one polygon of many thousands; a point lies in a piece of each area that holds it)
    `CREATE TEMP TABLE search_area_pieces ON COMMIT DROP AS SELECT code, rank, ST_Subdivide(geom, 128) AS geom FROM search_areas;`,
    `CREATE INDEX ON search_area_pieces USING gist (geom);`,
    `ANALYZE search_area_pieces;`,
    // negative CBS values are codes for "secret" or "not applicable": unknown
    `CREATE TEMP TABLE search_figures ON COMMIT DROP AS
       SELECT f.code,
              max(CASE WHEN e.key LIKE 'GemiddeldeWOZWaardeVanWoningen%' AND search_number(e.value #>> '{}') >= 0 THEN search_number(e.value #>> '{}') END) AS woz,
              max(CASE WHEN e.key LIKE 'MateVanStedelijkheid%' AND search_number(e.value #>> '{}') >= 0 THEN search_number(e.value #>> '{}') END) AS urbanisation,
              max(CASE WHEN e.key LIKE 'AantalInwoners%' AND search_number(e.value #>> '{}') >= 0 THEN search_number(e.value #>> '{}') END) AS residents
         FROM geo_stat_figures f, jsonb_each(f.figures) e
        GROUP BY f.code;`,
    `CREATE INDEX ON search_figures (code);`,
    // without statistics the planner joins the figures to each plot's areas by hashing the whole table per plot
    `ANALYZE search_figures;`,
    // residents at the finest level that has them, as points, for the residents within 5 km
    `CREATE TEMP TABLE search_residents ON COMMIT DROP AS
       WITH ranked AS (SELECT a.rank, ST_PointOnSurface(a.geom) AS pt, f.residents FROM search_areas a JOIN search_figures f ON f.code = a.code WHERE f.residents IS NOT NULL AND a.rank <= 3)
       SELECT pt, residents FROM ranked WHERE rank = (SELECT min(rank) FROM ranked);`,
    `CREATE INDEX ON search_residents USING gist (pt);`,
    `ANALYZE search_residents;`,
  );
  if (s.grid) {
    // grid congestion: the worst colour rank per postcode (TenneT's merged in), then every BAG main address with its ranks
    parts.push(
      `CREATE TEMP TABLE search_grid_postcodes ON COMMIT DROP AS
         SELECT c.postcode, max(${gridRankSql('c.demand')}) AS demand, max(${gridRankSql('c.generation')}) AS supply
           FROM (${gridColoursSql('true')}) c GROUP BY c.postcode;`,
      `CREATE INDEX ON search_grid_postcodes (postcode);`,
      `CREATE TEMP TABLE search_grid_points ON COMMIT DROP AS
         SELECT v.geom, gp.demand, gp.supply FROM geo_bag_verblijfsobjecten v
           JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id
           JOIN search_grid_postcodes gp ON gp.postcode = replace(upper(n.postcode), ' ', '');`,
      `CREATE INDEX ON search_grid_points USING gist (geom);`,
      `ANALYZE search_grid_points;`,
    );
  }
  return parts;
}

/**
 * One INSERT ... SELECT that computes every feature of the parcels in an id range. Parameters: the municipality
 * codes the BAG covers (only when `bagMunicipalities` is set, as $1), then the range's first id and the id after it
 * (`plots` 'range'), or an array of the parcels' ids (`plots` 'ids', the incremental refresh); with `measured`, the
 * parcels' ids, one array of metres per measured distance feature and, when measured, the residents within 5 km after
 * those (measuredDistances.ts).
 * The base SELECT's columns and joins are built per group of features (plotFeaturesColumnsSql.ts, plotFeaturesJoinsSql.ts).
 */
export function insertSql(s: FeatureSources, plots: 'range' | 'ids' = 'range', target = 'plot_features', measured: MeasuredColumns = NOTHING_MEASURED): string {
  const first = s.bagMunicipalities ? 2 : 1;
  const measuredFrom = first + (plots === 'range' ? 2 : 1);
  const anyMeasured = measured.keys.length > 0 || measured.residents;
  const base = `
SELECT
${baseColumnsSql(s, measured)}
${baseFromSql(s, anyMeasured ? { ...measured, firstParam: measuredFrom } : null)}
WHERE ${plots === 'range' ? `p.id >= $${first} AND p.id < $${first + 1}` : `p.id = ANY($${first}::bigint[])`}`;

  // the derived features, from the base ones; every number rounded to its stored precision
  const r = storedSql;
  return `INSERT INTO ${target} (
  plot_id, identificatie, label_point, x_rd, y_rd, lon, lat, neighbourhood_code, ${BASE_COLUMNS.join(', ')},
  neighbour_size, neighbour_combined_size, neighbour_gfa,
  buildablearea_gsa_difference, buildablearea_gsa_index, buildable_volume, buildable_gfa, buildable_volume_difference,
  gsi, fsi, height_difference
)
SELECT
  plot_id, identificatie, label_point, x_rd, y_rd, lon, lat, neighbourhood_code, ${BASE_COLUMNS.map((c) => r(c, c)).join(', ')},
  0, ${r('neighbour_combined_size', 'size')}, 0,
  ${r('buildablearea_gsa_difference', 'buildablearea_size - gsa')},
  ${r('buildablearea_gsa_index', 'gsa / NULLIF(buildablearea_size, 0)')},
  ${r('buildable_volume', 'buildablearea_size * constraint_building_height')},
  ${r('buildable_gfa', 'buildablearea_size * floor(constraint_building_height / 3)')},
  ${r('buildable_volume_difference', 'buildablearea_size * constraint_building_height - building_volume')},
  ${r('gsi', 'gsa / NULLIF(size, 0)')},
  ${r('fsi', 'gfa / NULLIF(size, 0)')},
  ${r('height_difference', 'constraint_building_height - building_height')}
FROM (${base}
) base`;
}

/**
 * `sql` rounded to the stored precision of feature `key` (contracts `featureResolution`): half up, in double
 * precision, so that a column has few distinct values and the search index codes it in 8 or 16 bits.
 */
function storedSql(key: string, sql: string): string {
  const f = plotFeatureByKey.get(key);
  if (!f || f.type !== 'number') return sql;
  const res = f.resolution;
  if (!(res > 0)) throw new Error(`feature ${key} has no resolution`);
  return `(floor((${sql})::float8 / ${res} + 0.5) * ${res})`;
}

/** Columns the base SELECT writes (rounded to their stored precision). */
const BASE_COLUMNS = [
  'municipality',
  'province',
  'size',
  'plot_bbox_ratio',
  'plot_length_width_ratio',
  'zone',
  'plan_date',
  'constraint_building_height',
  'constraint_gsi',
  'buildablearea_size',
  'building_count',
  'building_height',
  'building_volume',
  'building_date_built',
  'building_year_min',
  'gsa',
  'gfa',
  'building_function',
  'residential_ratio',
  'resobject_count',
  ...Object.keys(distanceSources),
  'demography_urbanization',
  'demography_woz_value',
  'demography_municipality_residents',
  'demography_5km_residents',
  'noise',
  'monument',
  'road_type',
  'transaction_type',
  'transaction_status',
  'transaction_value',
  'in_business_park',
  'businesspark_start_year',
  'businesspark_gross_size',
  'businesspark_net_size',
  'businesspark_environmental_category',
  'company_employee_count',
  'company_employee_delta_2018',
  'grid_congestion_demand',
  'grid_congestion_supply',
];

/**
 * The neighbour features (touching parcels) of the plots `where` selects from `geo_plots p` (after every plot has its
 * base features).
 */
const neighbourSqlWhere = (where: string, target = 'plot_features') => `
UPDATE ${target} pf
   SET neighbour_size = ${storedSql('neighbour_size', 'n.size')}, neighbour_combined_size = ${storedSql('neighbour_combined_size', 'pf.size + n.size')},
       neighbour_gfa = ${storedSql('neighbour_gfa', 'n.gfa / 1000')}
  FROM (
    SELECT p.id, sum(nf.size) AS size, coalesce(sum(nf.gfa), 0) AS gfa
      FROM geo_plots p
      JOIN geo_plots q ON q.geom && p.geom AND q.id <> p.id AND ST_Intersects(q.geom, p.geom)
      JOIN ${target} nf ON nf.plot_id = q.id
     WHERE ${where}
     GROUP BY p.id
  ) n
 WHERE n.id = pf.plot_id`;

/** The neighbour features of the plots with $1 <= id < $2, in `target` (the features' table, or its staging table). */
export const neighbourSql = (target = 'plot_features') => neighbourSqlWhere('p.id >= $1 AND p.id < $2', target);

/** The neighbour features of the plots whose ids are in the array $1. */
export const neighbourIdsSql = neighbourSqlWhere('p.id = ANY($1::bigint[])');

/**
 * The median plot size of the neighbourhoods in the array $1, written only where it changed (the plots of a
 * neighbourhood beside an incremental refresh's parcels keep their rows when their median stays).
 */
export const medianOfSql = `
UPDATE plot_features pf
   SET median_plot_size = m.median
  FROM (
    SELECT neighbourhood_code, ${storedSql('median_plot_size', 'percentile_cont(0.5) WITHIN GROUP (ORDER BY size)')}::real AS median
      FROM plot_features WHERE neighbourhood_code = ANY($1::text[]) GROUP BY neighbourhood_code
  ) m
 WHERE m.neighbourhood_code = pf.neighbourhood_code AND pf.median_plot_size IS DISTINCT FROM m.median`;

/** The median plot size of every neighbourhood, in `target` (the features' table, or its staging table). */
export const medianSql = (target = 'plot_features') => `
UPDATE ${target} pf
   SET median_plot_size = ${storedSql('median_plot_size', 'm.median')}
  FROM (
    SELECT neighbourhood_code, percentile_cont(0.5) WITHIN GROUP (ORDER BY size) AS median
      FROM ${target} WHERE neighbourhood_code IS NOT NULL GROUP BY neighbourhood_code
  ) m
 WHERE m.neighbourhood_code = pf.neighbourhood_code`;

/** Every feature column the refresh writes (checked against the contracts by a test). */
export const writtenFeatureColumns: readonly string[] = [
  ...BASE_COLUMNS,
  'neighbour_size',
  'neighbour_combined_size',
  'neighbour_gfa',
  'buildablearea_gsa_difference',
  'buildablearea_gsa_index',
  'buildable_volume',
  'buildable_gfa',
  'buildable_volume_difference',
  'gsi',
  'fsi',
  'height_difference',
  'median_plot_size',
];
