import { z } from 'zod';

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

/** The path parameter of /api/admin/deleted/{id}/... */
export const deletedIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One deleted record as staff see it: what it was, who deleted it when, and what else its delete removed. */
export type DeletedItem = {
  id: number;
  entity: string;
  recordId: number;
  label: string;
  companyId: number;
  companyName: string | null;
  deletedByName: string;
  deletedAt: string;
  /** when the purge_deleted job removes the copy */
  purgeAfter: string;
  rowCount: number;
  /** rows per table the delete removed, the record's own table first */
  parts: { table: string; rows: number }[];
};

/** GET /api/admin/deleted: one page, the total, the entities present (for the filter) and the retention period. */
export type DeletedListAnswer = { items: DeletedItem[]; total: number; entities: string[]; retentionDays: number };

/** POST /api/admin/deleted/{id}/restore: what came back. */
export type DeletedRestoreAnswer = { entity: string; recordId: number; rowCount: number };

/** How long the user who deleted a record (or a company admin) can undo the delete themselves; staff keep the retention period. */
export const UNDO_DELETE_HOURS = 24;

/** POST /api/locations/undo-delete/{id} (the id of the deleted location): the location is back with what went with it. */
export type UndoDeleteAnswer = { recordId: number; rowCount: number };
