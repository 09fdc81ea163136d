import { loadStates, locationTypes, unitTypeKey, type AdoptUnitTypesResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { recordWriter } from '../../entities/writeRecord';
import { AppError } from '../../http/appError';
import { companyUnitTypes, copyUnitType, recordUnitsStep } from './templateUnits';

/**
 * Locations take the company's unit types: each gets a copy of every type it has no unit of the same name of (so a
 * second adoption takes only types added since, and a location's own edits stay), and its getUnits step is recorded
 * as done. One tenant transaction: a location that is not the company's (or is deleted, or is the template) refuses
 * the whole request with 404, so nothing is half-taken.
 */
export async function adoptCompanyUnitTypes(db: Db, actor: Actor, locationIds: readonly number[]): Promise<AdoptUnitTypesResponse> {
  const ids = [...new Set(locationIds)];
  return db.tenant(actor.companyId, async (tx) => {
    const found = await tx.query<{ id: number; names: string[] }>(
      `SELECT l.id, coalesce(array_agg(u.name) FILTER (WHERE u.id IS NOT NULL), '{}') AS names
         FROM locations l LEFT JOIN units u ON u.location_id = l.id AND u.company_id = l.company_id
        WHERE l.company_id = $1 AND l.id = ANY($2::int[]) AND NOT coalesce(l.deleted, false) AND coalesce(l.type, 0) <> $3
        GROUP BY l.id ORDER BY l.id`,
      [actor.companyId, ids, locationTypes.template],
    );
    if (found.length !== ids.length) {
      const missing = ids.filter((id) => !found.some((f) => f.id === id));
      throw new AppError('not_found', `No location ${missing.join(', ')} of this company to take unit types`, { missing });
    }
    const { unitTypes } = await companyUnitTypes(tx, actor);
    if (!unitTypes.length) throw new AppError('no_unit_types', 'The company has no unit types yet: an admin adds them under Settings > Unit types');
    const writer = recordWriter(new Repository(tx), actor);
    const locations: AdoptUnitTypesResponse['locations'] = [];
    for (const loc of found) {
      const has = new Set(loc.names.map(unitTypeKey));
      const missing = unitTypes.filter((u) => !has.has(unitTypeKey(u.name as string | null)));
      for (const u of missing) await copyUnitType(writer, u, loc.id);
      locations.push({ locationId: loc.id, added: missing.length });
    }
    await recordUnitsStep(tx, actor, writer, ids, loadStates.success);
    return { unitTypes: unitTypes.length, locations };
  });
}
