import type { AuditEventRow, AuditKind } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { pageWithTotal } from './pageWithTotal';

interface AuditQuery {
  limit: number;
  offset: number;
  companyId?: number | undefined;
  /** any of these kinds; none or empty: every kind */
  kind?: AuditKind[] | undefined;
}

/** One page of the audit log, newest first, with the total; the user an event is about is named beside the user who acted. */
export async function listAuditEvents(db: Db, { limit, offset, companyId, kind }: AuditQuery) {
  const found = await db.query<Omit<AuditEventRow, 'createdAt'> & { createdAt: Date | string | null }>(
    `SELECT a.id, a.kind, a.company_id AS "companyId", c.name AS "companyName", a.user_id AS "userId", u.email,
            t.email AS "targetEmail", a.detail, a.ip, a.created_at AS "createdAt",
            count(*) OVER ()::int AS "__total"
       FROM audit_events a
       LEFT JOIN users u ON u.id = a.user_id
       LEFT JOIN companies c ON c.id = a.company_id
       LEFT JOIN users t ON t.id = CASE WHEN a.detail->>'targetUserId' ~ '^[0-9]{1,9}$' THEN (a.detail->>'targetUserId')::int
                                        WHEN a.detail->>'invitedUserId' ~ '^[0-9]{1,9}$' THEN (a.detail->>'invitedUserId')::int END
      WHERE ($3::integer IS NULL OR a.company_id = $3) AND ($4::text[] IS NULL OR a.kind = ANY($4::text[]))
      ORDER BY a.created_at DESC, a.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset, companyId ?? null, kind?.length ? kind : null],
  );
  return pageWithTotal(found);
}
