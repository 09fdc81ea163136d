import type { FastifyInstance } from 'fastify';
import { sourceKeyRoutes, type DsoCredentialsResponse } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { readCompanyDsoKey, writeCompanyDsoKey } from './dsoKeys';

/**
 * The online Omgevingswet sources (issue #21 item 2): the company's DSO key (the fetch of a location's rules is a
 * location constraints route: features/locationConstraints/onlineRules.ts).
 */
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
}
