import type { FastifyInstance } from 'fastify';
import { landPriceRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { createLandPrice, deleteLandPrice, listLandPrices } from './landPrices';

/** /api/landprices: the company's ground prices per municipality (issue #43 item 5; docs/finance.md "Land price check"). */
export function registerLandPriceRoutes(app: FastifyInstance, db: Db) {
  serve(app, landPriceRoutes.list, async ({ query }, req) =>
    listLandPrices(db, actorOf(req).companyId, query.municipality),
  );
  serve(app, landPriceRoutes.create, async ({ body }, req) => {
    const actor = actorOf(req);
    return createLandPrice(db, actor.companyId, actor.userId, body);
  });
  serve(app, landPriceRoutes.remove, async ({ params }, req) => {
    await deleteLandPrice(db, actorOf(req).companyId, params.id);
  });
}
