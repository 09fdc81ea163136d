import type { FastifyInstance } from 'fastify';
import { specDefaultGlobalPresets } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { access, actorOf } from '../../http/access';
import { parseGlobalPresets, readGlobalPresets, storeGlobalPresets } from './globalPresets';

/** The staff's global presets (issue #20 item 6): read, replace, and reset to the spec defaults. */
export function registerAdminPresetRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/presets', access('staff'), async () => readGlobalPresets(db));

  app.put('/api/admin/presets', access('staff'), async (req) => {
    const staff = actorOf(req);
    return storeGlobalPresets(db, parseGlobalPresets(req.body), staff.userId);
  });

  app.post('/api/admin/presets/reset', access('staff'), async (req) => {
    const staff = actorOf(req);
    return storeGlobalPresets(db, specDefaultGlobalPresets(), staff.userId);
  });
}
