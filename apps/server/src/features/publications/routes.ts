import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPublicationSchema, publicDecisionSchema, publications, type PublicRespondentAnswers } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { publicationOverview } from './overview';
import { createPublication, duplicatePublication } from './create';
import { buildPage, countVisit, ownById, publishedByKey } from './page';
import { answersXlsx, respondentAnswers, surveyAnswers } from './answers';
import { decideLocation } from './decision';
import { registerIbisRoutes } from './ibisRoutes';
import { ibisMunicipalities, ibisParkNames } from './ibisParks';

const keyPattern = /^[A-Za-z0-9_-]{1,100}$/;
const checkKey = (key: string | undefined) => {
  if (key !== undefined && !keyPattern.test(key)) throw notFound('publications');
};

// visitor writes count per publication and address, so one busy page does not lock out another
const perPublication = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `${req.ip}|${(req.params as { key?: string }).key ?? ''}`,
  },
});

/**
 * Publications beside the generic data API (issue #19): the overview, creating from a record, duplicating, the
 * editor's preview, survey answers (table and XLSX), the one-request public page and a visitor's accept/reject.
 */
export function registerPublicationRoutes(app: FastifyInstance, db: Db) {
  const reader = (req: FastifyRequest) => authorize(publications, 'read', actorOf(req));
  // the answers with the name of the park each IBIS answer is about (geodata: read outside the tenant transaction)
  const answersOf = async (companyId: number, id: number) => {
    const rows = await db.tenant(companyId, async (tx) => {
      if (!(await ownById(tx, companyId, id))) throw notFound('publications');
      return surveyAnswers(tx, companyId, id);
    });
    const names = await ibisParkNames(db, rows.flatMap((r) => (r.rin ? [r.rin] : [])));
    return rows.map((r) => ({ ...r, park: r.rin ? (names.get(r.rin) ?? null) : null }));
  };

  app.get('/api/publications/overview', access('signedIn'), async (req) => {
    const actor = reader(req);
    return db.tenant(actor.companyId, (tx) => publicationOverview(tx, actor.companyId));
  });

  app.post('/api/publications/create', access('signedIn'), async (req, reply) => {
    const body = validate(createPublicationSchema, req.body);
    const actor = authorize(publications, 'create', actorOf(req));
    // an IBIS survey of one municipality needs its business parks in the register
    if (body.source === 'ibis_survey' && body.area && !(await ibisMunicipalities(db, body.area)).length)
      throw notFound(`business parks in ${body.area}`);
    const created = await db.tenant(actor.companyId, (tx) => createPublication(tx, actor.companyId, body, actor.userId || null));
    return reply.status(201).send(created);
  });

  app.post<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/api/publications/duplicate/:id',
    access('signedIn'),
    async (req, reply) => {
      const actor = authorize(publications, 'create', actorOf(req));
      const id = parseId(req.params.id);
      const suffix = req.query.lang === 'en' ? 'copy' : 'kopie';
      const created = await db.tenant(actor.companyId, (tx) =>
        duplicatePublication(tx, actor.companyId, id, (n) => `${n} (${suffix})`, actor.userId || null),
      );
      return reply.status(201).send(created);
    },
  );

  app.get<{ Params: { id: string } }>('/api/publications/preview/:id', access('signedIn'), async (req) => {
    const actor = reader(req);
    const id = parseId(req.params.id);
    return db.tenant(actor.companyId, async (tx) => {
      const p = await ownById(tx, actor.companyId, id);
      if (!p) throw notFound('publications');
      return buildPage(tx, p);
    });
  });

  app.get<{ Params: { id: string } }>('/api/publications/answers/:id', access('signedIn'), async (req) => {
    const actor = reader(req);
    return answersOf(actor.companyId, parseId(req.params.id));
  });

  // the municipalities with business parks, for a new IBIS survey (the create dialog)
  app.get('/api/publications/ibis-municipalities', access('signedIn'), async (req) => {
    reader(req);
    return ibisMunicipalities(db, null);
  });

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/api/publications/answers/:id/xlsx',
    access('signedIn'),
    async (req, reply) => {
      const actor = reader(req);
      const id = parseId(req.params.id);
      const rows = await answersOf(actor.companyId, id);
      const lang = req.query.lang === 'en' ? 'en' : 'nl';
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="${lang === 'nl' ? 'antwoorden' : 'answers'}-${id}.xlsx"`,
        )
        .send(await answersXlsx(rows, lang));
    },
  );

  // The public page in one request; draft, hidden and unknown keys all answer the same 404.
  app.get<{ Params: { key: string; location_key?: string } }>(
    '/api/publications/page/:key/:location_key?',
    access('public', perPublication(120)),
    async (req) => {
      checkKey(req.params.key);
      checkKey(req.params.location_key);
      const p = await publishedByKey(db, req.params.key);
      if (!p) throw notFound('publications');
      const page = await buildPage(db, p, req.params.location_key);
      // a location key outside the publication leaves `location` null: the page says so (no 404 noise for the page)
      await countVisit(db, p);
      return page;
    },
  );

  // a respondent's answers by their private link, to change them; an unknown link answers the same 404 as a wrong key
  app.get<{ Params: { key: string; respondent_key: string } }>(
    '/api/publications/respondent/:key/:respondent_key',
    access('public', perPublication(120)),
    async (req): Promise<PublicRespondentAnswers> => {
      checkKey(req.params.key);
      checkKey(req.params.respondent_key);
      const p = await publishedByKey(db, req.params.key);
      if (!p) throw notFound('publications');
      const answers = await respondentAnswers(db, p.id, req.params.respondent_key);
      if (!answers.answers.length) throw notFound('survey_answers');
      return answers;
    },
  );

  app.post<{ Params: { key: string; location_key: string } }>(
    '/api/publications/decision/:key/:location_key',
    access('public', perPublication(20)),
    async (req) => {
      checkKey(req.params.key);
      checkKey(req.params.location_key);
      const body = validate(publicDecisionSchema, req.body);
      return decideLocation(db, req.params.key, req.params.location_key, body);
    },
  );

  registerIbisRoutes(app, db);
}
