import { locations, type ApiRecord } from '@plotwise/contracts';
import { conceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { EntityHooks } from '../../entities/hooks';
import { Repository } from '../../entities/repository';

/**
 * A building created without a position (x = y = 0: the RD origin, near Paris, outside the Netherlands) stands at the
 * centre of its location's site, where the concept screens put a new one: else it is generated off its plot, clipped
 * to nothing, and every figure of its concept reads 0 (an API client, a script, a test).
 */
async function placeOnSite(db: Db, actor: Actor, id: number): Promise<void> {
  const [row] = await db.query<{ x: number; y: number; location_id: number }>(
    `SELECT b.x, b.y, c.location_id FROM buildings b JOIN concepts c ON c.id = b.concept_id AND c.company_id = b.company_id
      WHERE b.id = $1 AND b.company_id = $2`,
    [id, actor.companyId],
  );
  if (!row || row.x !== 0 || row.y !== 0) return;
  const location = (await new Repository(db).detail(locations, actor, row.location_id, 1)) as ApiRecord<'locations'> | null;
  if (!location) return;
  const { x, y } = conceptSite(location).centre;
  await db.query('UPDATE buildings SET x = $1, y = $2 WHERE id = $3 AND company_id = $4', [x, y, id, actor.companyId]);
}

/** The concepts' rules around the generic writes. */
export const conceptsEntityHooks: Record<string, EntityHooks> = {
  buildings: { afterCreate: async (db, actor, ids) => { for (const id of ids) await placeOnSite(db, actor, id); } },
};
