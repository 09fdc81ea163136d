import type { Db } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import type { ParsedWrite } from '../../entities/parseWrite';

const PIPELINE = ['status', 'phase'] as const;

/**
 * Before a location is updated (same transaction): each of status and phase the write changes becomes a row of
 * location_pipeline_changes (from, to, by whom), the history the activity timeline shows.
 */
export async function recordPipelineChange(
  db: Db,
  actor: Actor,
  input: ParsedWrite | null,
  id: number | null,
): Promise<void> {
  if (!input || id === null) return;
  const fields = PIPELINE.filter((f) => f in input.values);
  if (!fields.length) return;
  const [now] = await db.query<{ status: number | null; phase: number | null }>(
    'SELECT status, phase FROM locations WHERE id = $1 AND company_id = $2',
    [id, actor.companyId],
  );
  if (!now) return; // not the actor's: the update itself answers 404
  for (const field of fields) {
    const to = (input.values[field] as number | null | undefined) ?? null;
    if ((now[field] ?? null) === to) continue;
    await db.query(
      'INSERT INTO location_pipeline_changes (company_id, location_id, field, from_value, to_value, user_id) VALUES ($1, $2, $3, $4, $5, $6)',
      [actor.companyId, id, field, now[field] ?? null, to, actor.userId || null],
    );
  }
}
