import { z } from 'zod';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';

// Deleted items (/admin/deleted): what a delete removed, kept until the retention period ends, restorable by staff.

/** How long a deleted record can be restored before the purge_deleted job removes its copy for good. */
export const DELETED_RETENTION_DAYS = 30;

/** GET /api/admin/deleted?entity=&companyId=&q=&limit=&offset= (newest first). */
export const deletedListQuerySchema = z.strictObject({
  entity: z.string().regex(/^[a-z_]{1,40}$/).optional(),
  companyId: z.coerce.number().int().min(1).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** One deleted record as staff see it: what it was, who deleted it when, and what else its delete removed. */
const deletedItemSchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  recordId: z.number().int(),
  label: z.string(),
  companyId: z.number().int(),
  companyName: z.string().nullable(),
  deletedByName: z.string(),
  deletedAt: z.string(),
  /** when the purge_deleted job removes the copy */
  purgeAfter: z.string(),
  rowCount: z.number().int(),
  /** rows per table the delete removed, the record's own table first */
  parts: z.array(z.object({ table: z.string(), rows: z.number().int() })),
});
export type DeletedItem = z.infer<typeof deletedItemSchema>;

/** GET /api/admin/deleted: one page, the total, the entities present (for the filter) and the retention period. */
const deletedListAnswerSchema = z.object({ items: z.array(deletedItemSchema), total: z.number().int(), entities: z.array(z.string()), retentionDays: z.number().int() });
export type DeletedListAnswer = z.infer<typeof deletedListAnswerSchema>;

/** POST /api/admin/deleted/{id}/restore: what came back. */
const deletedRestoreAnswerSchema = z.object({ entity: z.string(), recordId: z.number().int(), rowCount: z.number().int() });

/** How long the user who deleted a record (or a company admin) can undo the delete themselves; staff keep the retention period. */
export const UNDO_DELETE_HOURS = 24;

/** POST /api/locations/undo-delete/{id} (the id of the deleted location): the location is back with what went with it. */
const undoDeleteAnswerSchema = z.object({ recordId: z.number().int(), rowCount: z.number().int() });
export type UndoDeleteAnswer = z.infer<typeof undoDeleteAnswerSchema>;

/** The routes of /admin/deleted (staff) and the user's undo of a location delete. */
export const deletedRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/deleted',
    access: 'staff',
    summary: 'Staff: deleted records of every company, newest first, with what went with each',
    query: deletedListQuerySchema,
    response: deletedListAnswerSchema,
  }),
  restore: defineRoute({ method: 'POST', path: '/api/admin/deleted/:id/restore', access: 'staff', summary: 'Staff: restore a deleted record with what its delete removed', params: idParamsSchema, response: deletedRestoreAnswerSchema }),
  purge: defineRoute({ method: 'DELETE', path: '/api/admin/deleted/:id', access: 'staff', summary: 'Staff: remove the copy of a deleted record for good', params: idParamsSchema, response: z.undefined(), status: 204 }),
  undoLocationDelete: defineRoute({
    method: 'POST',
    path: '/api/locations/undo-delete/:id',
    access: 'signedIn',
    summary: `Undo the delete of a location (its id) within ${UNDO_DELETE_HOURS} hours, by whoever deleted it or a company admin`,
    params: idParamsSchema,
    response: undoDeleteAnswerSchema,
  }),
};
