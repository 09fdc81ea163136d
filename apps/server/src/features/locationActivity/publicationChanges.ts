import type { Db } from '../../db/database';
import type { Actor } from '../../auth/sessions';
import type { ParsedWrite } from '../../entities/parseWrite';

/**
 * Before a publication is updated (same transaction): a change of its status (draft, published, hidden) becomes a
 * row of publication_status_changes (from, to, by whom), which the activity timeline of its location shows.
 */
export async function recordPublicationStatusChange(
  db: Db,
  actor: Actor,
  input: ParsedWrite | null,
  id: number | null,
): Promise<void> {
  if (!input || id === null || !('status' in input.values)) return;
  const [now] = await db.query<{ status: number | null }>(
    'SELECT status FROM publications WHERE id = $1 AND company_id = $2',
    [id, actor.companyId],
  );
  if (!now) return; // not the actor's: the update itself answers 404
  const to = (input.values.status as number | null | undefined) ?? null;
  if ((now.status ?? null) === to) return;
  await db.query(
    'INSERT INTO publication_status_changes (company_id, publication_id, from_status, to_status, user_id) VALUES ($1, $2, $3, $4, $5)',
    [actor.companyId, id, now.status ?? null, to, actor.userId || null],
  );
}
