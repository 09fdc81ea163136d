import { gridConstraints, type GridCapacity, type GridConstraint } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/** The capaciteitskaart colours from best to worst. */
const ORDER: readonly GridConstraint[] = gridConstraints; // worse to the right
const rank = (c: string) => ORDER.indexOf(c as GridConstraint);
const worst = (cs: string[]) => ORDER[Math.max(...cs.map(rank))]!;

/**
 * How far (metres) a plot without a known address on it looks for the nearest address whose postcode the capacity
 * map knows. The format has no geometry (no PC6 or supply-area polygons here), so bare land takes the colour of its
 * nearest neighbour's postcode: within 250 m that is, in practice, the same street or the next, fed by the same
 * substation; further away a colour would be a guess.
 */
export const GRID_NEAREST_METERS = 250;

/** The colours in SQL, best first (the order of contracts' gridConstraints). */
export const GRID_COLOURS_SQL = `ARRAY[${gridConstraints.map((c) => `'${c}'`).join(', ')}]::text[]`;
/** The rank (1 best .. 4 worst) of a colour expression in SQL; null stays null. */
export const gridRankSql = (colour: string) => `array_position(${GRID_COLOURS_SQL}, ${colour})`;
/** The worst of colour expressions in SQL (nulls ignored, as greatest does). */
const worstSql = (...colours: string[]) => `(${GRID_COLOURS_SQL})[greatest(${colours.map(gridRankSql).join(', ')})]`;

/**
 * The area a supply area depends on for one direction, as a LATERAL join: the newest delivered area of that short code
 * that carries a colour itself (TenneT's congestion areas, and TenneT's own supply areas, which point on once more).
 */
const upstream = (alias: string, dir: 'demand' | 'generation', code: string) => `LEFT JOIN LATERAL (
      SELECT c.short_code, c.${dir}_constraint AS colour, c.${dir}_energy_area AS next, c.issued FROM geo_grid_energy_areas c
       WHERE c.short_code = ${code} AND c.${dir}_constraint IS NOT NULL ORDER BY c.issued DESC, c.id DESC LIMIT 1) ${alias} ON true`;

/**
 * The capacity map's postcode rows WHERE `where` (over `p`, geo_grid_postcode_areas), each with the DSO's colour merged
 * with TenneT's: the supply area's `demand_/generation_energy_area_short_code` names a TenneT area (a congestion area,
 * or a TenneT supply area that names one in turn: two steps at most), and the postcode gets the worst of them per
 * direction. TenneT's delivery is a file of its own, imported in any order; without it the DSO colour stands. `issued`
 * is the oldest delivery read.
 */
export function gridColoursSql(where: string): string {
  return `SELECT p.postcode, p.energy_area, ${worstSql('p.demand_constraint', 'd1.colour', 'd2.colour')} AS demand,
       ${worstSql('p.generation_constraint', 'g1.colour', 'g2.colour')} AS generation,
       least(p.issued, d1.issued, d2.issued, g1.issued, g2.issued) AS issued, d1.short_code AS congestion_area,
       e.demand_available_mw, e.demand_queue_mw, e.generation_available_mw, e.demand_alleviation_year, p.id
  FROM geo_grid_postcode_areas p
  LEFT JOIN geo_grid_energy_areas e ON e.area = p.area AND e.run_id = p.run_id AND e.short_code = p.energy_area
  ${upstream('d1', 'demand', 'e.demand_energy_area')}
  ${upstream('d2', 'demand', 'd1.next')}
  ${upstream('g1', 'generation', 'e.generation_energy_area')}
  ${upstream('g2', 'generation', 'g1.next')}
 WHERE ${where}`;
}

/** A BAG postcode as the capacity map writes it ("1234 ab" -> "1234AB"). */
const pc6 = (sql: string) => `replace(upper(${sql}), ' ', '')`;

