import { loadStates, locationTypes, units, unitTypeKey } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { RecordWriter } from '../../entities/recordWriter';
import { Repository } from '../../entities/repository';
import { unitTypeCopy } from './templateUnits';

/**
 * A unit type the company adds (a unit under its template location) reaches at once every location that has none
 * or whose getUnits step found nothing to take (made before the company had unit types: it keeps following as the
 * company adds more), unless it has a unit of that name already. So a location made on day one is not left with
 * no unit types, and so earning nothing, for ever; one that took them (at its creation or by adopting) or keeps
 * unit types of its own keeps its own list.
 */
export async function followCompanyUnitType(db: Db, actor: Actor, unitIds: number[], writer: RecordWriter): Promise<void> {
  const added = await db.query<{ id: number; name: string | null }>(
    `SELECT u.id, u.name FROM units u JOIN locations l ON l.id = u.location_id AND l.company_id = u.company_id
      WHERE u.id = ANY($1::int[]) AND u.company_id = $2 AND l.type = $3 ORDER BY u.id`,
    [unitIds, actor.companyId, locationTypes.template],
  );
  for (const unitType of added) await follow(db, actor, unitType, writer);
}

/** One unit type added to the template reaches the locations that follow the company's unit types. */
async function follow(db: Db, actor: Actor, added: { id: number; name: string | null }, writer: RecordWriter): Promise<void> {
  const following = await db.query<{ id: number }>(
    `SELECT l.id FROM locations l
       LEFT JOIN location_cfgs c ON c.location_id = l.id
       LEFT JOIN location_statuses s ON s.location_cfg_id = c.id
      WHERE l.company_id = $1 AND coalesce(l.type, 0) <> $2 AND NOT coalesce(l.deleted, false)
        AND (s.get_units = $3 OR NOT EXISTS (SELECT 1 FROM units o WHERE o.location_id = l.id))
        AND NOT EXISTS (SELECT 1 FROM units o WHERE o.location_id = l.id AND lower(btrim(o.name)) = $4)
      ORDER BY l.id`,
    [actor.companyId, locationTypes.template, loadStates.failed, unitTypeKey(added.name)],
  );
  if (!following.length) return;
  const unitType = await new Repository(db).detail(units, actor, added.id, 1);
  if (unitType) await writer.createMany(units, following.map((loc) => unitTypeCopy(unitType, loc.id)));
}
