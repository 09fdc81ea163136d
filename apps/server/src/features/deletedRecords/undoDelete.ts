import { UNDO_DELETE_HOURS, type UndoDeleteAnswer } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { restoreDeleted, type KeptRecord } from './restoreDeleted';

/**
 * A user's undo of their own delete of one record of `entity` (a location): the newest copy of it in
 * deleted_records is restored by the staff restore, with everything its delete removed. The tenant role cannot
 * read deleted_records, so this runs privileged and checks the company itself: another company's copy, or none,
 * is 404. Only the user who deleted it or a company admin may undo, and only within UNDO_DELETE_HOURS.
 */
export async function undoDelete(db: Db, actor: Actor, entity: string, recordId: number, now = new Date()): Promise<UndoDeleteAnswer> {
  const [copy] = await db.query<{ id: number }>(
    'SELECT id FROM deleted_records WHERE company_id = $1 AND entity = $2 AND record_id = $3 ORDER BY deleted_at DESC, id DESC LIMIT 1',
    [actor.companyId, entity, recordId],
  );
  if (!copy) throw notFound(entity);
  // checked again on the locked copy: the same rules whatever happened between the lookup and the lock
  const allow = (kept: KeptRecord) => {
    if (kept.companyId !== actor.companyId || kept.entity !== entity) throw notFound(entity);
    if (!actor.isAdmin && (kept.deletedBy === null || kept.deletedBy !== actor.userId))
      throw new AppError('forbidden', 'Only the user who deleted it or a company admin can undo this delete');
    if (now.getTime() - kept.deletedAt.getTime() > UNDO_DELETE_HOURS * 3_600_000)
      throw new AppError('undo_expired', `A delete can be undone for ${UNDO_DELETE_HOURS} hours; ask Plotwise support to restore it`);
  };
  const back = await restoreDeleted(db, copy.id, allow);
  return { recordId: back.recordId, rowCount: back.rowCount };
}
