import type { FastifyInstance } from 'fastify';
import { deletedRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { notFound } from '../../http/appError';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { authorize } from '../../entities/policy';
import { listDeleted, purgeDeleted } from './deletedItems';
import { restoreDeleted } from './restoreDeleted';
import { undoDelete } from './undoDelete';

/**
 * /admin/deleted (staff): deleted records of every company, restore (with what the delete removed) and purge, each
 * audited. Beside it the user's undo of a location delete (company-scoped, the same restore, audited the same way).
 */
export function registerDeletedRecordRoutes(app: FastifyInstance, db: Db) {
  serve(app, deletedRoutes.list, async ({ query }) => listDeleted(db, query));

  serve(app, deletedRoutes.restore, async ({ params }, req) => {
    const back = await restoreDeleted(db, params.id);
    await recordAudit(db, { kind: 'record_restored', companyId: back.companyId, userId: actorOf(req).userId, detail: { entity: back.entity, ids: [back.recordId], rows: back.rowCount }, ip: req.ip });
    return { entity: back.entity, recordId: back.recordId, rowCount: back.rowCount };
  });

  serve(app, deletedRoutes.undoLocationDelete, async ({ params }, req) => {
    // the id of the deleted location; a read-only company may not write it back either
    const actor = authorize(locations, 'create', actorOf(req));
    const back = await undoDelete(db, actor, locations.name, params.id);
    await recordAudit(db, { kind: 'record_restored', companyId: actor.companyId, userId: actor.userId, detail: { entity: locations.name, ids: [back.recordId], rows: back.rowCount, undo: true }, ip: req.ip });
    return back;
  });

  serve(app, deletedRoutes.purge, async ({ params }, req) => {
    const gone = await purgeDeleted(db, params.id);
    if (!gone) throw notFound('Deleted record');
    await recordAudit(db, { kind: 'record_purged', companyId: gone.companyId, userId: actorOf(req).userId, detail: { entity: gone.entity, ids: [gone.recordId] }, ip: req.ip });
  });
}
