import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ibisSurveyRoutes, type IbisMunicipality } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { serve } from '../../http/serve';
import { SURVEY_ANSWER_LIMIT } from './visitorRoutes';
import { answerChars, type VisitorBudget } from './visitorBudget';
import { companyOf, countVisit, publicationHead, publishedByKey, sectionsOf, type PubRow } from './page';
import { ibisMunicipalities, ibisPark, ibisParkOutlines, ibisParks } from './ibisParks';
import { reportedValues, saveIbisAnswers } from './ibisAnswers';

const keyPattern = /^[A-Za-z0-9_-]{1,100}$/;
// an IBIS number is "<municipality code>/<number>" (percent-encoded in a URL: it has a slash)
const rinPattern = /^[A-Za-z0-9][A-Za-z0-9/._-]{0,39}$/;
const gone = () => notFound('publications');

// reads count per publication and address, as the other public pages do
const reads = {
  rateLimit: {
    max: 120,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `${req.ip}|${(req.params as { key?: string }).key ?? ''}`,
  },
};

/** The published IBIS survey with this key; draft, hidden, unknown and other types all answer the same 404. */
async function survey(db: Db, key: string): Promise<PubRow> {
  if (!keyPattern.test(key)) throw gone();
  const p = await publishedByKey(db, key);
  if (!p || p.type !== 'ibis_survey') throw gone();
  return p;
}

/** The municipality as the register spells it, if the survey covers it (its filterMunicipality, or every one). */
async function municipalityOf(db: Db, p: PubRow, name: string): Promise<IbisMunicipality> {
  const wanted = name.trim();
  if (!wanted || wanted.length > 200) throw gone();
  const covered = await ibisMunicipalities(db, p.filter_municipality);
  const found = covered.find((m) => m.name.toLowerCase() === wanted.toLowerCase());
  if (!found) throw gone();
  return found;
}

async function parkOf(db: Db, p: PubRow, params: { municipality: string; rin: string }) {
  const m = await municipalityOf(db, p, params.municipality);
  const rin = params.rin.trim();
  if (!rinPattern.test(rin)) throw gone();
  const park = await ibisPark(db, m.name, rin);
  if (!park) throw gone();
  return park;
}

const head = async (db: Db, p: PubRow) => ({ publication: publicationHead(p), company: await companyOf(db, p.company_id) });

/**
 * The public IBIS survey (/pub/ibis, signed out): the municipalities with business parks, the parks of one, one park
 * with the survey and what it reported, and a company's answers about its park (docs/publications.md, "IBIS survey").
 */
export function registerIbisRoutes(app: FastifyInstance, db: Db, budget: VisitorBudget) {
  serve(
    app,
    ibisSurveyRoutes.index,
    async ({ params }) => {
      const p = await survey(db, params.key);
      const page = { ...(await head(db, p)), municipalities: await ibisMunicipalities(db, p.filter_municipality) };
      await countVisit(db, p);
      return page;
    },
    reads,
  );

  serve(
    app,
    ibisSurveyRoutes.municipality,
    async ({ params }) => {
      const p = await survey(db, params.key);
      const m = await municipalityOf(db, p, params.municipality);
      return { ...(await head(db, p)), municipality: m.name, parks: await ibisParks(db, m.name) };
    },
    reads,
  );

  serve(
    app,
    ibisSurveyRoutes.park,
    async ({ params }) => {
      const p = await survey(db, params.key);
      const park = await parkOf(db, p, params);
      const sections = (await sectionsOf(db, p.company_id, p.id)).filter((s) => s.type === 'survey');
      const reported = await db.tenant(p.company_id, (tx) => reportedValues(tx, p.id, park.rin));
      return { ...(await head(db, p)), park, sections, reported };
    },
    reads,
  );

  // the map of the parks (loaded when it nears the viewport): one municipality's, or those of every one the survey covers
  serve(
    app,
    ibisSurveyRoutes.map,
    async ({ params, query }) => {
      const p = await survey(db, params.key);
      const covered = query.municipality ? [(await municipalityOf(db, p, query.municipality)).name] : p.filter_municipality ? [p.filter_municipality] : null;
      return { parks: await ibisParkOutlines(db, covered) };
    },
    reads,
  );

  serve(
    app,
    ibisSurveyRoutes.answer,
    async ({ params, body }, req) => {
      const p = await survey(db, params.key);
      const park = await parkOf(db, p, params);
      await budget.admit(db, req.ip, answerChars(body.answers), [Number(p.id)]);
      return saveIbisAnswers(db, p, park.rin, body);
    },
    SURVEY_ANSWER_LIMIT,
  );
}
