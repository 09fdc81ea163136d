/**
 * The SQL that computes `plot_features` from the imported layers (docs/search.md "Plot features").
 * What exists is looked at first (`FeatureSources`): a layer that was never imported yields null features
 * (unknown) instead of zeros, and an optional table (3D BAG heights, migration 0012) is joined only when
 * it is there. Everything else is plain PostGIS that runs unchanged on PGlite and PostgreSQL.
 */
import type { Db } from '../../db/database';
import { plotFeatureByKey } from '@plotwise/contracts';
import { GRID_COLOURS_SQL, GRID_NEAREST_METERS, gridColoursSql, gridRankSql } from '../../geodata/plots/gridCapacity';

/** Which sources hold data; decides between an expression and NULL per feature. */
export interface FeatureSources {
  /** geo_features layers with rows */
  readonly layers: ReadonlySet<string>;
  readonly panden: boolean;
  readonly verblijfsobjecten: boolean;
  /** geo_building_heights exists and has rows */
  readonly heights: boolean;
  readonly zoning: boolean;
  readonly statAreas: boolean;
  /** a capaciteitskaart delivery (netcapaciteit) was imported and the BAG addresses are there to place its postcodes */
  readonly grid: boolean;
  /** CBS municipality codes (GM....) whose BAG was imported; null: everywhere the BAG has data */
  readonly bagMunicipalities: readonly string[] | null;
}

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

/** Nearest-feature sources of the distance features: a generic layer, optionally one kind of it. */
const distanceSources = {
  distance_supermarket: { layer: 'amenities', where: `properties->>'kind' = 'supermarket'` },
  distance_shops: { layer: 'amenities', where: `properties->>'kind' IN ('shop', 'supermarket')` },
  distance_horeca: { layer: 'amenities', where: `properties->>'kind' = 'horeca'` },
  distance_bso: { layer: 'amenities', where: `properties->>'kind' = 'after_school_care'` },
  distance_primary_education: { layer: 'amenities', where: `properties->>'kind' = 'primary_school'` },
  distance_secondary_education: { layer: 'amenities', where: `properties->>'kind' = 'secondary_school'` },
  distance_higher_education: { layer: 'amenities', where: `properties->>'kind' = 'higher_education'` },
  distance_general_practitioner: { layer: 'amenities', where: `properties->>'kind' = 'general_practitioner'` },
  distance_hospital: { layer: 'amenities', where: `properties->>'kind' = 'hospital'` },
  distance_trainstation: { layer: 'public_transport', where: `properties->>'kind' = 'train_station'` },
  distance_ov_stop: { layer: 'public_transport', where: `properties->>'kind' IN ('stop', 'train_station')` },
  distance_ov_line: { layer: 'public_transport', where: `properties->>'kind' = 'line'` },
  distance_access_main_road: { layer: 'roads', where: `properties->>'road_type' = 'main'` },
  distance_n2000: { layer: 'natura2000' },
  distance_sailing_route: { layer: 'sailing_routes' },
  distance_water: { layer: 'water' },
  distance_urbanization: { layer: 'urbanisation', where: `search_number(properties->>'degree') <= 2` },
  distance_care: { layer: 'care' },
  distance_retail: { layer: 'retail' },
} as const satisfies Record<string, { layer: string; where?: string }>;

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

const tmp = (key: string) => `search_src_${key.replace(/^distance_/, '')}`;

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

/**
 * Temporary tables (dropped at commit) that make the per-plot look-ups cheap: one small GiST-indexed table per
 * distance source, the CBS areas with their level rank, and the figures the demography features read.
 */
