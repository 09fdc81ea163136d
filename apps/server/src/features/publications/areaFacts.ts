import { publicationAreaFields, type PublicArea, type PublicPage, type PublicSection } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { computeScores, type StoredIndicator } from './areaIndicators';
import { addAreaMeasures, cbsCore } from './areaMeasures';
import { contextOf, needsContext } from './areaContext';
import { densifyOf, needsZoning, publicZoning, zoningOf } from './areaZoning';
import { ibisParks } from './ibisParks';

/**
 * What the area sections of a public page show (business park, population core, municipality): the park's IBIS
 * register record, the company's locations there, and the standing BAG buildings and the companies measured in the
 * park's register outline or, without one, in the plots of those locations. Read only when the page has an area
 * section (as conceptDetails.ts does for the concept sections), and with the owner's connection: geodata has no
 * grant for the tenant role, so every company-owned row here is selected by the page's company explicitly.
 */

type AreaKind = PublicArea['kind'];

/** The section types that read `page.area`. */
const areaSectionPrefixes = ['business_park_', 'population_core_', 'municipality_'] as const;
const needsArea = (sections: readonly PublicSection[]) =>
  sections.some((s) => areaSectionPrefixes.some((p) => s.type.startsWith(p)));

const isScores = (t: PublicSection['type']) => t.endsWith('_scores');

// a register property that is a number, or a string holding one (files differ, as in ibisParks.ts)
const num = (prop: string) => `CASE WHEN jsonb_typeof(g.properties->'${prop}') = 'number' THEN (g.properties->>'${prop}')::float
  WHEN (g.properties->>'${prop}') ~ '^-?[0-9]+([.,][0-9]+)?$' THEN replace(g.properties->>'${prop}', ',', '.')::float END`;
const text = (prop: string) => `NULLIF(btrim(g.properties->>'${prop}'), '')`;

// BAG buildings that stand (or are being built), as the search index counts them
const standing = `b.status IS NULL OR NOT (b.status ILIKE '%gesloopt%' OR b.status ILIKE 'niet gerealiseerd%' OR b.status ILIKE '%ten onrechte%' OR b.status ILIKE 'bouwvergunning verleend%')`;

type RegisterRow = NonNullable<PublicArea['register']> & { id: number };

/** The register park of this name (case-insensitive; the newest import row), if any. */
async function registerPark(db: Db, name: string): Promise<RegisterRow | null> {
  const [row] = await db.query<RegisterRow>(
    `SELECT g.id, btrim(g.properties->>'ibis_id') AS rin, ${text('municipality')} AS municipality, ${text('kind')} AS kind,
            ${text('status')} AS status, ${num('start_year')} AS "startYear", ${num('gross_size_ha')} AS "grossHa",
            ${num('net_size_ha')} AS "netHa", ${text('environmental_category')} AS "environmentalCategory"
       FROM geo_features g
      WHERE g.layer = 'business_parks' AND lower(btrim(g.properties->>'name')) = lower(btrim($1))
        AND NULLIF(btrim(g.properties->>'ibis_id'), '') IS NOT NULL
      ORDER BY g.id DESC LIMIT 1`,
    [name],
  );
  return row ?? null;
}

/** The measured basis as SQL with its parameters: the register outline or the CBS core outline by id, or the union of the area's location plots of the company. */
function basisOf(kind: AreaKind, register: RegisterRow | null, core: { id: number } | null, companyId: number, publicationId: number, name: string) {
  if (register) return { sql: 'SELECT geom FROM geo_features WHERE id = $1', params: [register.id] };
  if (core) return { sql: 'SELECT geom FROM geo_stat_areas WHERE id = $1', params: [core.id] };
  return {
    sql: `SELECT ST_Union(p.geometry) AS geom FROM plots p JOIN locations l ON l.id = p.location_id AND l.company_id = p.company_id
           WHERE l.company_id = $1 AND l.deleted IS NOT TRUE AND (l.publication_id = $2 OR l.${publicationAreaFields[kind]} = $3)
             AND p.geometry IS NOT NULL`,
    params: [companyId, publicationId, name],
  };
}

const exists = async (db: Db, sql: string) => (await db.query(sql)).length > 0;

