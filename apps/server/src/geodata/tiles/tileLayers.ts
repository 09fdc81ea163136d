import type { TileLayerId } from '@plotwise/contracts';
import type { TileProperty } from './encodeMvt';
import { plots } from './plotTileLayers';
import type { TileLayerSpec } from './tileLayerSpec';
import { gridColoursSql } from '../plots/gridCapacity';

const ENV = 'ST_MakeEnvelope($1, $2, $3, $4, 28992)';

const cadastralBuildings: TileLayerSpec = {
  id: 'cadastral_buildings',
  minZoom: 15,
  scope: 'national',
  sql: () => `
    SELECT id, ST_AsBinary(geom) AS wkb, identificatie, bag_pand_id
      FROM geo_cadastral_buildings WHERE geom && ${ENV} ORDER BY id`,
};

/**
 * A pand's height above the ground from the 3D BAG (migration 0012): the LoD 1.2 roof height (70th percentile)
 * minus the ground level, in metres with one decimal; null when the 3D BAG has no such pand.
 */
const HEIGHT_ABOVE_GROUND = 'round((coalesce(max(h.h_dak_70p), max(h.h_dak_max)) - coalesce(max(h.h_maaiveld), 0))::numeric, 1)::float8';
// For one pand p. An aggregate, not ORDER BY id LIMIT 1: without statistics the planner would walk the primary
// key backwards and test every row (seconds per tile); the aggregate uses the identificatie index.
export const BUILDING_HEIGHT_SQL = `(SELECT ${HEIGHT_ABOVE_GROUND} FROM geo_building_heights h WHERE h.identificatie = p.identificatie)`;
// For a tile: the heights of the 3D BAG panden in (and just around) its box, grouped once and joined by
// identificatie; a correlated lookup per pand cost a third of a z14 tile's time.
const TILE_HEIGHTS = `heights AS (
      SELECT h.identificatie, ${HEIGHT_ABOVE_GROUND} AS height_m
        FROM geo_building_heights h WHERE h.geom && ST_Expand(${ENV}, 50) GROUP BY h.identificatie
    )`;

// A pand's use is the gebruiksdoel of most of its verblijfsobjecten (ties by name, so the choice is stable);
// VBO points lie inside their pand, so the VBOs of a tile's panden are found in a slightly larger box.
const buildings: TileLayerSpec = {
  id: 'buildings',
  minZoom: 13,
  scope: 'national',
  sql: (z) =>
    z < 16
      ? // zoomed out the map draws the outlines and heights; the designation (a unique string per pand, which
        // would double the tile), use and units come with the closer tiles
        `WITH ${TILE_HEIGHTS}
         SELECT p.id, ST_AsBinary(p.geom) AS wkb, p.oorspronkelijk_bouwjaar AS year, p.status, heights.height_m
           FROM geo_bag_panden p LEFT JOIN heights ON heights.identificatie = p.identificatie
          WHERE p.geom && ${ENV} ORDER BY p.id`
      : `
    WITH ${TILE_HEIGHTS}, p AS (
      SELECT id, identificatie, oorspronkelijk_bouwjaar, status, geom FROM geo_bag_panden WHERE geom && ${ENV}
    ), v AS (
      SELECT pid, v.gebruiksdoelen, v.oppervlakte
        FROM geo_bag_verblijfsobjecten v CROSS JOIN LATERAL unnest(v.pand_ids) AS pid
       WHERE v.geom && ST_Expand(${ENV}, 250) AND pid IN (SELECT identificatie FROM p)
    ), use AS (
      SELECT DISTINCT ON (pid) pid, g AS use
        FROM (SELECT pid, g, count(*) AS n FROM v CROSS JOIN LATERAL unnest(v.gebruiksdoelen) AS g GROUP BY pid, g) c
       ORDER BY pid, n DESC, g
    ), units AS (
      SELECT pid, count(*)::int AS units, sum(oppervlakte)::int AS floor_area_m2 FROM v GROUP BY pid
    )
    SELECT p.id, ST_AsBinary(p.geom) AS wkb, p.identificatie, p.oorspronkelijk_bouwjaar AS year, p.status,
           use.use, units.units, units.floor_area_m2, heights.height_m
      FROM p
      LEFT JOIN use ON use.pid = p.identificatie
      LEFT JOIN units ON units.pid = p.identificatie
      LEFT JOIN heights ON heights.identificatie = p.identificatie
     ORDER BY p.id`,
};

