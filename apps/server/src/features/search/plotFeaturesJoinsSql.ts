/**
 * The FROM clause of the base SELECT of `insertSql` (plotFeaturesSql.ts): the plot and one lateral join per group of
 * look-ups, named as the columns (plotFeaturesColumnsSql.ts) read them. A join whose source was not imported is left
 * out (an empty line, as the SQL text had before it was split, so that it stays the same).
 */
import { GRID_NEAREST_METERS } from '../../geodata/plots/gridCapacity';
import type { FeatureSources, MeasuredColumns } from './plotFeatureSources';

/** BAG gebruiksdoel -> the building function categories of the contracts. */
const functionCase = (v: string) => `CASE ${v}
  WHEN 'woonfunctie' THEN 'housing' WHEN 'kantoorfunctie' THEN 'office' WHEN 'bijeenkomstfunctie' THEN 'assembly'
  WHEN 'winkelfunctie' THEN 'shop' WHEN 'industriefunctie' THEN 'industry' WHEN 'sportfunctie' THEN 'sport'
  WHEN 'logiesfunctie' THEN 'lodging' WHEN 'onderwijsfunctie' THEN 'education' WHEN 'gezondheidszorgfunctie' THEN 'healthcare'
  ELSE 'other' END`;

// BAG objects that stand (or are being built): not demolished, not withdrawn, not only permitted
const pandStanding = `b.status IS NULL OR NOT (b.status ILIKE '%gesloopt%' OR b.status ILIKE 'niet gerealiseerd%' OR b.status ILIKE '%ten onrechte%' OR b.status ILIKE 'bouwvergunning verleend%')`;
const vboCurrent = `v.status IS NULL OR NOT (v.status ILIKE '%ingetrokken%' OR v.status ILIKE 'niet gerealiseerd%' OR v.status ILIKE '%ten onrechte%')`;

/** The plot with its label point (`lp`, `ll`), oriented envelope (`shape`), CBS areas and their figures (`reg`). */
const placeJoins = () => `FROM geo_plots p
CROSS JOIN LATERAL (SELECT coalesce(p.label_point, ST_PointOnSurface(p.geom)) AS pt) lp
CROSS JOIN LATERAL (SELECT ST_Transform(lp.pt, 4326) AS pt) ll
CROSS JOIN LATERAL (SELECT ST_OrientedEnvelope(p.geom) AS env) oe
CROSS JOIN LATERAL (
  SELECT oe.env,
         CASE WHEN GeometryType(oe.env) = 'POLYGON' THEN ST_Distance(ST_PointN(ST_ExteriorRing(oe.env), 1), ST_PointN(ST_ExteriorRing(oe.env), 2)) END AS a,
         CASE WHEN GeometryType(oe.env) = 'POLYGON' THEN ST_Distance(ST_PointN(ST_ExteriorRing(oe.env), 2), ST_PointN(ST_ExteriorRing(oe.env), 3)) END AS b
) shape
-- one look-up of the CBS areas holding the label point (buurt, wijk, gemeente, provincie) for all five: a probe each
-- cost as much as the answer (measuredDistances.ts says why per-plot subqueries are dear); ties by code. A point on
-- a line between two pieces of one area finds it twice, which changes no first element.
CROSS JOIN LATERAL (
  SELECT (array_agg(a.code ORDER BY a.code) FILTER (WHERE a.rank = 3))[1] AS municipality,
         (array_agg(a.code ORDER BY a.code) FILTER (WHERE a.rank = 4))[1] AS province,
         (array_agg(a.code ORDER BY a.rank, a.code) FILTER (WHERE a.rank <= 2))[1] AS neighbourhood,
         (array_agg(f.woz ORDER BY a.rank, a.code) FILTER (WHERE f.woz IS NOT NULL))[1] AS woz,
         (array_agg(f.urbanisation ORDER BY a.rank, a.code) FILTER (WHERE f.urbanisation IS NOT NULL))[1] AS urbanisation
    FROM search_area_pieces a LEFT JOIN search_figures f ON f.code = a.code
   WHERE ST_Intersects(a.geom, lp.pt)
) reg`;

