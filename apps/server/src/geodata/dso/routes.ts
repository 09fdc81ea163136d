import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations, sourceKeyRoutes, type DsoCredentialsResponse } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { readCompanyDsoKey, writeCompanyDsoKey } from './dsoKeys';
import { fetchOnlineRules } from './onlineRules';

/** The online Omgevingswet sources (issue #21 item 2): the company's DSO key and the fetch of a location's rules. */
export function registerDsoRoutes(app: FastifyInstance, db: Db, config: Config) {
  const answer = (company: boolean): DsoCredentialsResponse => ({ company, installation: !!config.DSO_API_KEY });

  // whether a key is set (never the key itself)
  serve(app, sourceKeyRoutes.dso, async (_, req) => {
    const actor = actorOf(req);
    return answer(!!(await db.tenant(actor.companyId, (tx) => readCompanyDsoKey(tx, actor.companyId))));
  });

  // a company admin enters or removes the company's key
  serve(app, sourceKeyRoutes.setDso, async ({ body: { apiKey } }, req) => {
    const actor = actorOf(req);
    await db.tenant(actor.companyId, (tx) => writeCompanyDsoKey(tx, actor.companyId, apiKey));
    return answer(!!apiKey);
  });

  // the rules at the location from the DSO and Ruimtelijke Plannen (app.log, not req.log: one logger the tests can watch for the key)
  serve(app, locationRoutes.fetchOmgevingsplan, async ({ params: { id } }, req) => fetchOnlineRules(db, authorize(locations, 'update', req.actor, undefined, id), id, config, app.log));
}