/** The area facts of one publication: locations, register, and what lies in the basis. */
async function areaFactsOf(db: Db, companyId: number, publicationId: number, kind: AreaKind, name: string): Promise<PublicArea> {
  const [loc] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM locations l WHERE l.company_id = $1 AND l.deleted IS NOT TRUE
        AND (l.publication_id = $2 OR l.${publicationAreaFields[kind]} = $3)`,
    [companyId, publicationId, name],
  );
  const register = kind === 'business_park' ? await registerPark(db, name) : null;
  const core = kind === 'population_core' ? await cbsCore(db, name) : null;
  const { sql: basisSql, params } = basisOf(kind, register, core, companyId, publicationId, name);
  const [basis] = await db.query<{ area: number | null }>(`WITH g AS (${basisSql}) SELECT ST_Area(g.geom) AS area FROM g`, params);
  const areaM2 = basis?.area ?? null;
  const publicRegister = register ? (({ id: _id, ...rest }) => rest)(register) : null;
  const area: PublicArea = {
    kind,
    name,
    register: publicRegister,
    basis: areaM2 === null ? 'none' : register ? 'register_outline' : core ? 'cbs_outline' : 'location_plots',
    locations: loc?.n ?? 0,
    areaM2,
    buildings: null,
    companies: null,
  };
  if (areaM2 === null) return area;
  if (await exists(db, 'SELECT 1 FROM geo_bag_panden LIMIT 1')) {
    const [b] = await db.query<NonNullable<PublicArea['buildings']>>(
      `WITH g AS (${basisSql})
       SELECT count(*)::int AS count, COALESCE(sum(ST_Area(ST_Intersection(b.geom, g.geom))), 0)::float AS "footprintM2",
              count(b.oorspronkelijk_bouwjaar)::int AS "withYear",
              count(*) FILTER (WHERE b.oorspronkelijk_bouwjaar < 1985)::int AS before1985,
              count(*) FILTER (WHERE b.oorspronkelijk_bouwjaar < 1995)::int AS before1995
         FROM g JOIN geo_bag_panden b ON b.geom && g.geom AND ST_Intersects(g.geom, ST_PointOnSurface(b.geom)) AND (${standing})`,
      params,
    );
    area.buildings = b ?? null;
  }
  if (await exists(db, `SELECT 1 FROM geo_features WHERE layer = 'companies' LIMIT 1`)) {
    const emp = `search_number(c.properties->>'employees')`;
    const emp18 = `search_number(c.properties->>'employees_2018')`;
    const [c] = await db.query<NonNullable<PublicArea['companies']>>(
      `WITH g AS (${basisSql})
       SELECT count(*)::int AS count, count(*) FILTER (WHERE ${emp} IS NOT NULL AND ${emp18} IS NOT NULL)::int AS "withBoth",
              COALESCE(sum(${emp}) FILTER (WHERE ${emp18} IS NOT NULL), 0)::float AS employees,
              COALESCE(sum(${emp18}) FILTER (WHERE ${emp} IS NOT NULL), 0)::float AS "employees2018"
         FROM g JOIN geo_features c ON c.layer = 'companies' AND c.geom && g.geom AND ST_Intersects(g.geom, c.geom)`,
      params,
    );
    area.companies = c ?? null;
  }
  if (core) area.inhabitants = core.inhabitants;
  await addAreaMeasures(db, area, { sql: basisSql, params }, { register: !!register, ...(core ? { cbsYear: core.year } : {}) });
  return area;
}

type IndicatorRow = StoredIndicator & { section_id: number };

/** The configured indicators of the page's scores sections, by section id (the page's company only). */
async function indicatorsOf(db: Db, companyId: number, sectionIds: readonly number[]): Promise<Map<number, StoredIndicator[]>> {
  const rows = sectionIds.length
    ? await db.query<IndicatorRow>(
        `SELECT c.section_id, i.type, i.name, i.description, i.score FROM indicators i JOIN section_cfgs c ON c.id = i.section_cfg_id
          WHERE c.section_id = ANY($1::integer[]) AND i.company_id = $2 ORDER BY i."order", i.id`,
        [sectionIds, companyId],
      )
    : [];
  const by = new Map<number, StoredIndicator[]>();
  for (const { section_id, ...i } of rows) by.set(section_id, [...(by.get(section_id) ?? []), i]);
  return by;
}

/** The area kind and name a publication shows, when it is an area publication with its name set. */
export function areaOfPublication(p: {
  type: PublicPage['publication']['type'];
  filter_business_park: string | null;
  filter_municipality: string | null;
}): { kind: AreaKind; name: string } | null {
  if (p.type === 'business_park' && p.filter_business_park) return { kind: p.type, name: p.filter_business_park };
  if ((p.type === 'population_core' || p.type === 'municipality') && p.filter_municipality) return { kind: p.type, name: p.filter_municipality };
  return null;
}

/** Adds `page.area` and each scores section's `scores` when the page has an area section; nothing otherwise. */
export async function addAreaFacts(
  db: Db,
  page: PublicPage,
  companyId: number,
  publicationId: number,
  area: { kind: AreaKind; name: string } | null,
): Promise<void> {
  if (!needsArea(page.sections)) return;
  const facts = area ? await areaFactsOf(db, companyId, publicationId, area.kind, area.name) : null;
  if (facts) page.area = facts;
  if (facts) await addAreaDetails(db, page, facts, companyId, publicationId);
  if (facts && page.sections.some((s) => s.type === 'business_park_list')) {
    // a municipality lists its own parks, a park the parks of its municipality (the register is national open data)
    const municipality = facts.kind === 'municipality' ? facts.name : facts.register?.municipality;
    facts.parks = municipality
      ? (await ibisParks(db, municipality)).map((p) => ({ name: p.name, rin: p.rin, kind: p.kind, grossHa: p.gross_size_ha, netHa: p.net_size_ha }))
      : [];
  }
  const scores = page.sections.filter((s) => isScores(s.type));
  if (!scores.length) return;
  const stored = await indicatorsOf(db, companyId, scores.map((s) => s.id));
  const none: PublicArea = { kind: 'business_park', name: '', register: null, basis: 'none', locations: 0, areaM2: null, buildings: null, companies: null };
  for (const s of scores) s.scores = computeScores(stored.get(s.id) ?? [], facts ?? none);
}

/** The zoning, densification and CBS context of the area, each only when a section of the page shows it. */
async function addAreaDetails(db: Db, page: PublicPage, facts: PublicArea, companyId: number, publicationId: number) {
  if (needsContext(page.sections)) facts.context = await contextOf(db, facts.kind, facts.name);
  if (!needsZoning(page.sections)) return;
  const register = facts.kind === 'business_park' ? await registerPark(db, facts.name) : null;
  const core = facts.kind === 'population_core' ? await cbsCore(db, facts.name) : null;
  const zoning = facts.areaM2 ? await zoningOf(db, basisOf(facts.kind, register, core, companyId, publicationId, facts.name), facts.areaM2) : null;
  if (zoning) facts.zoning = publicZoning(zoning);
  if (page.sections.some((s) => s.type === 'business_park_densify')) facts.densify = densifyOf(facts, zoning);
}
