import type { Db } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import { recordAudit } from '../../auth/audit';
import { AppError } from '../../http/appError';

/** The role and activation fields of a user write. */
export interface RoleChange {
  is_admin?: unknown;
  is_staff?: unknown;
  is_active?: unknown;
}

/**
 * Refuse a user change that would lock people out: nobody deactivates themselves or revokes their own staff
 * rights, and a company keeps at least one active admin (demoting, deactivating or deleting the last one is
 * refused). Runs inside the write's transaction; the company's admin rows are locked so that two admins
 * demoting each other at the same moment cannot both succeed.
 */
export async function guardUserChange(db: Db, actor: Actor, companyId: number, targetUserId: number, change: RoleChange | 'delete'): Promise<void> {
  const removes = change === 'delete' || change.is_admin === false || change.is_active === false;
  if (targetUserId === actor.userId) {
    if (change === 'delete' || change.is_active === false) throw new AppError('forbidden', 'You cannot deactivate or delete yourself', { reason: 'self' });
    if (change.is_staff === false) throw new AppError('forbidden', 'Ask another staff member to revoke your staff rights', { reason: 'self' });
  }
  if (!removes) return;
  const admins = await db.query<{ id: number }>('SELECT id FROM users WHERE company_id = $1 AND is_admin AND is_active ORDER BY id FOR UPDATE', [companyId]);
  if (!admins.some((a) => a.id === targetUserId)) return;
  if (admins.length <= 1)
    throw new AppError('conflict', 'This is the last active admin of the company: make another user admin first', { reason: 'last_admin' });
}

/**
 * After a committed user change: the audit log (role changes, activation and deactivation as events of their
 * own) and, for a deactivation, the end of every session of the user (sessions lie outside the tenant role).
 */
export async function recordUserChange(db: Db, e: { byUserId: number; companyId: number; targetUserId: number; values: RoleChange; ip?: string | null }): Promise<void> {
  const roles = Object.fromEntries((['is_admin', 'is_staff'] as const).filter((k) => k in e.values).map((k) => [k, e.values[k]]));
  const base = { companyId: e.companyId, userId: e.byUserId, ip: e.ip ?? null };
  if (Object.keys(roles).length) await recordAudit(db, { ...base, kind: 'role_changed', detail: { targetUserId: e.targetUserId, ...roles } });
  if (!('is_active' in e.values)) return;
  const active = e.values.is_active === true;
  if (!active) await db.query('DELETE FROM sessions WHERE user_id = $1', [e.targetUserId]);
  await recordAudit(db, { ...base, kind: active ? 'user_activated' : 'user_deactivated', detail: { targetUserId: e.targetUserId } });
}