const residenceObjects: TileLayerSpec = {
  id: 'residence_objects',
  minZoom: 15,
  scope: 'national',
  sql: () => `
    SELECT id, ST_AsBinary(geom) AS wkb, identificatie, array_to_string(gebruiksdoelen, ',') AS use,
           oppervlakte AS floor_area_m2, status
      FROM geo_bag_verblijfsobjecten WHERE geom && ${ENV} ORDER BY id`,
};

// Grid congestion has no geometry of its own: every address point carries the capaciteitskaart colours of its
// postcode (the newest delivery where two operators list the same postcode), TenneT's congestion area merged in.
const gridCapacity: TileLayerSpec = {
  id: 'grid_capacity',
  minZoom: 14,
  scope: 'national',
  sql: () => `
    SELECT DISTINCT ON (v.id) v.id, ST_AsBinary(v.geom) AS wkb, p.postcode, p.demand, p.generation, p.energy_area, p.issued
      FROM geo_bag_verblijfsobjecten v
      JOIN geo_bag_nummeraanduidingen n ON n.identificatie = v.hoofdadres_id
      CROSS JOIN LATERAL (${gridColoursSql('p.postcode = n.postcode')}) p
     WHERE v.geom && ${ENV} ORDER BY v.id, p.issued DESC, p.id`,
};

// At low zoom only the plan areas and the enkelbestemmingen: the detail objects are too small to see.
const zoning: TileLayerSpec = {
  id: 'zoning',
  minZoom: 10,
  scope: 'national',
  sql: (z) => `
    SELECT id, ST_AsBinary(geom) AS wkb, 'bestemmingsplangebied' AS type, naam, NULL AS hoofdgroep, NULL AS category,
           plan_id, NULL AS label, NULL AS dimensions, planstatus, plan_datum
      FROM geo_zoning_plans WHERE geom && ${ENV}
    UNION ALL
    SELECT id, ST_AsBinary(geom), object_type, naam, hoofdgroep, category, plan_id, label, dimensions::text, NULL, NULL
      FROM geo_zoning_objects
     WHERE geom && ${ENV} ${z < 13 ? "AND object_type = 'enkelbestemming'" : ''}
     ORDER BY type, id`,
  properties: (r) => {
    const out: Record<string, TileProperty> = {};
    for (const [k, v] of Object.entries(r)) if (k !== 'id' && k !== 'wkb') out[k] = v as TileProperty;
    // maatvoering: each waardeType becomes a property ("maximum bouwhoogte (m)": 12)
    if (typeof r.dimensions === 'string') {
      for (const d of JSON.parse(r.dimensions) as Array<{ waardeType?: string; waarde?: unknown }>)
        if (d.waardeType) out[d.waardeType] = typeof d.waarde === 'number' || typeof d.waarde === 'string' ? d.waarde : null;
    }
    return out;
  },
};

/** Which statistics levels a zoom shows: municipalities first, neighbourhoods and postcodes closer in. */
function statisticsLevels(z: number): string[] {
  if (z < 9) return ['provincie', 'gemeente'];
  if (z < 12) return ['gemeente', 'kern', 'wijk'];
  if (z < 14) return ['gemeente', 'kern', 'wijk', 'buurt', 'pc4'];
  return ['gemeente', 'kern', 'wijk', 'buurt', 'pc4', 'pc6'];
}

