import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities, publicationStatuses, publicSurveyAnswersSchema, type EntityDef, type PublicSurveySaved } from '@plotwise/contracts';
import type { Db, Row } from '../db/database';
import { AppError, notFound } from '../http/appError';
import { present } from './present';
import { publicViews, type PublicEntity } from './publicAccess';
import { newKey } from './repository';
import { selectList } from './sql';
import { validate } from '../http/validate';
import { access } from '../http/access';

const isPublicEntity = (name: string): name is PublicEntity => Object.prototype.hasOwnProperty.call(publicViews, name);

/** An entity definition cut down to the fields a view exposes. */
function viewDef(name: string, fields: string[]): EntityDef {
  const def = entities[name]!;
  return { ...def, fields: Object.fromEntries(fields.map((f) => [f, def.fields[f]!])) };
}

// a visitor's rating or decision: per address and location key, like the other visitor writes
const visitorWrites = {
  rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req: { ip: string; params: unknown }) => `${req.ip}|${(req.params as { key?: string }).key ?? ''}` },
};
/** The limit of a visitor's notes and survey answers: 30 a minute per address (also the IBIS survey's answers). */
export const SURVEY_ANSWER_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const keysSchema = z.strictObject({ keys: z.string().min(1).max(5000) });
const keyPattern = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The public variants of spec section 7: reads and the few writes a visitor of a published publication
 * may make (rating or accepting a location, a note, survey answers). Nothing else is reachable by key.
 */
