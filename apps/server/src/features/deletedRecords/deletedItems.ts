import type { z } from 'zod';
import { DELETED_RETENTION_DAYS, type DeletedItem, type DeletedListAnswer, type deletedListQuerySchema } from '@plotwise/contracts';
import type { Db } from '../../db/database';

type DeletedRow = {
  id: number;
  entity: string;
  record_id: number;
  label: string;
  company_id: number;
  company_name: string | null;
  deleted_by_name: string;
  deleted_at: Date;
  row_count: number;
  parts: { table: string; rows: number }[];
  total: number;
};

const DAY_MS = 86_400_000;

/** One page of deleted records for staff, newest first, filtered by entity, company and a word in the label. */
export async function listDeleted(db: Db, query: z.infer<typeof deletedListQuerySchema>): Promise<DeletedListAnswer> {
  const rows = await db.query<DeletedRow>(
    `SELECT d.id, d.entity, d.record_id, d.label, d.company_id, c.name AS company_name, d.deleted_by_name, d.deleted_at, d.row_count,
            (SELECT coalesce(jsonb_agg(jsonb_build_object('table', p->>'table', 'rows', jsonb_array_length(p->'rows')) ORDER BY o), '[]')
               FROM jsonb_array_elements(d.tables) WITH ORDINALITY AS x(p, o)) AS parts,
            count(*) OVER ()::int AS total
       FROM deleted_records d LEFT JOIN companies c ON c.id = d.company_id
      WHERE ($1::text IS NULL OR d.entity = $1) AND ($2::integer IS NULL OR d.company_id = $2)
        AND ($3::text IS NULL OR d.label ILIKE '%' || $3 || '%')
      ORDER BY d.deleted_at DESC, d.id DESC
      LIMIT $4 OFFSET $5`,
    [query.entity ?? null, query.companyId ?? null, query.q ? query.q.replace(/[\\%_]/g, '\\$&') : null, query.limit, query.offset],
  );
  const entities = await db.query<{ entity: string }>('SELECT DISTINCT entity FROM deleted_records ORDER BY entity');
  const items: DeletedItem[] = rows.map((r) => ({
    id: r.id,
    entity: r.entity,
    recordId: r.record_id,
    label: r.label,
    companyId: r.company_id,
    companyName: r.company_name,
    deletedByName: r.deleted_by_name,
    deletedAt: r.deleted_at.toISOString(),
    purgeAfter: new Date(r.deleted_at.getTime() + DELETED_RETENTION_DAYS * DAY_MS).toISOString(),
    rowCount: r.row_count,
    parts: r.parts,
  }));
  return { items, total: rows[0]?.total ?? 0, entities: entities.map((e) => e.entity), retentionDays: DELETED_RETENTION_DAYS };
}

/** Remove one copy for good; what it was (null when there was none). */
export async function purgeDeleted(db: Db, id: number): Promise<{ entity: string; recordId: number; companyId: number } | null> {
  const [gone] = await db.query<{ entity: string; record_id: number; company_id: number }>('DELETE FROM deleted_records WHERE id = $1 RETURNING entity, record_id, company_id', [id]);
  return gone ? { entity: gone.entity, recordId: gone.record_id, companyId: gone.company_id } : null;
}

/** Remove every copy older than the retention period at `now`; how many went. */
export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const gone = await db.query('DELETE FROM deleted_records WHERE deleted_at < $1 RETURNING id', [new Date(now.getTime() - DELETED_RETENTION_DAYS * DAY_MS)]);
  return gone.length;
}
