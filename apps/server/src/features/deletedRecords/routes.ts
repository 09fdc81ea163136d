import type { FastifyInstance } from 'fastify';
import { deletedIdParamsSchema, deletedListQuerySchema, type DeletedRestoreAnswer } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { notFound } from '../../http/appError';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import { listDeleted, purgeDeleted } from './deletedItems';
import { restoreDeleted } from './restoreDeleted';
import { undoDelete } from './undoDelete';
import { parseId } from '../../entities/routes';
import { authorize } from '../../entities/policy';
import { locations, type UndoDeleteAnswer } from '@plotwise/contracts';

/**
 * /admin/deleted (staff): deleted records of every company, restore (with what the delete removed) and purge, each
 * audited. Beside it the user's undo of a location delete (company-scoped, the same restore, audited the same way).
 */
export function registerDeletedRecordRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/deleted', access('staff'), async (req) => listDeleted(db, validate(deletedListQuerySchema, req.query ?? {}, 'query')));

  app.post('/api/admin/deleted/:id/restore', access('staff'), async (req): Promise<DeletedRestoreAnswer> => {
    const { id } = validate(deletedIdParamsSchema, req.params, 'path');
    const back = await restoreDeleted(db, id);
    await recordAudit(db, { kind: 'record_restored', companyId: back.companyId, userId: actorOf(req).userId, detail: { entity: back.entity, ids: [back.recordId], rows: back.rowCount }, ip: req.ip });
    return { entity: back.entity, recordId: back.recordId, rowCount: back.rowCount };
  });

  app.post<{ Params: { id: string } }>('/api/locations/undo-delete/:id', access('signedIn'), async (req): Promise<UndoDeleteAnswer> => {
    // the id of the deleted location; a read-only company may not write it back either
    const actor = authorize(locations, 'create', actorOf(req));
    const back = await undoDelete(db, actor, locations.name, parseId(req.params.id));
    await recordAudit(db, { kind: 'record_restored', companyId: actor.companyId, userId: actor.userId, detail: { entity: locations.name, ids: [back.recordId], rows: back.rowCount, undo: true }, ip: req.ip });
    return back;
  });

  app.delete('/api/admin/deleted/:id', access('staff'), async (req, reply) => {
    const { id } = validate(deletedIdParamsSchema, req.params, 'path');
    const gone = await purgeDeleted(db, id);
    if (!gone) throw notFound('Deleted record');
    await recordAudit(db, { kind: 'record_purged', companyId: gone.companyId, userId: actorOf(req).userId, detail: { entity: gone.entity, ids: [gone.recordId] }, ip: req.ip });
    return reply.status(204).send();
  });
}