export function prepareSql(s: FeatureSources): string {
  const parts: string[] = [];
  for (const [key, src] of Object.entries(distanceSources)) {
    if (!s.layers.has(src.layer)) continue;
    const where = 'where' in src ? ` AND ${src.where}` : '';
    parts.push(
      `CREATE TEMP TABLE ${tmp(key)} ON COMMIT DROP AS SELECT id, properties, geom FROM geo_features WHERE layer = '${src.layer}'${where};`,
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
  // CBS areas: rank 1 buurt, 2 wijk, 3 gemeente, 4 provincie; the newest boundaries of a code win
  parts.push(
    `CREATE TEMP TABLE search_areas ON COMMIT DROP AS
       SELECT DISTINCT ON (code) code, CASE level WHEN 'buurt' THEN 1 WHEN 'wijk' THEN 2 WHEN 'gemeente' THEN 3 ELSE 4 END AS rank, geom
         FROM geo_stat_areas WHERE level IN ('buurt', 'wijk', 'gemeente', 'provincie') ORDER BY code, year DESC NULLS LAST, id DESC;`,
    `CREATE INDEX ON search_areas USING gist (geom);`,
    `ANALYZE search_areas;`,
    // negative CBS values are codes for "secret" or "not applicable": unknown
    `CREATE TEMP TABLE search_figures ON COMMIT DROP AS
       SELECT f.code,
              max(CASE WHEN e.key LIKE 'GemiddeldeWOZWaardeVanWoningen%' AND search_number(e.value #>> '{}') >= 0 THEN search_number(e.value #>> '{}') END) AS woz,
              max(CASE WHEN e.key LIKE 'MateVanStedelijkheid%' AND search_number(e.value #>> '{}') >= 0 THEN search_number(e.value #>> '{}') END) AS urbanisation,
              max(CASE WHEN e.key LIKE 'AantalInwoners%' AND search_number(e.value #>> '{}') >= 0 THEN search_number(e.value #>> '{}') END) AS residents
         FROM geo_stat_figures f, jsonb_each(f.figures) e
        GROUP BY f.code;`,
    `CREATE INDEX ON search_figures (code);`,
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
  return parts.join('\n');
}

/** The expression when its source exists, else a typed NULL (an untyped one would be text in the derived columns). */
const nil = (cond: boolean, sql: string, type = 'float8') => (cond ? sql : `NULL::${type}`);

/** BAG gebruiksdoel -> the building function categories of the contracts. */
const functionCase = (v: string) => `CASE ${v}
  WHEN 'woonfunctie' THEN 'housing' WHEN 'kantoorfunctie' THEN 'office' WHEN 'bijeenkomstfunctie' THEN 'assembly'
  WHEN 'winkelfunctie' THEN 'shop' WHEN 'industriefunctie' THEN 'industry' WHEN 'sportfunctie' THEN 'sport'
  WHEN 'logiesfunctie' THEN 'lodging' WHEN 'onderwijsfunctie' THEN 'education' WHEN 'gezondheidszorgfunctie' THEN 'healthcare'
  ELSE 'other' END`;

// BAG objects that stand (or are being built): not demolished, not withdrawn, not only permitted
const pandStanding = `b.status IS NULL OR NOT (b.status ILIKE '%gesloopt%' OR b.status ILIKE 'niet gerealiseerd%' OR b.status ILIKE '%ten onrechte%' OR b.status ILIKE 'bouwvergunning verleend%')`;
const vboCurrent = `v.status IS NULL OR NOT (v.status ILIKE '%ingetrokken%' OR v.status ILIKE 'niet gerealiseerd%' OR v.status ILIKE '%ten onrechte%')`;

/**
 * One INSERT ... SELECT that computes every feature of the parcels in an id range. Parameters: the municipality
 * codes the BAG covers (only when `bagMunicipalities` is set, as $1), then the range's first id and the id after it.
 */
export function insertSql(s: FeatureSources): string {
  const L = (layer: string) => s.layers.has(layer);
  const dist = (key: keyof typeof distanceSources) =>
    nil(L(distanceSources[key].layer), `${nearestDistanceSql(tmp(key))} / 1000`);
  // BAG coverage of this plot: its municipality's extract was imported (or a national one)
  const bagCovered = s.bagMunicipalities ? `(reg.municipality IS NULL OR reg.municipality = ANY($1::text[]))` : 'true';
  const bag = (sql: string) => (s.panden ? `CASE WHEN ${bagCovered} THEN ${sql} END` : 'NULL::float8');
  const vbo = (sql: string, type = 'float8') => (s.verblijfsobjecten ? `CASE WHEN ${bagCovered} THEN ${sql} END` : `NULL::${type}`);
  const heightOf = `(h.h_dak_max - coalesce(h.h_maaiveld, 0))`;

  const base = `
SELECT
  p.id AS plot_id,
  p.identificatie,
  lp.pt AS label_point,
  ST_X(lp.pt) AS x_rd,
  ST_Y(lp.pt) AS y_rd,
  ST_X(ll.pt)::real AS lon,
  ST_Y(ll.pt)::real AS lat,
  reg.neighbourhood AS neighbourhood_code,
  reg.municipality,
  reg.province,
  CASE WHEN p.kadastrale_grootte > 0 THEN p.kadastrale_grootte ELSE ST_Area(p.geom) END AS size,
  ST_Area(p.geom) / NULLIF(ST_Area(shape.env), 0) AS plot_bbox_ratio,
  least(shape.a, shape.b) / NULLIF(greatest(shape.a, shape.b), 0) AS plot_length_width_ratio,
  ${nil(s.zoning, 'zone.category', 'text')} AS zone,
  ${nil(s.zoning, 'plan.year')} AS plan_date,
  ${nil(s.zoning, 'mv.max_height')} AS constraint_building_height,
  ${nil(s.zoning, 'mv.max_gsi')} AS constraint_gsi,
  ${nil(s.zoning, `CASE WHEN plan.found THEN coalesce(bv.area, 0) END`)} AS buildablearea_size,
  ${bag('bld.n')} AS building_count,
  ${s.heights ? bag('CASE WHEN bld.n = 0 THEN 0 ELSE bld.height END') : 'NULL::float8'} AS building_height,
  ${s.heights ? bag('CASE WHEN bld.n = 0 THEN 0 WHEN bld.with_height = bld.n THEN bld.volume END') : 'NULL::float8'} AS building_volume,
  ${bag('bld.year_main')} AS building_date_built,
  ${bag('bld.year_min')} AS building_year_min,
  ${bag('coalesce(bld.gsa, 0)')} AS gsa,
  CASE
    WHEN ${s.verblijfsobjecten ? bagCovered : 'false'} THEN coalesce(res.area, 0)
    WHEN ${s.heights && s.panden ? 'bld.with_height = bld.n AND bld.n > 0' : 'false'} THEN ${s.panden ? 'bld.gsa * greatest(1, round(bld.height / 3))' : 'NULL::float8'}
  END AS gfa,
  ${vbo('res.main_function', 'text')} AS building_function,
  ${vbo('res.residential')} AS residential_ratio,
  ${vbo('coalesce(res.n, 0)')} AS resobject_count,
  ${dist('distance_supermarket')} AS distance_supermarket,
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
  ${dist('distance_retail')} AS distance_retail,
  coalesce(demo.urbanisation, ${nil(L('urbanisation'), `(SELECT search_number(u.properties->>'degree') FROM geo_features u WHERE u.layer = 'urbanisation' AND ST_Intersects(u.geom, lp.pt) ORDER BY u.id LIMIT 1)`)}) AS demography_urbanization,
  demo.woz AS demography_woz_value,
  (SELECT f.residents FROM search_figures f WHERE f.code = reg.municipality) / 1000 AS demography_municipality_residents,
  CASE WHEN EXISTS (SELECT 1 FROM search_residents) THEN coalesce((SELECT sum(r.residents) FROM search_residents r WHERE ST_DWithin(r.pt, lp.pt, 5000)), 0) / 10000 END AS demography_5km_residents,
  ${nil(L('noise'), `coalesce((SELECT max(search_number(n.properties->>'noise_db')) FROM geo_features n WHERE n.layer = 'noise' AND ST_Intersects(n.geom, lp.pt)), 0)`)} AS noise,
  ${nil(L('monuments'), `(EXISTS (SELECT 1 FROM geo_features m WHERE m.layer = 'monuments' AND m.geom && p.geom AND ST_Intersects(m.geom, p.geom)))::int`)} AS monument,
  ${nil(L('roads'), `(SELECT r.road_type FROM search_src_roads r WHERE ST_DWithin(r.geom, lp.pt, ${nearestDistanceSql('search_src_roads')} + 0.001) ORDER BY ST_Distance(r.geom, lp.pt), r.road_type LIMIT 1)`, 'text')} AS road_type,
  tx.properties->>'type' AS transaction_type,
  tx.properties->>'status' AS transaction_status,
  search_number(tx.properties->>'value_eur') / 1000 AS transaction_value,
  ${nil(L('business_parks'), '(bp.properties IS NOT NULL)::int')} AS in_business_park,
  search_number(bp.properties->>'start_year') AS businesspark_start_year,
  search_number(bp.properties->>'gross_size_ha') AS businesspark_gross_size,
  search_number(bp.properties->>'net_size_ha') AS businesspark_net_size,
  search_number(bp.properties->>'environmental_category') AS businesspark_environmental_category,
  ${nil(L('companies'), 'coalesce(co.employees, 0)')} AS company_employee_count,
  ${nil(L('companies'), 'coalesce(co.delta, 0)')} AS company_employee_delta_2018,
  ${nil(s.grid, `(${GRID_COLOURS_SQL})[grid.ranks[1]]`, 'text')} AS grid_congestion_demand,
  ${nil(s.grid, `(${GRID_COLOURS_SQL})[grid.ranks[2]]`, 'text')} AS grid_congestion_supply
FROM geo_plots p
CROSS JOIN LATERAL (SELECT coalesce(p.label_point, ST_PointOnSurface(p.geom)) AS pt) lp
CROSS JOIN LATERAL (SELECT ST_Transform(lp.pt, 4326) AS pt) ll
CROSS JOIN LATERAL (SELECT ST_OrientedEnvelope(p.geom) AS env) oe
CROSS JOIN LATERAL (
  SELECT oe.env,
         CASE WHEN GeometryType(oe.env) = 'POLYGON' THEN ST_Distance(ST_PointN(ST_ExteriorRing(oe.env), 1), ST_PointN(ST_ExteriorRing(oe.env), 2)) END AS a,
         CASE WHEN GeometryType(oe.env) = 'POLYGON' THEN ST_Distance(ST_PointN(ST_ExteriorRing(oe.env), 2), ST_PointN(ST_ExteriorRing(oe.env), 3)) END AS b
) shape
CROSS JOIN LATERAL (
  SELECT (SELECT a.code FROM search_areas a WHERE a.rank = 3 AND ST_Intersects(a.geom, lp.pt) LIMIT 1) AS municipality,
         (SELECT a.code FROM search_areas a WHERE a.rank = 4 AND ST_Intersects(a.geom, lp.pt) LIMIT 1) AS province,
         (SELECT a.code FROM search_areas a WHERE a.rank <= 2 AND ST_Intersects(a.geom, lp.pt) ORDER BY a.rank LIMIT 1) AS neighbourhood
) reg
CROSS JOIN LATERAL (
  SELECT (SELECT f.woz FROM search_areas a JOIN search_figures f ON f.code = a.code WHERE f.woz IS NOT NULL AND ST_Intersects(a.geom, lp.pt) ORDER BY a.rank LIMIT 1) AS woz,
         (SELECT f.urbanisation FROM search_areas a JOIN search_figures f ON f.code = a.code WHERE f.urbanisation IS NOT NULL AND ST_Intersects(a.geom, lp.pt) ORDER BY a.rank LIMIT 1) AS urbanisation
) demo
${
  s.zoning
    ? `LEFT JOIN LATERAL (
  SELECT z.category FROM geo_zoning_objects z JOIN geo_zoning_plans zp ON zp.plan_id = z.plan_id
   WHERE z.object_type = 'enkelbestemming' AND ST_Intersects(z.geom, lp.pt)
   ORDER BY zp.plan_datum DESC NULLS LAST, z.id DESC LIMIT 1
) zone ON true
CROSS JOIN LATERAL (
  SELECT EXISTS (SELECT 1 FROM geo_zoning_plans zp WHERE ST_Intersects(zp.geom, lp.pt)) AS found,
         (SELECT substring(zp.plan_datum FROM 1 FOR 4)::int FROM geo_zoning_plans zp
           WHERE ST_Intersects(zp.geom, lp.pt) AND zp.plan_datum ~ '^[0-9]{4}' ORDER BY zp.plan_datum DESC LIMIT 1) AS year
) plan
CROSS JOIN LATERAL (
  SELECT max(CASE WHEN d->>'waardeType' ILIKE 'maximum bouwhoogte%' THEN search_number(d->>'waarde') END) AS max_height,
         max(CASE WHEN d->>'waardeType' ILIKE 'maximum bebouwingspercentage%' THEN search_number(d->>'waarde') / 100 END) AS max_gsi
    FROM geo_zoning_objects m, jsonb_array_elements(CASE WHEN jsonb_typeof(m.dimensions) = 'array' THEN m.dimensions ELSE '[]'::jsonb END) d
   WHERE m.object_type = 'maatvoering' AND m.geom && p.geom AND ST_Intersects(m.geom, p.geom) AND NOT ST_Touches(m.geom, p.geom)
) mv
CROSS JOIN LATERAL (
  SELECT ST_Area(ST_Intersection(ST_Union(b.geom), p.geom)) AS area
    FROM geo_zoning_objects b WHERE b.object_type = 'bouwvlak' AND b.geom && p.geom AND ST_Intersects(b.geom, p.geom)
) bv`
    : ''
}
${
  s.panden
    ? `CROSS JOIN LATERAL (
  SELECT count(*) AS n,
         sum(ST_Area(b.geom)) AS gsa,
         min(b.oorspronkelijk_bouwjaar) AS year_min,
         (array_agg(b.oorspronkelijk_bouwjaar ORDER BY ST_Area(b.geom) DESC, b.identificatie))[1] AS year_main,
         ${s.heights ? `max(${heightOf}) AS height, sum(ST_Area(b.geom) * ${heightOf}) AS volume, count(${heightOf}) AS with_height` : 'NULL::float8 AS height, NULL::float8 AS volume, 0 AS with_height'}
    FROM geo_bag_panden b
    ${s.heights ? 'LEFT JOIN LATERAL (SELECT hh.h_dak_max, hh.h_maaiveld FROM geo_building_heights hh WHERE hh.identificatie = b.identificatie ORDER BY hh.id DESC LIMIT 1) h ON true' : ''}
   WHERE b.geom && p.geom AND ST_Intersects(p.geom, ST_PointOnSurface(b.geom)) AND (${pandStanding})
) bld`
    : ''
}
${
  s.verblijfsobjecten
    ? `CROSS JOIN LATERAL (
  SELECT count(*) AS n,
         sum(v.oppervlakte) AS area,
         avg(CASE WHEN 'woonfunctie' = ANY(v.gebruiksdoelen) THEN 1.0 ELSE 0.0 END) AS residential,
         mode() WITHIN GROUP (ORDER BY v.gebruiksdoelen[1]) AS main_doel
    FROM geo_bag_verblijfsobjecten v
   WHERE v.geom && p.geom AND ST_Intersects(p.geom, v.geom) AND (${vboCurrent})
) res0
CROSS JOIN LATERAL (SELECT res0.n, res0.area, res0.residential, CASE WHEN res0.main_doel IS NOT NULL THEN ${functionCase('res0.main_doel')} END AS main_function) res`
    : ''
}
LEFT JOIN LATERAL (
  SELECT t.properties FROM geo_features t
   WHERE t.layer = 'transactions' AND t.geom && p.geom AND ST_Intersects(t.geom, p.geom)
   ORDER BY t.properties->>'date' DESC NULLS LAST, t.id DESC LIMIT 1
) tx ON true
LEFT JOIN LATERAL (
  SELECT b.properties FROM geo_features b WHERE b.layer = 'business_parks' AND ST_Intersects(b.geom, lp.pt) ORDER BY b.id LIMIT 1
) bp ON true
CROSS JOIN LATERAL (
  SELECT sum(search_number(c.properties->>'employees')) AS employees,
         sum(search_number(c.properties->>'employees') - search_number(c.properties->>'employees_2018')) AS delta
    FROM geo_features c WHERE c.layer = 'companies' AND c.geom && p.geom AND ST_Intersects(p.geom, c.geom)
) co
${
  s.grid
    ? `-- the worst colours of the addresses on the plot; bare land (no address at all): the nearest known address within
-- ${GRID_NEAREST_METERS} m (gridCapacity.ts says why)
CROSS JOIN LATERAL (
  SELECT coalesce(
    (SELECT ARRAY[max(g.demand), max(g.supply)] FROM search_grid_points g WHERE g.geom && p.geom AND ST_Intersects(p.geom, g.geom) HAVING count(*) > 0),
    (SELECT ARRAY[g.demand, g.supply] FROM search_grid_points g
      WHERE ST_DWithin(g.geom, p.geom, ${GRID_NEAREST_METERS})
        AND NOT EXISTS (SELECT 1 FROM geo_bag_verblijfsobjecten v JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id
                         WHERE v.geom && p.geom AND ST_Intersects(p.geom, v.geom) AND n.postcode IS NOT NULL)
      ORDER BY ST_Distance(g.geom, p.geom), g.demand DESC, g.supply DESC LIMIT 1)
  ) AS ranks
) grid`
    : ''
}
WHERE p.id >= $${s.bagMunicipalities ? 2 : 1} AND p.id < $${s.bagMunicipalities ? 3 : 2}`;

  // the derived features, from the base ones; every number rounded to its stored precision
  const r = storedSql;
  return `INSERT INTO plot_features (
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

/** Neighbour plots (touching parcels) and the median plot size of the neighbourhood, from the inserted rows. */
/** The neighbour features of the plots with $1 <= id < $2 (after every plot has its base features). */
export const neighbourSql = `
UPDATE plot_features pf
   SET neighbour_size = ${storedSql('neighbour_size', 'n.size')}, neighbour_combined_size = ${storedSql('neighbour_combined_size', 'pf.size + n.size')},
       neighbour_gfa = ${storedSql('neighbour_gfa', 'n.gfa / 1000')}
  FROM (
    SELECT p.id, sum(nf.size) AS size, coalesce(sum(nf.gfa), 0) AS gfa
      FROM geo_plots p
      JOIN geo_plots q ON q.geom && p.geom AND q.id <> p.id AND ST_Intersects(q.geom, p.geom)
      JOIN plot_features nf ON nf.plot_id = q.id
     WHERE p.id >= $1 AND p.id < $2
     GROUP BY p.id
  ) n
 WHERE n.id = pf.plot_id`;

export const medianSql = `
UPDATE plot_features pf
   SET median_plot_size = ${storedSql('median_plot_size', 'm.median')}
  FROM (
    SELECT neighbourhood_code, percentile_cont(0.5) WITHIN GROUP (ORDER BY size) AS median
      FROM plot_features WHERE neighbourhood_code IS NOT NULL GROUP BY neighbourhood_code
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
