import { limitInForce, type RuleConstraint } from '@plotwise/core/zoning/index';
import type { Db, Row } from '../db/database';
import type { PublicEntity } from './publicAccess';
import { publicByKey, publicChildren, publicRows } from './publicRecords';

/** The sections of publications, each with its config, indicators, published questions (with values) and filters, in order. */
async function sectionsOf(db: Db, publicationIds: number[]): Promise<Row[]> {
  const secs = await publicRows(db, 'sections', 't.publication_id = ANY($1::integer[])', [publicationIds]);
  const cfgs = await publicChildren(db, 'section_cfgs', ['id', 'sectionId', 'param1', 'param2'], 'section_id', secs.map((s) => s.id as number), 'section_cfgs');
  const cfgIds = cfgs.map((c) => c.id as number);
  const indicators = await publicChildren(db, 'indicators', ['id', 'sectionCfgId', 'name', 'description', 'key', 'score', 'type', 'order'], 'section_cfg_id', cfgIds, 'indicators');
  const questions = await publicChildren(
    db,
    'survey_questions',
    ['id', 'sectionCfgId', 'name', 'description', 'field', 'type', 'status', 'folded', 'dependsOnQuestionField', 'dependsOnQuestionValue', 'order'],
    'section_cfg_id',
    cfgIds,
    'survey_questions',
  );
  const values = await publicChildren(db, 'survey_values', ['id', 'surveyquestionId', 'name', 'value'], 'surveyquestion_id', questions.map((q) => q.id as number), 'survey_values');
  const filters = await publicChildren(db, 'section_filters', ['id', 'sectionCfgId', 'key', 'type', 'order', 'param1', 'param2', 'param3', 'param4', 'optimal'], 'section_cfg_id', cfgIds, 'section_filters');
  for (const q of questions) q.values = values.filter((v) => v.surveyquestionId === q.id);
  for (const c of cfgs) {
    c.indicators = indicators.filter((x) => x.sectionCfgId === c.id);
    c.questions = questions.filter((x) => x.sectionCfgId === c.id && x.status === 'published');
    c.filters = filters.filter((x) => x.sectionCfgId === c.id);
  }
  for (const s of secs) s.cfg = cfgs.find((c) => c.sectionId === s.id) ?? null;
  return secs.sort((a, b) => (a.order as number) - (b.order as number));
}

/** What the public page of each entity shows beside the record itself. */
const details: Record<Exclude<PublicEntity, 'sections'>, (db: Db, r: Row) => Promise<void>> = {
  publications: async (db, r) => {
    r.cfg =
      (await publicChildren(db, 'publication_cfgs', ['reference', 'allowAcceptReject', 'searchQueryKey', 'locationKey', 'conceptKey', 'ratingMode', 'publicationId'], 'publication_id', [r.id as number], 'publication_cfgs'))[0] ?? null;
    r.sections = await sectionsOf(db, [r.id as number]);
    const company = await db.query(
      `SELECT c.name, c.key, s.has_custom_style AS "hasCustomStyle", s.text_color AS "textColor", s.primary_color AS "primaryColor",
              s.secondary_color AS "secondaryColor"
         FROM publications p JOIN companies c ON c.id = p.company_id
         LEFT JOIN companycfgs cc ON cc.company_id = c.id LEFT JOIN company_styles s ON s.company_cfg_id = cc.id WHERE p.id = $1`,
      [r.id],
    );
    r.company = company[0] ?? null;
  },
  locations: async (db, r) => {
    r.plots = await publicChildren(db, 'plots', ['id', 'type', 'geometry', 'properties', 'locationId'], 'location_id', [r.id as number], 'plots');
    r.concepts = await publicRows(db, 'concepts', 't.location_id = $1', [r.id]);
    const summary = await db.query(
      `SELECT s.zones, s.max_height, s.max_fsi, s.nrconcepts FROM location_cfgs c JOIN location_summaries s ON s.location_cfg_id = c.id WHERE c.location_id = $1`,
      [r.id],
    );
    // the limits in force (core limitInForce over the constraints, a hand replacement included), never the summary's
    // copy from when the location was made: the table, the public page and this record show one height and one FSI
    const rules = await db.query<RuleConstraint & Row>(
      `SELECT id, name, description, type, operator, value, reference, source, replaces FROM constraints WHERE location_id = $1`,
      [r.id],
    );
    r.summary = summary[0]
      ? { ...summary[0], max_height: limitInForce(rules, 'height')?.value ?? null, max_fsi: limitInForce(rules, 'fsi')?.value ?? null }
      : null;
  },
  concepts: async (db, r) => {
    r.buildings = await publicChildren(
      db,
      'buildings',
      ['id', 'name', 'archetype', 'maxwidth', 'maxlength', 'maxheight', 'x', 'y', 'z', 'rotate_z', 'version', 'conceptId', 'result'],
      'concept_id',
      [r.id as number],
      'buildings',
    );
    r.summary = (await publicChildren(db, 'concept_summaries', ['show_description', 'show_currentsituation', 'show_regulations', 'show_context', 'show_floorplans', 'show_businesscase', 'conceptId'], 'concept_id', [r.id as number], 'concept_summaries'))[0] ?? null;
  },
  searchqueries: async (db, r) => {
    r.locations = await publicRows(db, 'locations', 't.search_query_id = $1', [r.id]);
  },
  companies: async (db, r) => {
    r.publications = await publicRows(db, 'publications', 't.company_id = $1', [r.id]);
  },
};

/** The exposed records with these keys; for sections, the sections (as the page shows them) of the publications with these keys. */
export async function publicList(db: Db, name: PublicEntity, keys: string[]): Promise<Row[]> {
  if (name === 'sections') {
    const pubs = await publicRows(db, 'publications', 't.key = ANY($1::text[])', [keys]);
    return sectionsOf(db, pubs.map((p) => p.id as number));
  }
  return publicRows(db, name, 't.key = ANY($1::text[])', [keys]);
}

/** The exposed record with this key and what its public page shows with it (sections, plots, concepts, summary ...). */
export async function publicDetail(db: Db, name: Exclude<PublicEntity, 'sections'>, key: string): Promise<Row> {
  const r = await publicByKey(db, name, key);
  await details[name](db, r);
  return r;
}
