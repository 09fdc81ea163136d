import type { FastifyInstance } from 'fastify';
import { locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { locationActivity } from './activity';
import { access } from '../../http/access';

/** GET /api/locations/detail/{id}/activity: the location's timeline (created, status and phase changes, notes, tasks, concepts, images). */
export function registerLocationActivityRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string } }>('/api/locations/detail/:id/activity', access('signedIn'), async (req) => {
    const actor = authorize(locations, 'read', req.actor);
    const id = parseId(req.params.id);
    const events = await db.tenant(actor.companyId, (tx) => locationActivity(tx, actor.companyId, id));
    // a location always has its creation event: none means it is not the company's (or does not exist)
    if (!events.length) throw notFound('locations');
    return events;
  });
}
