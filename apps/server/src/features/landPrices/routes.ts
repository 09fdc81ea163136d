import type { FastifyInstance } from 'fastify';
import { landPriceRoutes, locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { createLandPrice, deleteLandPrice, listLandPrices } from './landPrices';
import { landTransactionsAtLocation } from './landTransactions';

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
  // the plot sales near a location the RGW sheet sets the RGW against
  serve(app, locationRoutes.landTransactions, async ({ params: { id } }, req) => landTransactionsAtLocation(db, authorize(locations, 'read', req.actor, undefined, id), id));
}
