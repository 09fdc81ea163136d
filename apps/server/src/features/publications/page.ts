import {
  listsLocations,
  publicationAreaFields,
  publicationStatuses,
  type PublicLocation,
  type PublicPage,
  type PublicSection,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { publicGridCapacity } from '../locationGridCapacity/gridCapacityOfLocation';
import { locationConstraintsInForce } from '../locationConstraints/constraintsInForce';
import { addAreaFacts, areaOfPublication } from './areaFacts';
import { conceptDetailsOf } from './conceptDetails';
import { locationDetailsOf, publishedPublications } from './locationDetails';
import { municipalityMapOf, needsMunicipalityMap } from './municipalityMap';

/**
 * One public page in one answer: the publication, its company style, its sections (with published survey
 * questions) and the location(s) it shows. The same loader serves the signed-out page (published only, by key)
 * and the editor's preview (any status, the actor's company), so the preview shows exactly what a visitor gets.
 *
 * Every column read here is named: a location exposes only the fields of the public allow-list
 * (entities/publicAccess.ts) plus its plots, its zoning summary, its constraints (name, zone, type, value) and its
 * concepts' figures, and for the concept sections the buildings' stored form factors, unit counts and server-made
 * plans (conceptDetails.ts), the custom fields marked public and the parcels' national figures (locationDetails.ts),
 * and for a publications list the company's published publications. Owner, buyer, advisors, notes, costs and finance
 * parameters never appear.
 */

export type PubRow = {
  id: number;
  company_id: number;
  name: string | null;
  description: string | null;
  key: string;
  type: PublicPage['publication']['type'];
  status: number;
  filter_search_query_id: number | null;
  filter_business_park: string | null;
  filter_municipality: string | null;
  reference: string | null;
  allow_accept_reject: boolean | null;
  rating_mode: PublicPage['publication']['ratingMode'] | null;
  location_key: string | null;
  concept_key: string | null;
  search_query_key: string | null;
};

const PUB_SQL = `SELECT p.id, p.company_id, p.name, p.description, p.key, p.type, p.status, p.filter_search_query_id,
       p.filter_business_park, p.filter_municipality, pc.reference, pc.allow_accept_reject, pc.rating_mode, pc.location_key, pc.concept_key, pc.search_query_key
  FROM publications p LEFT JOIN publication_cfgs pc ON pc.publication_id = p.id`;

/** The published publication with this key (null for unknown, draft and hidden alike). */
export async function publishedByKey(db: Db, key: string): Promise<PubRow | null> {
  const [row] = await db.query<PubRow>(`${PUB_SQL} WHERE p.key = $1 AND p.status = $2`, [
    key,
    publicationStatuses.published,
  ]);
  return row ?? null;
}

/** The actor's publication with this id, whatever its status (the editor's preview). */
export async function ownById(db: Db, companyId: number, id: number): Promise<PubRow | null> {
  const [row] = await db.query<PubRow>(`${PUB_SQL} WHERE p.id = $1 AND p.company_id = $2`, [id, companyId]);
  return row ?? null;
}

const LOCATION_COLUMNS = `l.id, l.name, l.key, l.lat, l.lon, l.status, sv.name AS "statusName", ph.name AS "phaseName", l.display_address, l.city, l.municipality,
  l.plotnr, l.plotsize, l.businesspark, l.rating`;

type LocationRow = Omit<
  PublicLocation,
  'plots' | 'zones' | 'maxHeight' | 'maxFsi' | 'constraints' | 'concepts' | 'gridCapacity'
> & { id: number };

const bare = (r: LocationRow): PublicLocation => ({
  name: r.name ?? '',
  key: r.key,
  lat: r.lat,
  lon: r.lon,
  status: r.status,
  statusName: r.statusName,
  phaseName: r.phaseName,
  display_address: r.display_address,
  city: r.city,
  municipality: r.municipality,
  plotnr: r.plotnr,
  plotsize: r.plotsize,
  businesspark: r.businesspark,
  rating: r.rating,
  plots: [],
  zones: [],
  maxHeight: null,
  maxFsi: null,
  constraints: [],
  concepts: [],
  gridCapacity: null,
});

async function locationRows(
  db: Db,
  companyId: number,
  cond: string,
  params: unknown[],
): Promise<LocationRow[]> {
  return db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations l LEFT JOIN customvalues sv ON sv.id = l.status AND sv.company_id = l.company_id
      LEFT JOIN customvalues ph ON ph.id = l.phase AND ph.company_id = l.company_id
      WHERE l.company_id = $1 AND l.deleted IS NOT TRUE AND ${cond} ORDER BY l.name, l.id LIMIT 500`,
    [companyId, ...params],
  );
}

const num = (path: string) =>
  `CASE WHEN jsonb_typeof(b.result->'form_factors'->'${path}') = 'number' THEN (b.result->'form_factors'->>'${path}')::float END`;

/** A location with everything a location page shows of it. */
async function fullLocation(
  db: Db,
  companyId: number,
  row: LocationRow,
  onlyConcept?: string,
): Promise<PublicLocation> {
  const loc = bare(row);
  const plots = await db.query<{ g: unknown }>(
    'SELECT ST_AsGeoJSON(geometry)::json AS g FROM plots WHERE location_id = $1 AND company_id = $2 AND geometry IS NOT NULL ORDER BY id',
    [row.id, companyId],
  );
  loc.plots = plots.map((p) => p.g);
  loc.gridCapacity = await publicGridCapacity(db, companyId, row.id);
  const [summary] = await db.query<{ zones: string[] | null }>(
    `SELECT s.zones FROM location_cfgs c JOIN location_summaries s ON s.location_cfg_id = c.id
      WHERE c.location_id = $1 AND c.company_id = $2`,
    [row.id, companyId],
  );
  loc.zones = summary?.zones ?? [];
  // the constraints in force: a hand constraint that replaces a derived one shows instead of it (core constraintsInForce)
  const rules = await locationConstraintsInForce(db, companyId, row.id);
  loc.maxHeight = rules.heightLimit;
  loc.maxFsi = rules.fsiLimit;
  loc.constraints = rules.inForce.slice(0, 200).map((c) => ({ name: c.name ?? '', zone: c.zone, type: c.type ?? 'general', value: c.value }));
  loc.concepts = await db.query(
    `SELECT COALESCE(k.name, '') AS name, k.key, count(b.id)::int AS buildings,
            sum(${num('gfa')}) AS gfa, sum(${num('nfa')}) AS nfa, sum(${num('fsi')}) AS fsi
       FROM concepts k LEFT JOIN buildings b ON b.concept_id = k.id AND b.company_id = k.company_id
      WHERE k.location_id = $1 AND k.company_id = $2 ${onlyConcept ? 'AND k.key = $3' : ''}
      GROUP BY k.id ORDER BY k."order", k.id`,
    onlyConcept ? [row.id, companyId, onlyConcept] : [row.id, companyId],
  );
  return loc;
}

/** The sections of a publication with their published survey questions, in order. */
export async function sectionsOf(db: Db, companyId: number, publicationId: number): Promise<PublicSection[]> {
  const secs = await db.query<Omit<PublicSection, 'questions'> & { cfg_id: number | null }>(
    `SELECT s.id, s.type, COALESCE(s."order", 0) AS "order", c.id AS cfg_id, c.param1, c.param2
       FROM sections s LEFT JOIN section_cfgs c ON c.section_id = s.id
      WHERE s.publication_id = $1 AND s.company_id = $2 ORDER BY s."order", s.id`,
    [publicationId, companyId],
  );
  const cfgIds = secs.map((s) => s.cfg_id).filter((x): x is number => x !== null);
  const questions = cfgIds.length
    ? await db.query<PublicSection['questions'][number] & { section_cfg_id: number }>(
        `SELECT q.id, q.section_cfg_id, COALESCE(q.name, '') AS name, q.description, q.field, COALESCE(q.type, 'text') AS type,
                COALESCE(q.folded, false) AS folded, q.depends_on_question_field AS "dependsOnQuestionField",
                q.depends_on_question_value AS "dependsOnQuestionValue", COALESCE(q."order", 0) AS "order",
                COALESCE((SELECT json_agg(json_build_object('name', COALESCE(v.name, ''), 'value', v.value) ORDER BY v.id)
                            FROM survey_values v WHERE v.surveyquestion_id = q.id), '[]'::json) AS values
           FROM survey_questions q WHERE q.section_cfg_id = ANY($1::integer[]) AND q.company_id = $2 AND q.status IS DISTINCT FROM 'hidden'
          ORDER BY q."order", q.id`,
        [cfgIds, companyId],
      )
    : [];
  return secs.map(({ cfg_id, ...s }) => ({
    ...s,
    param1: s.param1 ?? null,
    param2: s.param2 ?? null,
    questions: questions.filter((q) => q.section_cfg_id === cfg_id).map(({ section_cfg_id: _, ...q }) => q),
  }));
}

/** The company's name, key and style as a public page shows them. */
export async function companyOf(db: Db, companyId: number): Promise<PublicPage['company']> {
  const [c] = await db.query<{
    name: string | null;
    key: string | null;
    has: boolean | null;
    text: string | null;
    primary: string | null;
    secondary: string | null;
  }>(
    `SELECT c.name, c.key, s.has_custom_style AS has, s.text_color AS text, s.primary_color AS primary, s.secondary_color AS secondary
       FROM companies c LEFT JOIN companycfgs cc ON cc.company_id = c.id LEFT JOIN company_styles s ON s.company_cfg_id = cc.id
      WHERE c.id = $1 LIMIT 1`,
    [companyId],
  );
  return {
    name: c?.name ?? '',
    key: c?.key ?? '',
    style: {
      hasCustomStyle: c?.has ?? false,
      textColor: c?.text ?? '#1f2933',
      primaryColor: c?.primary ?? '#0b6e4f',
      secondaryColor: c?.secondary ?? '#f2a541',
    },
  };
}

/** The search query a publication shows: its filter, its cfg key, or the one whose publication it is. */
export async function searchQueryOf(db: Db, p: PubRow) {
  const [sq] = await db.query<{ id: number; name: string | null; description: string | null }>(
    `SELECT id, name, description FROM searchqueries WHERE company_id = $1 AND (id = $2 OR key = $3 OR publication_id = $4) ORDER BY id LIMIT 1`,
    [p.company_id, p.filter_search_query_id, p.search_query_key, p.id],
  );
  return sq ?? null;
}

/** The area an area publication shows (a business park, a population core), with the location column it selects on. */
function areaOf(p: PubRow): { column: string; name: string } | null {
  if (p.type === 'business_park' && p.filter_business_park) return { column: publicationAreaFields.business_park, name: p.filter_business_park };
  if (p.type === 'population_core' && p.filter_municipality) return { column: publicationAreaFields.population_core, name: p.filter_municipality };
  if (p.type === 'municipality' && p.filter_municipality) return { column: publicationAreaFields.municipality, name: p.filter_municipality };
  return null;
}

/**
 * The locations a search-query or area publication lists, each with a page of its own: the SQL condition on `l` and its
 * parameters (after the company's $1); null for the other types (and for a search query not found).
 */
function listedCondition(p: PubRow, searchQueryId: number | null): { cond: string; params: unknown[] } | null {
  if (p.type === 'searchquery') return searchQueryId === null ? null : { cond: 'l.search_query_id = $2', params: [searchQueryId] };
  const area = areaOf(p);
  return area ? { cond: `(l.publication_id = $2 OR l.${area.column} = $3)`, params: [p.id, area.name] } : null;
}

/** The ids of the locations a search-query or area publication lists (those with a page of their own); null for the other types. */
export async function listedLocationIds(db: Db, p: PubRow): Promise<number[] | null> {
  if (!listsLocations(p.type)) return null;
  const sqId = p.type === 'searchquery' ? ((await searchQueryOf(db, p))?.id ?? null) : null;
  const listed = listedCondition(p, sqId);
  if (!listed) return [];
  return (await locationRows(db, p.company_id, listed.cond, listed.params)).map((r) => r.id);
}

/** What a public page shows of the publication itself. */
export const publicationHead = (p: PubRow): PublicPage['publication'] => ({
  name: p.name ?? '',
  description: p.description,
  key: p.key,
  type: p.type,
  status: p.status,
  reference: p.reference,
  allowAcceptReject: p.allow_accept_reject ?? false,
  ratingMode: p.rating_mode ?? 'view',
});

/** Builds the page of a publication row (see the file comment); `locationKey` picks one location of a search query or an area. */
export async function buildPage(db: Db, p: PubRow, locationKey?: string): Promise<PublicPage> {
  const companyId = p.company_id;
  const page: PublicPage = {
    publication: publicationHead(p),
    company: await companyOf(db, companyId),
    sections: await sectionsOf(db, companyId, p.id),
    location: null,
    locations: [],
    searchquery: null,
  };
  if (p.type === 'searchquery') {
    const sq = await searchQueryOf(db, p);
    if (sq) {
      page.searchquery = { name: sq.name ?? '', description: sq.description };
      const listed = listedCondition(p, sq.id)!;
      const rows = await locationRows(db, companyId, listed.cond, listed.params);
      page.locations = rows.map(bare);
      const picked = locationKey ? rows.find((r) => r.key === locationKey) : undefined;
      if (picked) {
        page.location = await fullLocation(db, companyId, picked);
        await addLocationDetails(db, page, companyId, picked.id, sq.id);
      }
    }
    return withPublications(db, page, companyId);
  }
  if (p.type === 'concept' && p.concept_key) {
    const rows = await locationRows(
      db,
      companyId,
      'l.id = (SELECT location_id FROM concepts WHERE key = $2 AND company_id = $1)',
      [p.concept_key],
    );
    if (rows[0]) {
      page.location = await fullLocation(db, companyId, rows[0], p.concept_key);
      await addConceptDetails(db, page, companyId, rows[0].id, p.concept_key);
      await addLocationDetails(db, page, companyId, rows[0].id, null);
    }
    return withPublications(db, page, companyId);
  }
  const listed = listedCondition(p, null);
  if (listed) {
    const rows = await locationRows(db, companyId, listed.cond, listed.params);
    page.locations = rows.map(bare);
    const picked = locationKey ? rows.find((r) => r.key === locationKey) : undefined;
    if (picked) {
      page.location = await fullLocation(db, companyId, picked);
      await addLocationDetails(db, page, companyId, picked.id, null);
    }
    return withPublications(db, page, companyId);
  }
  const rows = p.location_key
    ? await locationRows(db, companyId, 'l.key = $2', [p.location_key])
    : await locationRows(db, companyId, 'l.publication_id = $2', [p.id]);
  if (rows[0]) {
    page.location = await fullLocation(db, companyId, rows[0]);
    await addConceptDetails(db, page, companyId, rows[0].id);
    await addLocationDetails(db, page, companyId, rows[0].id, null);
  }
  return withPublications(db, page, companyId);
}

/** The custom fields, parcel figures and filter summary, when a location section of the page shows them. */
async function addLocationDetails(db: Db, page: PublicPage, companyId: number, locationId: number, searchQueryId: number | null) {
  const details = await locationDetailsOf(db, companyId, locationId, page.sections, searchQueryId);
  if (details) page.locationDetails = details;
}

/** The company's published publications, when the page has a publications list. */
async function withPublications(db: Db, page: PublicPage, companyId: number): Promise<PublicPage> {
  if (page.sections.some((s) => s.type === 'publications_list')) page.publications = await publishedPublications(db, companyId);
  return page;
}

/** The concepts' buildings and figures from their stored results, when a concept section of the page shows them. */
async function addConceptDetails(db: Db, page: PublicPage, companyId: number, locationId: number, conceptKey?: string) {
  const details = await conceptDetailsOf(db, companyId, locationId, page.sections, conceptKey);
  if (details.length) page.conceptDetails = details;
}

/**
 * The area sections' facts and indicators (areaFacts.ts), added to a built page. Called with the owner's connection
 * outside any tenant transaction: the tenant role has no grant on geodata, and on PGlite a second connection inside the
 * preview's transaction would wait for it forever.
 */
export async function addAreaSections(db: Db, page: PublicPage, p: PubRow): Promise<PublicPage> {
  await addAreaFacts(db, page, p.company_id, p.id, areaOfPublication(p));
  // the municipalities' outlines are geodata too: read here, with the area facts
  if (needsMunicipalityMap(page)) page.municipalityMap = await municipalityMapOf(db, p.company_id);
  return page;
}

/** Counts one visit of a published page (the overview shows the total). */
export async function countVisit(db: Db, p: PubRow): Promise<void> {
  await db.query(
    `INSERT INTO publication_visits (publication_id, company_id, visits, last_visit_at) VALUES ($1, $2, 1, now())
     ON CONFLICT (publication_id) DO UPDATE SET visits = publication_visits.visits + 1, last_visit_at = now()`,
    [p.id, p.company_id],
  );
}
