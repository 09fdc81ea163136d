import { gridConstraints, type GridCapacity, type GridConstraint } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/** The capaciteitskaart colours from best to worst. */
const ORDER: readonly GridConstraint[] = gridConstraints; // worse to the right
const rank = (c: string) => ORDER.indexOf(c as GridConstraint);
const worst = (cs: string[]) => ORDER[Math.max(...cs.map(rank))]!;

// a type, not an interface: the query's row type needs an index signature
type Row = {
  postcode: string;
  demand: string;
  generation: string;
  issued: string;
  energy_area: string;
  demand_available_mw: number | null;
  demand_queue_mw: number | null;
  generation_available_mw: number | null;
  demand_alleviation_year: number | null;
};

/**
 * The grid capacity status of a set of plots: the format has no geometry, so the plots' postcodes come from the BAG
 * addresses (hoofdadressen of the verblijfsobjecten) on them. Several postcodes: the worst colour per direction, and
 * the supply area's figures of the worst demand postcode. undefined when the capacity map knows none of them.
 */
export async function gridCapacityOf(db: Db, plotIds: number[]): Promise<GridCapacity | undefined> {
  const rows = await db.query<Row>(
    `WITH g AS (SELECT ST_Union(geom) AS geom FROM geo_plots WHERE id = ANY($1::bigint[])),
     pc AS (SELECT DISTINCT n.postcode FROM geo_bag_verblijfsobjecten v JOIN g ON v.geom && g.geom AND ST_Intersects(v.geom, g.geom)
              JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id WHERE n.postcode IS NOT NULL)
     SELECT p.postcode, p.demand_constraint AS demand, p.generation_constraint AS generation, p.issued, p.energy_area,
            e.demand_available_mw, e.demand_queue_mw, e.generation_available_mw, e.demand_alleviation_year
       FROM pc JOIN geo_grid_postcode_areas p ON p.postcode = replace(upper(pc.postcode), ' ', '')
       LEFT JOIN geo_grid_energy_areas e ON e.area = p.area AND e.run_id = p.run_id AND e.short_code = p.energy_area
      ORDER BY p.postcode, p.issued DESC, p.id`,
    [plotIds],
  );
  if (!rows.length) return undefined;
  const demand = worst(rows.map((r) => r.demand));
  const top = rows.find((r) => r.demand === demand)!;
  return {
    demand,
    generation: worst(rows.map((r) => r.generation)),
    postcodes: [...new Set(rows.map((r) => r.postcode))],
    energyArea: top.energy_area,
    demandAvailableMw: top.demand_available_mw,
    demandQueueMw: top.demand_queue_mw,
    generationAvailableMw: top.generation_available_mw,
    demandAlleviationYear: top.demand_alleviation_year,
    asOf: rows.map((r) => r.issued).sort()[0]!,
  };
}
