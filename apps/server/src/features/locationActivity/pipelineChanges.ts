import type { Db } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import type { RecordUpdate } from '../../entities/hooks';

const PIPELINE = ['status', 'phase'] as const;

/**
 * Before locations are updated (same transaction): each of status and phase a write changes becomes a row of
 * location_pipeline_changes (from, to, by whom), the history the activity timeline shows. One statement for the
 * records of a write (a bulk update's batch), which compares with the stored values in the database: one read and
 * an insert per record made a bulk update of 1 000 some 2 000 statements longer.
 */
export async function recordPipelineChanges(db: Db, actor: Actor, updates: readonly RecordUpdate[]): Promise<void> {
  const ids: number[] = [];
  const fields: string[] = [];
  const to: (number | null)[] = [];
  for (const { id, input } of updates)
    for (const field of PIPELINE)
      if (field in input.values) {
        ids.push(id);
        fields.push(field);
        to.push((input.values[field] as number | null | undefined) ?? null);
      }
  if (!ids.length) return;
  // a location not the actor's joins nothing: the update itself answers 404
  await db.query(
    `INSERT INTO location_pipeline_changes (company_id, location_id, field, from_value, to_value, user_id)
     SELECT $1, l.id, v.field, CASE v.field WHEN 'status' THEN l.status ELSE l.phase END, v.to_value, $2
       FROM unnest($3::int[], $4::text[], $5::int[]) WITH ORDINALITY AS v(id, field, to_value, n)
       JOIN locations l ON l.id = v.id AND l.company_id = $1
      WHERE (CASE v.field WHEN 'status' THEN l.status ELSE l.phase END) IS DISTINCT FROM v.to_value
      ORDER BY v.n`,
    [actor.companyId, actor.userId || null, ids, fields, to],
  );
}