const statistics: TileLayerSpec = {
  id: 'statistics',
  minZoom: 6,
  scope: 'national',
  sql: (z) => `
    SELECT a.id, ST_AsBinary(a.geom) AS wkb, a.code, a.level, a.name, a.year, f.figures
      FROM geo_stat_areas a
      LEFT JOIN LATERAL (SELECT figures FROM geo_stat_figures f WHERE f.code = a.code ORDER BY f.id DESC LIMIT 1) f ON true
     WHERE a.geom && ${ENV} AND a.level IN (${statisticsLevels(z)
       .map((l) => `'${l}'`)
       .join(', ')})
     ORDER BY a.id`,
  properties: (r) => {
    const out: Record<string, TileProperty> = { code: r.code as string, level: r.level as string, name: r.name as string, year: r.year as number };
    // the key figures travel with the area, so the map can colour by any of them
    for (const [k, v] of Object.entries((r.figures as Record<string, unknown> | null) ?? {}))
      if (typeof v === 'number' && !(k in out)) out[k] = v;
    return out;
  },
};

// Points of generic layers (amenities, trees ...) are many and small: from z12 on. Polygons and lines always.
const features: TileLayerSpec = {
  id: 'features',
  minZoom: 8,
  scope: 'national',
  sql: (z) => `
    SELECT id, ST_AsBinary(geom) AS wkb, layer, feature_id, properties
      FROM geo_features WHERE geom && ${ENV} ${z < 12 ? "AND GeometryType(geom) NOT IN ('POINT', 'MULTIPOINT')" : ''}
     ORDER BY id`,
  properties: (r) => {
    const out: Record<string, TileProperty> = { layer: r.layer as string, feature_id: r.feature_id as string };
    for (const [k, v] of Object.entries((r.properties as Record<string, unknown> | null) ?? {}))
      if ((typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') && !(k in out)) out[k] = v;
    return out;
  },
};

// The company's own locations: their plots as polygons, and a point for a location that has no plots yet.
// Runs as the tenant (RLS) and filters by company as well.
const locations: TileLayerSpec = {
  id: 'locations',
  minZoom: 5,
  scope: 'tenant',
  // rating and the first label (by name) colour the pins when the user chose so (user cfg pincolor)
  sql: () => `
    WITH l AS (
      SELECT l.*, (SELECT ll.label_id FROM locationslabels ll JOIN labels lb ON lb.id = ll.label_id
                    WHERE ll.location_id = l.id ORDER BY lb.name, lb.id LIMIT 1) AS label_id
        FROM locations l
       WHERE l.company_id = $5 AND NOT l.deleted AND NOT l.archived)
    SELECT l.id, ST_AsBinary(p.geometry) AS wkb, l.id AS location_id, l.name, l.status, l.phase, l.type, l.rating, l.label_id, NULL::float8 AS lat, NULL::float8 AS lon
      FROM plots p JOIN l ON l.id = p.location_id
     WHERE p.company_id = $5 AND p.geometry && ${ENV}
    UNION ALL
    SELECT l.id, NULL, l.id, l.name, l.status, l.phase, l.type, l.rating, l.label_id, l.lat, l.lon
      FROM l
     WHERE (l.lat <> 0 OR l.lon <> 0)
       AND NOT EXISTS (SELECT 1 FROM plots p WHERE p.location_id = l.id AND p.geometry IS NOT NULL)
     ORDER BY 1, 2`,
  properties: (r) => ({
    location_id: r.location_id as number,
    name: r.name as string,
    status: r.status as number,
    phase: r.phase as number,
    type: r.type as number,
    rating: r.rating as number,
    label_id: r.label_id as number,
  }),
};

/** Every tile layer by its id (contracts' TILE_LAYERS), as `TileLayerSpec` describes them. */
export const tileLayers: ReadonlyMap<TileLayerId, TileLayerSpec> = new Map(
  [plots, cadastralBuildings, buildings, residenceObjects, gridCapacity, zoning, statistics, features, locations].map((l) => [l.id, l]),
);
