import type { FastifyInstance } from 'fastify';
import { brkCredentialsBody, locations, type BrkCredentialsResponse } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import { readBrkApiKey, writeBrkApiKey } from './companySecrets';
import { fetchLocationOwners } from './fetchOwners';

/** Parcel owners from the Kadaster (issue #16 item 3): the company's BRK credentials and the lookup per location. */
export function registerOwnershipRoutes(app: FastifyInstance, db: Db, config: Config) {
  // GET /api/ownership/brk-credentials: whether the company has entered a key (never the key itself)
  app.get('/api/ownership/brk-credentials', access('signedIn'), async (req) => {
    const actor = actorOf(req);
    const key = await db.tenant(actor.companyId, (tx) => readBrkApiKey(tx, actor.companyId));
    const answer: BrkCredentialsResponse = { configured: !!key };
    return answer;
  });

  // PUT /api/ownership/brk-credentials { apiKey | null }: a company admin enters or removes the key
  app.put('/api/ownership/brk-credentials', access('companyAdmin'), async (req) => {
    const actor = actorOf(req);
    const { apiKey } = validate(brkCredentialsBody, req.body);
    await db.tenant(actor.companyId, (tx) => writeBrkApiKey(tx, actor.companyId, apiKey));
    const answer: BrkCredentialsResponse = { configured: !!apiKey };
    return answer;
  });

  // POST /api/locations/detail/{id}/owners/fetch: the owners of the location's parcels from the Kadaster
  app.post<{ Params: { id: string } }>('/api/locations/detail/:id/owners/fetch', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    return fetchLocationOwners(db, actor, id, config.BRK_BEVRAGEN_URL);
  });
}
