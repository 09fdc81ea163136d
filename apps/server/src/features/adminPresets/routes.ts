import type { FastifyInstance } from 'fastify';
import { completeGlobalPresets, globalPresetRoutes, specDefaultGlobalPresets } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { readGlobalPresets, storeGlobalPresets } from './globalPresets';

/** The staff's global presets (issue #20 item 6): read, replace (completed with every field's default), and reset to the spec defaults. */
export function registerAdminPresetRoutes(app: FastifyInstance, db: Db) {
  serve(app, globalPresetRoutes.read, async () => readGlobalPresets(db));

  serve(app, globalPresetRoutes.replace, async ({ body }, req) => storeGlobalPresets(db, completeGlobalPresets(body), actorOf(req).userId));

  serve(app, globalPresetRoutes.reset, async (_, req) => storeGlobalPresets(db, specDefaultGlobalPresets(), actorOf(req).userId));
}