// a type, not an interface: the query's row type needs an index signature
type Row = {
  postcode: string;
  demand: string;
  generation: string;
  issued: string;
  energy_area: string;
  congestion_area: string | null;
  demand_available_mw: number | null;
  demand_queue_mw: number | null;
  generation_available_mw: number | null;
  demand_alleviation_year: number | null;
  nearest: boolean;
};

/**
 * The capacity status at a geometry (`geometrySql`: an SQL expression of one RD New geometry over `params`): the
 * postcodes of the BAG main addresses (hoofdadressen of the verblijfsobjecten) on it; bare land without any address:
 * the postcode of the nearest address the capacity map knows, within GRID_NEAREST_METERS. A plot whose addresses the
 * map does not know stays unknown (its operator's delivery is missing: a neighbour's colour could be another grid's).
 * Several postcodes: the worst colour per direction, and the supply area's figures of the worst demand postcode.
 * undefined when the map knows none of them.
 */
async function gridCapacityAt(db: Db, geometrySql: string, params: unknown[]): Promise<GridCapacity | undefined> {
  const rows = await db.query<Row>(
    `WITH g AS (SELECT ${geometrySql} AS geom),
     onplot AS (SELECT DISTINCT ${pc6('n.postcode')} AS postcode FROM geo_bag_verblijfsobjecten v JOIN g ON v.geom && g.geom AND ST_Intersects(v.geom, g.geom)
              JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id WHERE n.postcode IS NOT NULL),
     near AS (SELECT ${pc6('n.postcode')} AS postcode FROM g, geo_bag_verblijfsobjecten v
              JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id
             WHERE NOT EXISTS (SELECT 1 FROM onplot) AND g.geom IS NOT NULL AND ST_DWithin(v.geom, g.geom, ${GRID_NEAREST_METERS}) AND n.postcode IS NOT NULL
               AND EXISTS (SELECT 1 FROM geo_grid_postcode_areas k WHERE k.postcode = ${pc6('n.postcode')})
             ORDER BY ST_Distance(v.geom, g.geom), 1 LIMIT 1),
     pc AS (SELECT postcode, false AS nearest FROM onplot UNION ALL SELECT postcode, true FROM near)
     SELECT c.postcode, c.demand, c.generation, c.issued, c.energy_area, c.congestion_area, c.demand_available_mw, c.demand_queue_mw,
            c.generation_available_mw, c.demand_alleviation_year, pc.nearest
       FROM pc CROSS JOIN LATERAL (${gridColoursSql('p.postcode = pc.postcode')}) c
      ORDER BY c.postcode, c.issued DESC, c.id`,
    params,
  );
  if (!rows.length) return undefined;
  const demand = worst(rows.map((r) => r.demand));
  const top = rows.find((r) => r.demand === demand)!;
  return {
    demand,
    generation: worst(rows.map((r) => r.generation)),
    postcodes: [...new Set(rows.map((r) => r.postcode))],
    energyArea: top.energy_area,
    congestionArea: top.congestion_area,
    nearest: rows[0]!.nearest,
    demandAvailableMw: top.demand_available_mw,
    demandQueueMw: top.demand_queue_mw,
    generationAvailableMw: top.generation_available_mw,
    demandAlleviationYear: top.demand_alleviation_year,
    asOf: rows.map((r) => r.issued).sort()[0]!,
  };
}

/** The grid capacity status of a set of parcels (geo_plots ids) together: see gridCapacityAt. */
export function gridCapacityOf(db: Db, plotIds: number[]): Promise<GridCapacity | undefined> {
  return gridCapacityAt(db, '(SELECT ST_Union(geom) FROM geo_plots WHERE id = ANY($1::bigint[]))', [plotIds]);
}

/** The grid capacity status at a geometry given as RD New WKT (a location's parcels, or its point). */
export function gridCapacityOfWkt(db: Db, wkt: string): Promise<GridCapacity | undefined> {
  return gridCapacityAt(db, 'ST_GeomFromText($1, 28992)', [wkt]);
}