/** The zoning at the label point (`zone`), the newest plan there (`plan`), the dimensions (`mv`) and building envelopes (`bv`) on the plot. */
const zoningJoins = (s: FeatureSources) =>
  s.zoning
    ? `LEFT JOIN LATERAL (
  SELECT z.category FROM geo_zoning_objects z JOIN geo_zoning_plans zp ON zp.plan_id = z.plan_id
   WHERE z.object_type = 'enkelbestemming' AND ST_Intersects(z.geom, lp.pt)
   ORDER BY zp.plan_datum DESC NULLS LAST, z.id DESC LIMIT 1
) zone ON true
CROSS JOIN LATERAL (
  -- one probe of the plans at the label point: the newest date's year is the greatest year (a date starts with it)
  SELECT count(*) > 0 AS found,
         max(substring(zp.plan_datum FROM 1 FOR 4)::int) FILTER (WHERE zp.plan_datum ~ '^[0-9]{4}') AS year
    FROM geo_zoning_plans zp WHERE ST_Intersects(zp.geom, lp.pt)
) plan
CROSS JOIN LATERAL (
  SELECT max(CASE WHEN d->>'waardeType' ILIKE 'maximum bouwhoogte%' THEN search_number(d->>'waarde') END) AS max_height,
         max(CASE WHEN d->>'waardeType' ILIKE 'maximum bebouwingspercentage%' THEN search_number(d->>'waarde') / 100 END) AS max_gsi
    FROM geo_zoning_objects m, jsonb_array_elements(CASE WHEN jsonb_typeof(m.dimensions) = 'array' THEN m.dimensions ELSE '[]'::jsonb END) d
   WHERE m.object_type = 'maatvoering' AND m.geom && p.geom AND ST_Intersects(m.geom, p.geom) AND NOT ST_Touches(m.geom, p.geom)
) mv
CROSS JOIN LATERAL (
  -- one envelope (nearly always) is intersected as it is: a union of one costs a GEOS overlay of its own
  SELECT ST_Area(ST_Intersection(CASE WHEN count(*) = 1 THEN (array_agg(b.geom))[1] ELSE ST_Union(b.geom) END, p.geom)) AS area
    FROM geo_zoning_objects b WHERE b.object_type = 'bouwvlak' AND b.geom && p.geom AND ST_Intersects(b.geom, p.geom)
) bv`
    : '';

/** The standing BAG buildings whose point on surface lies on the plot, with their 3D BAG heights when imported (`bld`). */
function buildingJoin(s: FeatureSources): string {
  if (!s.panden) return '';
  const heightOf = `(h.h_dak_max - coalesce(h.h_maaiveld, 0))`;
  return `CROSS JOIN LATERAL (
  SELECT count(*) AS n,
         sum(ST_Area(b.geom)) AS gsa,
         min(b.oorspronkelijk_bouwjaar) AS year_min,
         (array_agg(b.oorspronkelijk_bouwjaar ORDER BY ST_Area(b.geom) DESC, b.identificatie))[1] AS year_main,
         ${s.heights ? `max(${heightOf}) AS height, sum(ST_Area(b.geom) * ${heightOf}) AS volume, count(${heightOf}) AS with_height` : 'NULL::float8 AS height, NULL::float8 AS volume, 0 AS with_height'}
    FROM geo_bag_panden b
    ${s.heights ? 'LEFT JOIN LATERAL (SELECT hh.h_dak_max, hh.h_maaiveld FROM geo_building_heights hh WHERE hh.identificatie = b.identificatie ORDER BY hh.id DESC LIMIT 1) h ON true' : ''}
   WHERE b.geom && p.geom AND ST_Intersects(p.geom, ST_PointOnSurface(b.geom)) AND (${pandStanding})
) bld`;
}

/** The current residence objects on the plot (`res0`) and their main function as a contracts category (`res`). */
const residenceJoins = (s: FeatureSources) =>
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
    : '';

/** The latest transaction on the plot (`tx`), the business park at its label point (`bp`) and the companies on it (`co`). */
const marketJoins = () => `LEFT JOIN LATERAL (
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
) co`;

/** The grid congestion colour ranks of the plot's addresses (`grid`). */
const gridJoin = (s: FeatureSources) =>
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
    : '';

/**
 * The features measured in the server (`md`): the parameters from `firstParam` on are the parcels' ids, one array of
 * metres per distance key (in the keys' order) and, when measured, the residents within 5 km (measuredDistances.ts).
 */
const measuredJoin = (m: MeasuredColumns & { firstParam: number }) => {
  const columns = [...m.keys, ...(m.residents ? ['residents_5km'] : [])];
  return `JOIN unnest($${m.firstParam}::bigint[], ${columns.map((_, i) => `$${m.firstParam + 1 + i}::float8[]`).join(', ')}) AS md(plot_id, ${columns.join(', ')}) ON md.plot_id = p.id`;
};

/** The FROM clause of the base SELECT: the plot and its lateral joins, one per line group. */
export function baseFromSql(s: FeatureSources, measured: (MeasuredColumns & { firstParam: number }) | null = null): string {
  const joins = [placeJoins(), zoningJoins(s), buildingJoin(s), residenceJoins(s), marketJoins(), gridJoin(s)];
  return [...joins, ...(measured ? [measuredJoin(measured)] : [])].join('\n');
}
