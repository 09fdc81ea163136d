import type { IbisMunicipality, IbisPark, IbisParkChoice, IbisParkOutline } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/**
 * The business parks of the IBIS register as imported geodata (geo_features of the layer `business_parks`, one per
 * park with its ibis_id). Shared national data without a tenant: read with the owner's connection, never inside a
 * tenant transaction (the tenant role has no grant on geodata).
 */

// a property that is a number, or a string holding one (files differ); anything else is null
const num = (prop: string) => `CASE WHEN jsonb_typeof(g.properties->'${prop}') = 'number' THEN (g.properties->>'${prop}')::float
  WHEN (g.properties->>'${prop}') ~ '^-?[0-9]+([.,][0-9]+)?$' THEN replace(g.properties->>'${prop}', ',', '.')::float END`;
const text = (prop: string) => `NULLIF(btrim(g.properties->>'${prop}'), '')`;

// one row per IBIS number (the newest import row when a park was imported for two areas)
const PARKS = `SELECT DISTINCT ON (g.properties->>'ibis_id') g.* FROM geo_features g
  WHERE g.layer = 'business_parks' AND NULLIF(btrim(g.properties->>'ibis_id'), '') IS NOT NULL
    AND NULLIF(btrim(g.properties->>'municipality'), '') IS NOT NULL`;

const PARK_COLUMNS = `btrim(g.properties->>'ibis_id') AS rin, COALESCE(${text('name')}, btrim(g.properties->>'ibis_id')) AS name,
  btrim(g.properties->>'municipality') AS municipality, ${text('kind')} AS kind, ${text('status')} AS status,
  ${num('start_year')} AS start_year, ${num('gross_size_ha')} AS gross_size_ha, ${num('net_size_ha')} AS net_size_ha,
  ${text('environmental_category')} AS environmental_category,
  (SELECT ARRAY[ST_XMin(b), ST_YMin(b), ST_XMax(b), ST_YMax(b)] FROM (SELECT ST_Transform(ST_Envelope(g.geom), 4326)::box2d AS b) e) AS bbox`;

/** The municipalities with business parks and their number of parks, by name; only `only` when the publication names one. */
export function ibisMunicipalities(db: Db, only: string | null): Promise<IbisMunicipality[]> {
  return db.query<IbisMunicipality>(
    `SELECT btrim(g.properties->>'municipality') AS name, count(*)::int AS parks
       FROM (${PARKS} ORDER BY g.properties->>'ibis_id', g.id DESC) g
      WHERE $1::text IS NULL OR lower(btrim(g.properties->>'municipality')) = lower(btrim($1))
      GROUP BY 1 ORDER BY 1`,
    [only],
  );
}

/**
 * Every park of the register by name (one per name, case-insensitive: a business-park publication names its park, and
 * its page reads the newest register row of that name, areaFacts.ts), for the create dialog.
 */
export function ibisParkChoices(db: Db): Promise<IbisParkChoice[]> {
  return db.query<IbisParkChoice>(
    `SELECT DISTINCT ON (lower(name)) name, municipality, rin
       FROM (SELECT ${text('name')} AS name, btrim(g.properties->>'municipality') AS municipality, btrim(g.properties->>'ibis_id') AS rin, g.id
               FROM (${PARKS} ORDER BY g.properties->>'ibis_id', g.id DESC) g) p
      WHERE name IS NOT NULL ORDER BY lower(name), id DESC`,
  );
}

/** Whether the register has a park of this name (case-insensitive), so a publication of it has a page without locations. */
export async function ibisParkNamed(db: Db, name: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM geo_features g WHERE g.layer = 'business_parks' AND lower(btrim(g.properties->>'name')) = lower(btrim($1))
        AND NULLIF(btrim(g.properties->>'ibis_id'), '') IS NOT NULL LIMIT 1`,
    [name],
  );
  return rows.length > 0;
}

/** The parks of one municipality (its name, case-insensitive), by name. */
export function ibisParks(db: Db, municipality: string): Promise<IbisPark[]> {
  return db.query<IbisPark>(
    `SELECT ${PARK_COLUMNS} FROM (${PARKS} AND lower(btrim(g.properties->>'municipality')) = lower(btrim($1))
       ORDER BY g.properties->>'ibis_id', g.id DESC) g ORDER BY name, rin`,
    [municipality],
  );
}

/** One park by its IBIS number, if it lies in that municipality. */
export async function ibisPark(db: Db, municipality: string, rin: string): Promise<IbisPark | null> {
  const [park] = await db.query<IbisPark>(
    `SELECT ${PARK_COLUMNS} FROM (${PARKS} AND lower(btrim(g.properties->>'municipality')) = lower(btrim($1))
       AND btrim(g.properties->>'ibis_id') = $2 ORDER BY g.properties->>'ibis_id', g.id DESC) g`,
    [municipality, rin],
  );
  return park ?? null;
}

/** The names of the parks with these IBIS numbers (the company's answers table names the park of each answer). */
export async function ibisParkNames(db: Db, rins: readonly string[]): Promise<Map<string, string>> {
  if (!rins.length) return new Map();
  const rows = await db.query<{ rin: string; name: string }>(
    `SELECT DISTINCT ON (btrim(g.properties->>'ibis_id')) btrim(g.properties->>'ibis_id') AS rin, COALESCE(${text('name')}, '') AS name
       FROM geo_features g WHERE g.layer = 'business_parks' AND btrim(g.properties->>'ibis_id') = ANY($1::text[])
      ORDER BY btrim(g.properties->>'ibis_id'), g.id DESC`,
    [[...new Set(rins)]],
  );
  return new Map(rows.map((r) => [r.rin, r.name]));
}

// the map draws outlines a few hundred pixels wide: a municipality's parks kept to 5 m, the whole country's to 50 m
const OUTLINE_TOLERANCE_M = { municipality: 5, all: 50 } as const;
const MAX_OUTLINES = 3000;

/** The register outlines of the parks of these municipalities (null: every one), simplified, in RD metres, by name. */
export function ibisParkOutlines(db: Db, municipalities: readonly string[] | null): Promise<IbisParkOutline[]> {
  const tolerance = municipalities && municipalities.length === 1 ? OUTLINE_TOLERANCE_M.municipality : OUTLINE_TOLERANCE_M.all;
  return db.query<IbisParkOutline>(
    `SELECT btrim(g.properties->>'ibis_id') AS rin, COALESCE(${text('name')}, btrim(g.properties->>'ibis_id')) AS name,
            btrim(g.properties->>'municipality') AS municipality,
            ST_AsGeoJSON(ST_SimplifyPreserveTopology(g.geom, $2), 0)::json AS outline
       FROM (${PARKS} ORDER BY g.properties->>'ibis_id', g.id DESC) g
      WHERE ($1::text[] IS NULL OR lower(btrim(g.properties->>'municipality')) = ANY($1::text[]))
        AND GeometryType(g.geom) IN ('POLYGON', 'MULTIPOLYGON')
      ORDER BY name, rin LIMIT ${MAX_OUTLINES}`,
    [municipalities ? municipalities.map((m) => m.trim().toLowerCase()) : null, tolerance],
  );
}
