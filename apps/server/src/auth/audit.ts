import type { Db } from '../db/database';

/** What the audit log records (docs/security.md). */
export type AuditKind =
  | 'login'
  | 'login_failed'
  | 'login_locked'
  | 'logout'
  | 'sso_login'
  | 'sso_failed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'role_changed'
  | 'user_invited'
  | 'user_deleted'
  | 'record_deleted'
  | 'company_created'
  | 'company_changed';

export interface AuditEvent {
  kind: AuditKind;
  companyId?: number | null;
  userId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/** Append an event to the audit log (in the caller's transaction when `db` is one). */
export async function recordAudit(db: Db, e: AuditEvent): Promise<void> {
  await db.query(`INSERT INTO audit_events (company_id, user_id, kind, detail, ip) VALUES ($1, $2, $3, $4::jsonb, $5)`, [
    e.companyId ?? null,
    e.userId ?? null,
    e.kind,
    JSON.stringify(e.detail ?? {}),
    e.ip ?? null,
  ]);
}