export function registerPublicRoutes(app: FastifyInstance, db: Db) {
  async function rows(name: PublicEntity, cond: string, params: unknown[]): Promise<Row[]> {
    const v = publicViews[name];
    const def = viewDef(name, v.fields);
    const found = await db.query(`SELECT ${selectList(def)} FROM ${v.table} t WHERE (${v.exposed}) AND ${cond} ORDER BY t.id`, params);
    return found.map((r) => present(def, r));
  }
  const byKey = async (name: PublicEntity, key: string) => {
    if (!keyPattern.test(key)) throw notFound(name);
    const r = (await rows(name, 't.key = $1', [key]))[0];
    if (!r) throw notFound(name);
    return r;
  };
  const sub = async (table: string, fields: string[], fk: string, ids: number[], name: string) =>
    ids.length
      ? (await db.query(`SELECT ${selectList(viewDef(name, fields))} FROM ${table} t WHERE t.${fk} = ANY($1::integer[]) ORDER BY t.id`, [ids])).map((r) =>
          present(entities[name]!, r),
        )
      : [];

  async function sectionsOf(publicationIds: number[]) {
    const secs = await rows('sections', 't.publication_id = ANY($1::integer[])', [publicationIds]);
    const cfgs = await sub('section_cfgs', ['id', 'sectionId', 'param1', 'param2'], 'section_id', secs.map((s) => s.id as number), 'section_cfgs');
    const cfgIds = cfgs.map((c) => c.id as number);
    const indicators = await sub('indicators', ['id', 'sectionCfgId', 'name', 'description', 'key', 'score', 'type', 'order'], 'section_cfg_id', cfgIds, 'indicators');
    const questions = await sub(
      'survey_questions',
      ['id', 'sectionCfgId', 'name', 'description', 'field', 'type', 'status', 'folded', 'dependsOnQuestionField', 'dependsOnQuestionValue', 'order'],
      'section_cfg_id',
      cfgIds,
      'survey_questions',
    );
    const values = await sub('survey_values', ['id', 'surveyquestionId', 'name', 'value'], 'surveyquestion_id', questions.map((q) => q.id as number), 'survey_values');
    const filters = await sub('section_filters', ['id', 'sectionCfgId', 'key', 'type', 'order', 'param1', 'param2', 'param3', 'param4', 'optimal'], 'section_cfg_id', cfgIds, 'section_filters');
    for (const q of questions) q.values = values.filter((v) => v.surveyquestionId === q.id);
    for (const c of cfgs) {
      c.indicators = indicators.filter((x) => x.sectionCfgId === c.id);
      c.questions = questions.filter((x) => x.sectionCfgId === c.id && x.status === 'published');
      c.filters = filters.filter((x) => x.sectionCfgId === c.id);
    }
    for (const s of secs) s.cfg = cfgs.find((c) => c.sectionId === s.id) ?? null;
    return secs.sort((a, b) => (a.order as number) - (b.order as number));
  }

  const details: Record<PublicEntity, (r: Row) => Promise<void>> = {
    publications: async (r) => {
      r.cfg =
        (await sub('publication_cfgs', ['reference', 'allowAcceptReject', 'searchQueryKey', 'locationKey', 'conceptKey', 'ratingMode', 'publicationId'], 'publication_id', [r.id as number], 'publication_cfgs'))[0] ?? null;
      r.sections = await sectionsOf([r.id as number]);
      const company = await db.query(
        `SELECT c.name, c.key, s.has_custom_style AS "hasCustomStyle", s.text_color AS "textColor", s.primary_color AS "primaryColor",
                s.secondary_color AS "secondaryColor"
           FROM publications p JOIN companies c ON c.id = p.company_id
           LEFT JOIN companycfgs cc ON cc.company_id = c.id LEFT JOIN company_styles s ON s.company_cfg_id = cc.id WHERE p.id = $1`,
        [r.id],
      );
      r.company = company[0] ?? null;
    },
    locations: async (r) => {
      r.plots = await sub('plots', ['id', 'type', 'geometry', 'properties', 'locationId'], 'location_id', [r.id as number], 'plots');
      r.concepts = await rows('concepts', 't.location_id = $1', [r.id]);
      const summary = await db.query(
        `SELECT s.zones, s.max_height, s.max_fsi, s.nrconcepts FROM location_cfgs c JOIN location_summaries s ON s.location_cfg_id = c.id WHERE c.location_id = $1`,
        [r.id],
      );
      r.summary = summary[0] ?? null;
    },
    concepts: async (r) => {
      r.buildings = await sub(
        'buildings',
        ['id', 'name', 'archetype', 'maxwidth', 'maxlength', 'maxheight', 'x', 'y', 'z', 'rotate_z', 'version', 'conceptId', 'result'],
        'concept_id',
        [r.id as number],
        'buildings',
      );
      r.summary = (await sub('concept_summaries', ['show_description', 'show_currentsituation', 'show_regulations', 'show_context', 'show_floorplans', 'show_businesscase', 'conceptId'], 'concept_id', [r.id as number], 'concept_summaries'))[0] ?? null;
    },
    searchqueries: async (r) => {
      r.locations = await rows('locations', 't.search_query_id = $1', [r.id]);
    },
    companies: async (r) => {
      r.publications = await rows('publications', 't.company_id = $1', [r.id]);
    },
    sections: async () => undefined,
  };

  app.get<{ Params: { entity: string }; Querystring: unknown }>('/api/:entity/public/list', access('public'), async (req) => {
    const name = req.params.entity;
    if (!isPublicEntity(name)) throw notFound(`Public ${name}`);
    const r = keysSchema.safeParse(req.query ?? {});
    if (!r.success) throw new AppError('validation_failed', 'keys: a comma-separated list of public keys');
    const keys = r.data.keys.split(',').filter((k) => keyPattern.test(k)).slice(0, 100);
    if (name === 'sections') {
      const pubs = await rows('publications', 't.key = ANY($1::text[])', [keys]);
      return sectionsOf(pubs.map((p) => p.id as number));
    }
    return rows(name, 't.key = ANY($1::text[])', [keys]);
  });

  app.get<{ Params: { entity: string; key: string } }>('/api/:entity/public/:key', access('public'), async (req) => {
    const name = req.params.entity;
    if (!isPublicEntity(name) || name === 'sections') throw notFound(`Public ${name}`);
    const r = await byKey(name, req.params.key);
    await details[name](r);
    return r;
  });

  const decisionSchema = z.strictObject({
    rating: z.number().int().min(0).max(5).optional(),
    decision: z.enum(['accept', 'reject']).optional(),
  });
  const patchLocation = async (key: string, body: unknown, only?: string) => {
    const r = decisionSchema.safeParse(body);
    if (!r.success || (r.data.rating === undefined && r.data.decision === undefined))
      throw new AppError('validation_failed', 'send {"rating": 0-5} or {"decision": "accept" | "reject"}');
    if (only && !(only in r.data)) throw new AppError('validation_failed', `this path changes ${only} only`);
    const loc = await byKey('locations', key);
    // The publication that exposes the location decides what a visitor may change.
    const cfg = (
      await db.query<{ allow: boolean; rating_mode: string; accept: number | null; reject: number | null }>(
        `SELECT pc.allow_accept_reject AS allow, pc.rating_mode, pc.search_query_accept_status AS accept, pc.search_query_reject_status AS reject
           FROM publications p JOIN publication_cfgs pc ON pc.publication_id = p.id
          WHERE p.status = $1 AND p.company_id = (SELECT company_id FROM locations WHERE id = $2)
            AND (p.id = $3 OR pc.location_key = $4 OR p.filter_search_query_id = $5 OR pc.search_query_key = (SELECT key FROM searchqueries WHERE id = $5))
          ORDER BY pc.allow_accept_reject DESC LIMIT 1`,
        [publicationStatuses.published, loc.id, loc.publicationId, loc.key, loc.searchQueryId],
      )
    )[0];
    const sets: Record<string, unknown> = {};
    if (r.data.rating !== undefined) {
      if (cfg?.rating_mode !== 'edit') throw new AppError('forbidden', 'This publication does not allow rating');
      sets.rating = r.data.rating;
    }
    if (r.data.decision) {
      const status = r.data.decision === 'accept' ? cfg?.accept : cfg?.reject;
      if (!cfg?.allow || status === null || status === undefined)
        throw new AppError('forbidden', 'This publication does not allow accepting or rejecting');
      sets.status = status;
    }
    const cols = Object.keys(sets);
    await db.query(
      `UPDATE locations SET ${cols.map((c, i) => `"${c}" = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [loc.id, ...cols.map((c) => sets[c])],
    );
    return byKey('locations', key);
  };
  app.patch<{ Params: { entity: string; key: string } }>('/api/:entity/public/:key', access('public', visitorWrites), async (req) => {
    if (req.params.entity !== 'locations') throw notFound(`Public ${req.params.entity}`);
    return patchLocation(req.params.key, req.body);
  });
  app.patch<{ Params: { entity: string; key: string; sub: string } }>('/api/:entity/public/:key/:sub', access('public', visitorWrites), async (req) => {
    if (req.params.entity !== 'locations' || !['rating', 'decision'].includes(req.params.sub)) throw notFound(`Public ${req.params.entity}`);
    return patchLocation(req.params.key, req.body, req.params.sub);
  });

  const publicNote = z.strictObject({
    locationKey: z.string().regex(keyPattern),
    name: z.string().min(1).max(200),
    description: z.string().max(10_000).optional(),
  });
  app.post<{ Params: { entity: string } }>('/api/:entity/list/public', access('public', SURVEY_ANSWER_LIMIT), async (req, reply) => {
    if (req.params.entity === 'notes') {
      const note = validate(publicNote, req.body);
      const loc = await byKey('locations', note.locationKey);
      const [created] = await db.query(
        `INSERT INTO notes (company_id, location_id, name, description, type, status) SELECT company_id, id, $2, $3, 'general', 'open'
           FROM locations WHERE id = $1 RETURNING id, name, description, type, status, created_at AS "createdAt"`,
        [loc.id, note.name, note.description ?? null],
      );
      return reply.status(201).send(present(entities.notes!, created!));
    }
    if (req.params.entity === 'sections') {
      const survey = validate(publicSurveyAnswersSchema, req.body);
      const pub = await byKey('publications', survey.publicationKey);
      const ids = survey.answers.map((a) => a.surveyquestionId);
      const allowed = await db.query<{ id: number; company_id: number }>(
        `SELECT q.id, q.company_id FROM survey_questions q JOIN section_cfgs c ON c.id = q.section_cfg_id JOIN sections s ON s.id = c.section_id
          WHERE s.publication_id = $1 AND q.status = 'published' AND q.id = ANY($2::integer[])`,
        [pub.id, ids],
      );
      const ok = new Map(allowed.map((a) => [a.id, a.company_id]));
      const bad = ids.filter((i) => !ok.has(i));
      if (bad.length) throw new AppError('reference_not_found', `Questions not in this publication: ${bad.join(', ')}`);
      // one key per sending: the respondent's private link; sent again with it, the answers replace theirs
      const respondentKey = survey.respondentKey ?? newKey();
      await db.transaction(async (tx) => {
        if (survey.respondentKey) {
          const replaced = await tx.query(
            `DELETE FROM survey_answers a USING survey_questions q, section_cfgs c, sections s
              WHERE a.respondent_key = $2 AND q.id = a.surveyquestion_id AND c.id = q.section_cfg_id AND s.id = c.section_id AND s.publication_id = $1
              RETURNING a.id`,
            [pub.id, survey.respondentKey],
          );
          if (!replaced.length) throw new AppError('not_found', 'This private link to change answers is not known for this publication.');
        }
        for (const a of survey.answers)
          await tx.query(
            `INSERT INTO survey_answers (company_id, surveyquestion_id, name, value, respondent_key) VALUES ($1, $2, 'answer', $3, $4)`,
            [ok.get(a.surveyquestionId), a.surveyquestionId, a.value, respondentKey],
          );
      });
      const saved: PublicSurveySaved = { saved: survey.answers.length, respondentKey };
      return reply.status(201).send(saved);
    }
    throw notFound(`Public ${req.params.entity}`);
  });
}
