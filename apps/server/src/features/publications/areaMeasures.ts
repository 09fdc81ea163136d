import type { Provenance, PublicArea } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { companyEnvironment, type CompanyRow } from './companyEnvironment';
import { datasetProvenance } from './datasetProvenance';

/**
 * The area figures beyond buildings and jobs (areaFacts.ts reads those): the buildings' height headroom, the companies' SBI
 * codes and environmental categories, the distance to the nearest motorway, the CBS population-core outline, and
 * where each group of figures comes from (the import date of its data set). Each reads imported geodata only, with
 * the basis given as SQL (`WITH g AS (basis)`), so the owner's connection reads it as areaFacts.ts does.
 */

type Basis = { sql: string; params: unknown[] };

const exists = async (db: Db, sql: string) => (await db.query(sql)).length > 0;

/**
 * A population core's outline from the CBS "Bevolkingskernen" import (level kern), matched by name; the newest edition,
 * with its inhabitants (the 2021 edition's `aantalInwoners`; any figure whose name starts so).
 */
export async function cbsCore(db: Db, name: string): Promise<{ id: number; year: number | null; inhabitants: number | null } | null> {
  const [row] = await db.query<{ id: number; year: number | null; inhabitants: number | null }>(
    `SELECT a.id, a.year,
            (SELECT search_number(f.figures->>k) FROM geo_stat_figures f, jsonb_object_keys(f.figures) k
              WHERE f.code = a.code AND f.level = 'kern' AND lower(k) LIKE 'aantalinwoners%' ORDER BY f.id DESC, k LIMIT 1) AS inhabitants
       FROM geo_stat_areas a WHERE a.level = 'kern' AND lower(btrim(a.name)) = lower(btrim($1)) ORDER BY a.year DESC NULLS LAST, a.id DESC LIMIT 1`,
    [name],
  );
  return row ?? null;
}

/**
 * Height headroom of the buildings whose point on surface lies in the basis: their 3D BAG height (highest roof point
 * above ground, as building heights are measured in zoning plans) against the largest "maximum bouwhoogte" of the
 * IMRO maatvoeringen at that point (as site search's `height_difference` does per plot).
 */
async function heightHeadroom(db: Db, b: Basis): Promise<PublicArea['heightHeadroom']> {
  if (!(await exists(db, 'SELECT 1 FROM geo_building_heights LIMIT 1'))) return null;
  const [row] = await db.query<NonNullable<PublicArea['heightHeadroom']>>(
    `WITH g AS (${b.sql}),
          h AS (SELECT DISTINCT ON (bh.identificatie) bh.h_dak_max - bh.h_maaiveld AS m, ST_PointOnSurface(bh.geom) AS pt
                  FROM g JOIN geo_building_heights bh ON bh.geom && g.geom AND ST_Intersects(g.geom, ST_PointOnSurface(bh.geom))
                 WHERE bh.h_dak_max IS NOT NULL AND bh.h_maaiveld IS NOT NULL ORDER BY bh.identificatie, bh.id DESC),
          x AS (SELECT h.m, (SELECT max(search_number(d->>'waarde')) FROM geo_zoning_objects z,
                       jsonb_array_elements(CASE WHEN jsonb_typeof(z.dimensions) = 'array' THEN z.dimensions ELSE '[]'::jsonb END) d
                 WHERE z.object_type = 'maatvoering' AND z.geom && h.pt AND ST_Intersects(z.geom, h.pt)
                   AND d->>'waardeType' ILIKE 'maximum bouwhoogte%') AS max FROM h)
     SELECT count(*)::int AS "withHeight", count(x.max)::int AS "withMaximum", count(*) FILTER (WHERE x.max - x.m >= 3)::int AS "atLeast3m" FROM x`,
    b.params,
  );
  return row ?? null;
}

