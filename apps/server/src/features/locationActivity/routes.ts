import type { FastifyInstance } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { serve } from '../../http/serve';
import { authorize } from '../../entities/policy';
import { locationActivity } from './activity';

/** GET /api/locations/detail/{id}/activity: the location's timeline (created, status and phase changes, notes, tasks, concepts, images). */
export function registerLocationActivityRoutes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.activity, async ({ params: { id } }, req) => {
    const actor = authorize(locations, 'read', req.actor);
    const events = await db.tenant(actor.companyId, (tx) => locationActivity(tx, actor.companyId, id));
    // a location always has its creation event: none means it is not the company's (or does not exist)
    if (!events.length) throw notFound('locations');
    return events;
  });
}
