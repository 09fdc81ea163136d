import type { FastifyInstance } from 'fastify';
import { locations, parkingNormRoutes, parkingPresenceRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { carOwnershipAtLocation } from './carOwnership';
import { createParkingNorm, deleteParkingNorm, listParkingNorms } from './parkingNorms';
import { deleteParkingPresence, listParkingPresence, replaceParkingPresence } from './parkingPresence';

/**
 * /api/parkingnorms and /api/parkingpresence: the company's parking norms and presence tables per municipality (issue
 * #43 item 1; docs/concepts.md 10).
 */
export function registerParkingNormRoutes(app: FastifyInstance, db: Db) {
  serve(app, parkingNormRoutes.list, async ({ query }, req) => listParkingNorms(db, actorOf(req).companyId, query.municipality));
  serve(app, parkingNormRoutes.create, async ({ body }, req) => {
    const actor = actorOf(req);
    return createParkingNorm(db, actor.companyId, actor.userId, body);
  });
  serve(app, parkingNormRoutes.carOwnership, async ({ params: { id } }, req) => carOwnershipAtLocation(db, authorize(locations, 'read', req.actor, undefined, id), id));
  serve(app, parkingNormRoutes.remove, async ({ params }, req) => {
    await deleteParkingNorm(db, actorOf(req).companyId, params.id);
  });
  serve(app, parkingPresenceRoutes.list, async ({ query }, req) => listParkingPresence(db, actorOf(req).companyId, query.municipality));
  serve(app, parkingPresenceRoutes.replace, async ({ body }, req) => {
    const actor = actorOf(req);
    return replaceParkingPresence(db, actor.companyId, actor.userId, body);
  });
  serve(app, parkingPresenceRoutes.remove, async ({ query }, req) => {
    await deleteParkingPresence(db, actorOf(req).companyId, query.municipality, query.year);
  });
}
