import type { FastifyInstance } from 'fastify';
import { entities, visitorRoutes, type VisitorLocationChange } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { present } from '../../entities/present';
import { publicByKey } from '../../entities/publicRecords';
import { serve } from '../../http/serve';
import { decideLocation } from './decision';
import { addPublicNote } from './publicNote';
import { saveSurveyAnswers } from './publicSurveyAnswers';
import { checkVisitorRating, storeVisitorRating } from './visitorRating';
import { answerChars, type VisitorBudget } from './visitorBudget';
import { publicationsShowing } from './visitorChars';

// a visitor's rating or decision: per address and location key, like the other visitor writes
const visitorWrites = {
  rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req: { ip: string; params: unknown }) => `${req.ip}|${(req.params as { key?: string }).key ?? ''}` },
};
/** The limit of a visitor's notes and survey answers: 30 a minute per address (also the IBIS survey's answers). */
export const SURVEY_ANSWER_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * A visitor's rating and/or accept or reject of a published location, nothing written when either is refused;
 * answers the location as a visitor sees it. The decision is the search-query page's (decision.ts), as through
 * POST /api/publications/decision, with the visitor's name as there.
 */
async function changeLocation(db: Db, key: string, change: VisitorLocationChange) {
  const loc = await publicByKey(db, 'locations', key);
  if (change.rating !== undefined) await checkVisitorRating(db, loc);
  if (change.decision) await decideLocation(db, null, key, { decision: change.decision, visitorName: change.visitorName });
  if (change.rating !== undefined) await storeVisitorRating(db, loc.id, change.rating);
  return publicByKey(db, 'locations', key);
}

/**
 * The writes of spec section 7 a visitor of a published publication may make through the generic API's addresses:
 * rate, accept or reject a location, leave a note, answer a survey.
 */
export function registerVisitorRoutes(app: FastifyInstance, db: Db, budget: VisitorBudget) {
  serve(app, visitorRoutes.changeLocation, async ({ params, body }) => changeLocation(db, params.key, body), visitorWrites);
  serve(app, visitorRoutes.rateLocation, async ({ params, body }) => changeLocation(db, params.key, body), visitorWrites);
  serve(app, visitorRoutes.decideLocation, async ({ params, body }) => changeLocation(db, params.key, body), visitorWrites);

  serve(
    app,
    visitorRoutes.note,
    async ({ body }, req) => {
      const loc = await publicByKey(db, 'locations', body.locationKey);
      // counted for the publications that show the location, as a survey answer is for its own
      await budget.admit(db, req.ip, body.name.length + (body.description?.length ?? 0), await publicationsShowing(db, Number(loc.id)));
      return present(entities.notes!, await addPublicNote(db, loc.id, body));
    },
    SURVEY_ANSWER_LIMIT,
  );
  serve(
    app,
    visitorRoutes.surveyAnswers,
    async ({ body }, req) => {
      const pub = await publicByKey(db, 'publications', body.publicationKey);
      await budget.admit(db, req.ip, answerChars(body.answers), [Number(pub.id)]);
      return saveSurveyAnswers(db, pub.id, body);
    },
    SURVEY_ANSWER_LIMIT,
  );
}
