import {
  publicationAreaFields,
  publicationBlankSources,
  publicationStatuses,
  type CreatePublication,
  type PublicationCreated,
  type PublicationType,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { newKey } from '../../entities/repository';
import { AREA_FILTER } from './area';

type SectionType = string;

/** The sections a new publication starts with, per source: what a visitor of that page expects, in order. */
const DEFAULT_SECTIONS: Record<CreatePublication['source'], SectionType[]> = {
  location: [
    'location_summary',
    'location_regulations',
    'location_concepts',
    'locations_map',
    'call_to_action',
  ],
  concept: ['concept_summary', 'location_concepts', 'locations_map', 'call_to_action'],
  searchquery: ['custom_text', 'locations_list', 'locations_map'],
  business_park: ['business_park_summary', 'business_park_scores', 'locations_list', 'locations_map', 'call_to_action'],
  population_core: ['population_core_summary', 'population_core_scores', 'locations_list', 'locations_map', 'call_to_action'],
  municipality: ['municipality_summary', 'municipality_description', 'municipality_scores', 'call_to_action'],
  // the park page shows the park's figures itself; the survey is what the company writes
  ibis_survey: ['survey'],
  // a plain survey: the author writes its questions (and may add text or a contact section)
  survey: ['survey'],
  // the company's municipalities on a map and its publications as a list
  state_index: ['custom_text', 'state_municipality_map', 'publications_list', 'call_to_action'],
};

const RECORD_SQL = {
  location: 'SELECT name, key FROM locations WHERE id = $1 AND company_id = $2',
  concept: 'SELECT name, key FROM concepts WHERE id = $1 AND company_id = $2',
  searchquery: 'SELECT name, key FROM searchqueries WHERE id = $1 AND company_id = $2',
} as const;

/** The filter columns a new publication or a copy is written with. */
type PublicationFilters = { filter_search_query_id?: number | null; filter_business_park?: string | null; filter_municipality?: string | null };

async function insertSection(
  db: Db,
  companyId: number,
  publicationId: number,
  type: string,
  order: number,
  param1: unknown = null,
  param2: unknown = null,
) {
  const [s] = await db.query<{ id: number }>(
    'INSERT INTO sections (company_id, type, "order", publication_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [companyId, type, order, publicationId],
  );
  const [c] = await db.query<{ id: number }>(
    'INSERT INTO section_cfgs (company_id, section_id, param1, param2) VALUES ($1, $2, $3::jsonb, $4::jsonb) RETURNING id',
    [
      companyId,
      s!.id,
      param1 === null ? null : JSON.stringify(param1),
      param2 === null ? null : JSON.stringify(param2),
    ],
  );
  return { sectionId: s!.id, cfgId: c!.id };
}

async function insertPublication(
  db: Db,
  companyId: number,
  name: string,
  type: PublicationType,
  description: string | null,
  filters: PublicationFilters,
  createdBy: number | null,
) {
  const key = newKey();
  const [p] = await db.query<{ id: number }>(
    `INSERT INTO publications (company_id, name, description, key, type, status, filter_phase, filter_status, filter_search_query_id,
            filter_business_park, filter_municipality, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, '[]'::jsonb, '[]'::jsonb, $7, $8, $9, $10) RETURNING id`,
    [companyId, name, description, key, type, publicationStatuses.draft, filters.filter_search_query_id ?? null, filters.filter_business_park ?? null, filters.filter_municipality ?? null, createdBy],
  );
  return { id: p!.id, key };
}

const isBlank = (b: CreatePublication): b is Extract<CreatePublication, { source: (typeof publicationBlankSources)[number] }> =>
  (publicationBlankSources as readonly string[]).includes(b.source);

/**
 * What a new publication shows: a stored record's name and key, or an area with at least one of the company's
 * locations, or a business park of the IBIS register that none names yet (its page shows the register's facts, and a
 * location joins it once its business park field names the park).
 */
async function sourceOf(db: Db, companyId: number, body: CreatePublication, areaInRegister: boolean) {
  // an IBIS survey shows the register, not the company's records (its municipality is checked by the route: geodata)
  if (body.source === 'ibis_survey') return { name: body.area ? `IBIS ${body.area}` : 'IBIS', key: null };
  // a plain survey and a state index show no record; the dialog sends a name in the author's language, this is the fallback
  if (isBlank(body)) return { name: body.source === 'survey' ? 'Enquête' : 'Index', key: null };
  if ('id' in body) {
    const [record] = await db.query<{ name: string | null; key: string }>(RECORD_SQL[body.source], [body.id, companyId]);
    if (!record) throw notFound(body.source === 'searchquery' ? 'searchqueries' : `${body.source}s`);
    return { name: record.name, key: record.key };
  }
  const [found] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM locations WHERE company_id = $1 AND deleted IS NOT TRUE AND ${publicationAreaFields[body.source]} = $2`,
    [companyId, body.area],
  );
  if (!found?.n && !areaInRegister) throw notFound(`locations in ${body.area}`);
  return { name: body.area, key: null };
}

/** A new draft publication of a location, concept, search query, business park, population core, IBIS or plain survey with the default sections of its type. */
export async function createPublication(
  db: Db,
  companyId: number,
  body: CreatePublication,
  /** the user making it (the activity timeline says by whom) */
  createdBy: number | null = null,
  /** a business park's name is a park of the IBIS register (geodata, read by the caller outside the tenant transaction) */
  areaInRegister = false,
): Promise<PublicationCreated> {
  const source = await sourceOf(db, companyId, body, areaInRegister);
  const filters: PublicationFilters =
    body.source === 'ibis_survey'
      ? { filter_municipality: body.area ?? null }
      : body.source === 'survey' || body.source === 'state_index'
        ? {}
        : 'area' in body
          ? { [AREA_FILTER[body.source]]: body.area }
          : { filter_search_query_id: body.source === 'searchquery' ? body.id : null };
  const created = await insertPublication(db, companyId, body.name ?? source.name ?? '', body.source, null, filters, createdBy);
  await db.query(
    `INSERT INTO publication_cfgs (company_id, publication_id, location_key, concept_key, search_query_key, allow_accept_reject, rating_mode)
     VALUES ($1, $2, $3, $4, $5, false, 'view')`,
    [
      companyId,
      created.id,
      body.source === 'location' ? source.key : null,
      body.source === 'concept' ? source.key : null,
      body.source === 'searchquery' ? source.key : null,
    ],
  );
  let order = 10;
  for (const type of DEFAULT_SECTIONS[body.source]) {
    await insertSection(db, companyId, created.id, type, order);
    order += 10;
  }
  return created;
}

/** A draft copy of one of the company's publications: its cfg, sections, section parameters, indicators and survey questions. */
export async function duplicatePublication(
  db: Db,
  companyId: number,
  id: number,
  copyName: (name: string) => string,
  createdBy: number | null = null,
): Promise<PublicationCreated> {
  const [p] = await db.query<{
    name: string | null;
    description: string | null;
    type: PublicationType;
  } & PublicationFilters>(
    'SELECT name, description, type, filter_search_query_id, filter_business_park, filter_municipality FROM publications WHERE id = $1 AND company_id = $2',
    [id, companyId],
  );
  if (!p) throw notFound('publications');
  const created = await insertPublication(
    db,
    companyId,
    copyName(p.name ?? ''),
    p.type,
    p.description,
    p,
    createdBy,
  );
  await db.query(
    `INSERT INTO publication_cfgs (company_id, publication_id, reference, allow_accept_reject, search_query_key, search_query_open_status,
            search_query_accept_status, search_query_reject_status, location_key, concept_key, geodata_key, ibis_key, rating_mode)
     SELECT company_id, $3, reference, allow_accept_reject, search_query_key, search_query_open_status, search_query_accept_status,
            search_query_reject_status, location_key, concept_key, geodata_key, ibis_key, rating_mode
       FROM publication_cfgs WHERE publication_id = $1 AND company_id = $2`,
    [id, companyId, created.id],
  );
  const sections = await db.query<{
    id: number;
    type: string;
    order: number;
    cfg_id: number | null;
    param1: unknown;
    param2: unknown;
  }>(
    `SELECT s.id, s.type, COALESCE(s."order", 0) AS "order", c.id AS cfg_id, c.param1, c.param2
       FROM sections s LEFT JOIN section_cfgs c ON c.section_id = s.id WHERE s.publication_id = $1 AND s.company_id = $2 ORDER BY s."order", s.id`,
    [id, companyId],
  );
  for (const s of sections) {
    const copy = await insertSection(
      db,
      companyId,
      created.id,
      s.type,
      s.order,
      s.param1 ?? null,
      s.param2 ?? null,
    );
    if (s.cfg_id === null) continue;
    // a scores section's chosen indicators go with it (their values are computed again for the copy's page)
    await db.query(
      `INSERT INTO indicators (company_id, section_cfg_id, name, description, key, score, type, "order")
       SELECT company_id, $2, name, description, key, score, type, "order" FROM indicators WHERE section_cfg_id = $1 AND company_id = $3 ORDER BY id`,
      [s.cfg_id, copy.cfgId, companyId],
    );
    const questions = await db.query<{ id: number }>(
      'SELECT id FROM survey_questions WHERE section_cfg_id = $1 AND company_id = $2 ORDER BY id',
      [s.cfg_id, companyId],
    );
    for (const q of questions) {
      const [nq] = await db.query<{ id: number }>(
        `INSERT INTO survey_questions (company_id, section_cfg_id, name, description, field, type, status, folded,
                depends_on_question_field, depends_on_question_value, "order")
         SELECT company_id, $2, name, description, field, type, status, folded, depends_on_question_field, depends_on_question_value, "order"
           FROM survey_questions WHERE id = $1 RETURNING id`,
        [q.id, copy.cfgId],
      );
      await db.query(
        'INSERT INTO survey_values (company_id, surveyquestion_id, name, value) SELECT company_id, $2, name, value FROM survey_values WHERE surveyquestion_id = $1 ORDER BY id',
        [q.id, nq!.id],
      );
    }
  }
  return created;
}
