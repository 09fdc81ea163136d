import type { FastifyInstance } from 'fastify';
import { deletedIdParamsSchema, deletedListQuerySchema, type DeletedRestoreAnswer } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { recordAudit } from '../../auth/audit';
import { notFound } from '../../http/appError';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import { listDeleted, purgeDeleted } from './deletedItems';
import { restoreDeleted } from './restoreDeleted';

/** /admin/deleted (staff): deleted records of every company, restore (with what the delete removed) and purge, each audited. */
export function registerDeletedRecordRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/admin/deleted', access('staff'), async (req) => listDeleted(db, validate(deletedListQuerySchema, req.query ?? {}, 'query')));

  app.post('/api/admin/deleted/:id/restore', access('staff'), async (req): Promise<DeletedRestoreAnswer> => {
    const { id } = validate(deletedIdParamsSchema, req.params, 'path');
    const back = await restoreDeleted(db, id);
    await recordAudit(db, { kind: 'record_restored', companyId: back.companyId, userId: actorOf(req).userId, detail: { entity: back.entity, ids: [back.recordId], rows: back.rowCount }, ip: req.ip });
    return { entity: back.entity, recordId: back.recordId, rowCount: back.rowCount };
  });

  app.delete('/api/admin/deleted/:id', access('staff'), async (req, reply) => {
    const { id } = validate(deletedIdParamsSchema, req.params, 'path');
    const gone = await purgeDeleted(db, id);
    if (!gone) throw notFound('Deleted record');
    await recordAudit(db, { kind: 'record_purged', companyId: gone.companyId, userId: actorOf(req).userId, detail: { entity: gone.entity, ids: [gone.recordId] }, ip: req.ip });
    return reply.status(204).send();
  });
}
