import type { AuditKind } from '@plotwise/contracts';
import type { Db } from '../db/database';


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
