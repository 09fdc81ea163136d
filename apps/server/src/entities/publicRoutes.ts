import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities, publicSurveyAnswersSchema } from '@plotwise/contracts';
import { AppError, notFound } from '../http/appError';
import type { Db } from '../db/database';
import { present } from './present';
import { publicViews, type PublicEntity } from './publicAccess';
import { publicByKey, publicKeyPattern } from './publicRecords';
import { publicDetail, publicList } from './publicDetails';
import { decideAsVisitor } from './publicDecision';
import { addPublicNote } from './publicNote';
import { saveSurveyAnswers } from './publicSurveyAnswers';
import { validate } from '../http/validate';
import { access } from '../http/access';

const isPublicEntity = (name: string): name is PublicEntity => Object.prototype.hasOwnProperty.call(publicViews, name);

// a visitor's rating or decision: per address and location key, like the other visitor writes
const visitorWrites = {
  rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req: { ip: string; params: unknown }) => `${req.ip}|${(req.params as { key?: string }).key ?? ''}` },
};
/** The limit of a visitor's notes and survey answers: 30 a minute per address (also the IBIS survey's answers). */
export const SURVEY_ANSWER_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const keysSchema = z.strictObject({ keys: z.string().min(1).max(5000) });

const decisionSchema = z.strictObject({
  rating: z.number().int().min(0).max(5).optional(),
  decision: z.enum(['accept', 'reject']).optional(),
});
/** A visitor's rating or decision as sent; `only`: the one of them this path changes. */
function visitorDecision(body: unknown, only?: string) {
  const r = decisionSchema.safeParse(body);
  if (!r.success || (r.data.rating === undefined && r.data.decision === undefined))
    throw new AppError('validation_failed', 'send {"rating": 0-5} or {"decision": "accept" | "reject"}');
  if (only && !(only in r.data)) throw new AppError('validation_failed', `this path changes ${only} only`);
  return r.data;
}

const publicNote = z.strictObject({
  locationKey: z.string().regex(publicKeyPattern),
  name: z.string().min(1).max(200),
  description: z.string().max(10_000).optional(),
});

/**
 * The public variants of spec section 7: reads and the few writes a visitor of a published publication
 * may make (rating or accepting a location, a note, survey answers). Nothing else is reachable by key.
 */
export function registerPublicRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { entity: string }; Querystring: unknown }>('/api/:entity/public/list', access('public'), async (req) => {
    const name = req.params.entity;
    if (!isPublicEntity(name)) throw notFound(`Public ${name}`);
    const r = keysSchema.safeParse(req.query ?? {});
    if (!r.success) throw new AppError('validation_failed', 'keys: a comma-separated list of public keys');
    const keys = r.data.keys.split(',').filter((k) => publicKeyPattern.test(k)).slice(0, 100);
    return publicList(db, name, keys);
  });

  app.get<{ Params: { entity: string; key: string } }>('/api/:entity/public/:key', access('public'), async (req) => {
    const name = req.params.entity;
    if (!isPublicEntity(name) || name === 'sections') throw notFound(`Public ${name}`);
    return publicDetail(db, name, req.params.key);
  });

  app.patch<{ Params: { entity: string; key: string } }>('/api/:entity/public/:key', access('public', visitorWrites), async (req) => {
    if (req.params.entity !== 'locations') throw notFound(`Public ${req.params.entity}`);
    return decideAsVisitor(db, req.params.key, visitorDecision(req.body));
  });
  app.patch<{ Params: { entity: string; key: string; sub: string } }>('/api/:entity/public/:key/:sub', access('public', visitorWrites), async (req) => {
    if (req.params.entity !== 'locations' || !['rating', 'decision'].includes(req.params.sub)) throw notFound(`Public ${req.params.entity}`);
    return decideAsVisitor(db, req.params.key, visitorDecision(req.body, req.params.sub));
  });

  app.post<{ Params: { entity: string } }>('/api/:entity/list/public', access('public', SURVEY_ANSWER_LIMIT), async (req, reply) => {
    if (req.params.entity === 'notes') {
      const note = validate(publicNote, req.body);
      const loc = await publicByKey(db, 'locations', note.locationKey);
      return reply.status(201).send(present(entities.notes!, await addPublicNote(db, loc.id, note)));
    }
    if (req.params.entity === 'sections') {
      const survey = validate(publicSurveyAnswersSchema, req.body);
      const pub = await publicByKey(db, 'publications', survey.publicationKey);
      return reply.status(201).send(await saveSurveyAnswers(db, pub.id, survey));
    }
    throw notFound(`Public ${req.params.entity}`);
  });
}
