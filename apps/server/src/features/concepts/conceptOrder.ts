import { general } from '@plotwise/contracts/constants/general';
import type { Actor } from '../../auth/sessions';
import type { Repository } from '../../entities/repository';

/** The order of a new concept: after the location's last one, in steps of 10 (spec 7). */
export async function nextConceptOrder(repo: Repository, actor: Actor, locationId: number): Promise<number> {
  const [r] = await repo.db.query<{ m: number | null }>(
    'SELECT max("order")::int AS m FROM concepts WHERE location_id = $1 AND company_id = $2',
    [locationId, actor.companyId],
  );
  return (r?.m ?? 0) + general.orderStep;
}