/** The companies of the basis by SBI code and environmental category (counts only; companyEnvironment.ts). */
async function environment(db: Db, b: Basis): Promise<PublicArea['environment']> {
  if (!(await exists(db, `SELECT 1 FROM geo_features WHERE layer = 'companies' LIMIT 1`))) return null;
  const p = (...names: string[]) => `COALESCE(${names.map((n) => `NULLIF(btrim(c.properties->>'${n}'), '')`).join(', ')})`;
  const rows = await db.query<CompanyRow>(
    `WITH g AS (${b.sql})
     SELECT ${p('sbi', 'sbi_code', 'SBI', 'sbicode', 'hoofdactiviteit_sbi')} AS sbi,
            ${p('environmental_category', 'milieucategorie')} AS category,
            search_number(c.properties->>'employees') AS employees
       FROM g JOIN geo_features c ON c.layer = 'companies' AND c.geom && g.geom AND ST_Intersects(g.geom, c.geom)`,
    b.params,
  );
  return companyEnvironment(rows);
}

/**
 * Metres from the basis to the nearest motorway of the roads layer: a road whose `road_type` is highway or motorway,
 * or whose NWB road manager kind (`WEGBEHSRT`) is R, Rijkswaterstaat (the rijkswegen). Null when none is imported.
 */
async function highwayDistanceM(db: Db, b: Basis): Promise<number | null> {
  const [row] = await db.query<{ m: number | null }>(
    `WITH g AS (${b.sql})
     SELECT min(ST_Distance(r.geom, g.geom))::float AS m FROM g, geo_features r
      WHERE r.layer = 'roads' AND (lower(r.properties->>'road_type') IN ('highway', 'motorway')
         OR upper(COALESCE(r.properties->>'WEGBEHSRT', r.properties->>'wegbehsrt', r.properties->>'wegbeheerdersoort')) = 'R')`,
    b.params,
  );
  return row?.m ?? null;
}

type SourceKey = keyof NonNullable<PublicArea['sources']>;
/** The import data set behind each group of figures (named by datasetProvenance). */
const DATASETS: Record<Exclude<SourceKey, 'cbs'>, string> = {
  register: 'layer.business_parks',
  buildings: 'bag.panden',
  heights: 'bag3d.heights',
  zoning: 'imro.plan',
  companies: 'layer.companies',
  roads: 'layer.roads',
};

/** Each group's source with the date its data set was last imported (any area); a group without an import row has none. */
async function provenance(db: Db, keys: readonly Exclude<SourceKey, 'cbs'>[]): Promise<NonNullable<PublicArea['sources']>> {
  const found = await datasetProvenance(db, keys.map((k) => DATASETS[k]));
  const out: NonNullable<PublicArea['sources']> = {};
  for (const k of keys) {
    const p = found.get(DATASETS[k]);
    if (p) out[k] = p;
  }
  return out;
}

/**
 * Adds ground heights, the companies' environment, the motorway distance and the sources to an area with a basis.
 * `outline` says which outline the basis is (the register's park, a CBS population core), so its source is named too.
 */
export async function addAreaMeasures(
  db: Db,
  area: PublicArea,
  basis: Basis,
  outline: { register: boolean; cbsYear?: number | null },
): Promise<void> {
  area.heightHeadroom = await heightHeadroom(db, basis);
  area.environment = await environment(db, basis);
  area.highwayDistanceM = await highwayDistanceM(db, basis);
  const keys: Exclude<SourceKey, 'cbs'>[] = [];
  if (outline.register) keys.push('register');
  if (area.buildings) keys.push('buildings');
  if (area.heightHeadroom) keys.push('heights');
  if (area.heightHeadroom?.withMaximum) keys.push('zoning');
  if (area.companies) keys.push('companies');
  if (area.highwayDistanceM !== null) keys.push('roads');
  const sources = await provenance(db, keys);
  if (outline.cbsYear !== undefined) sources.cbs = await cbsProvenance(db, outline.cbsYear);
  area.sources = sources;
}

/** The CBS population-core data set by its edition ("CBS, Bevolkingskernen 2021"), dated by its import (cbsAreas.ts, cbs.kernen). */
async function cbsProvenance(db: Db, year: number | null): Promise<Provenance> {
  const imported = (await datasetProvenance(db, ['cbs.kernen'])).get('cbs.kernen');
  return {
    source: `CBS, Bevolkingskernen${year ? ` ${year}` : ''} (CC BY 4.0)`,
    date: imported?.date ?? (year ? String(year) : null),
    importedOn: imported?.importedOn ?? null,
  };
}
