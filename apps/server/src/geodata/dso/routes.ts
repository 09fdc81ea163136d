import type { FastifyInstance } from 'fastify';
import { dsoCredentialsBody, locations, type DsoCredentialsResponse, type OmgevingsplanFetchResponse } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import { readCompanyDsoKey, writeCompanyDsoKey } from './dsoKeys';
import { fetchOnlineRules } from './onlineRules';

/** The online Omgevingswet sources (issue #21 item 2): the company's DSO key and the fetch of a location's rules. */
export function registerDsoRoutes(app: FastifyInstance, db: Db, config: Config) {
  const answer = (company: boolean): DsoCredentialsResponse => ({ company, installation: !!config.DSO_API_KEY });

  // GET /api/dso/credentials: whether a key is set (never the key itself)
  app.get('/api/dso/credentials', access('signedIn'), async (req) => {
    const actor = actorOf(req);
    return answer(!!(await db.tenant(actor.companyId, (tx) => readCompanyDsoKey(tx, actor.companyId))));
  });

  // PUT /api/dso/credentials { apiKey | null }: a company admin enters or removes the company's key
  app.put('/api/dso/credentials', access('companyAdmin'), async (req) => {
    const actor = actorOf(req);
    const { apiKey } = validate(dsoCredentialsBody, req.body);
    await db.tenant(actor.companyId, (tx) => writeCompanyDsoKey(tx, actor.companyId, apiKey));
    return answer(!!apiKey);
  });

  // POST /api/locations/detail/{id}/omgevingsplan/fetch: the rules at the location from the DSO and Ruimtelijke Plannen
  app.post<{ Params: { id: string } }>('/api/locations/detail/:id/omgevingsplan/fetch', access('signedIn'), async (req): Promise<OmgevingsplanFetchResponse> => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    // app.log, not req.log: one logger the tests can watch for the key
    return fetchOnlineRules(db, actor, id, config, app.log);
  });
}
