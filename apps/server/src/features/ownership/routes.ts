import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations, sourceKeyRoutes } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { readBrkApiKey, writeBrkApiKey } from './companySecrets';
import { fetchLocationOwners } from './fetchOwners';

/** Parcel owners from the Kadaster (issue #16 item 3): the company's BRK credentials and the lookup per location. */
export function registerOwnershipRoutes(app: FastifyInstance, db: Db, config: Config) {
  // whether the company has entered a key (never the key itself)
  serve(app, sourceKeyRoutes.brk, async (_, req) => {
    const actor = actorOf(req);
    return { configured: !!(await db.tenant(actor.companyId, (tx) => readBrkApiKey(tx, actor.companyId))) };
  });

  // a company admin enters or removes the key
  serve(app, sourceKeyRoutes.setBrk, async ({ body: { apiKey } }, req) => {
    const actor = actorOf(req);
    await db.tenant(actor.companyId, (tx) => writeBrkApiKey(tx, actor.companyId, apiKey));
    return { configured: !!apiKey };
  });

  serve(app, locationRoutes.fetchOwners, async ({ params: { id } }, req) => fetchLocationOwners(db, authorize(locations, 'update', req.actor, undefined, id), id, config.BRK_BEVRAGEN_URL));
}
