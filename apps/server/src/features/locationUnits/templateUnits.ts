import { loadStates, locations, locationTypes, unit_cfgs, units } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { writableCopy } from '../../entities/writableCopy';
import type { RecordWriter } from '../../entities/recordWriter';

type Row = Record<string, unknown>;

/** The company's unit types: the units under its (first) template location, with their cfg, in their order. */
export async function companyUnitTypes(db: Db, actor: Actor): Promise<{ templateId: number | null; unitTypes: Row[] }> {
  const [template] = await db.query<{ id: number }>(
    `SELECT id FROM locations WHERE company_id = $1 AND type = $2 AND NOT coalesce(deleted, false) ORDER BY id LIMIT 1`,
    [actor.companyId, locationTypes.template],
  );
  if (!template) return { templateId: null, unitTypes: [] };
  const { rows } = await new Repository(db).list(units, actor, { where: { locationId: template.id }, order: 'order', limit: 500, offset: 0, depth: 1 });
  return { templateId: template.id, unitTypes: rows };
}

/** The body of a location's own copy of a company unit type (its fields and cfg, not its ids). */
export function unitTypeCopy(unitType: Row, locationId: number): Row {
  const cfg = unitType.cfg ? writableCopy(unit_cfgs, unitType.cfg as Row, ['unitId']) : undefined;
  return { ...writableCopy(units, unitType, ['locationId']), locationId, ...(cfg ? { cfg } : {}) };
}

/** A location's own copy of a company unit type (its fields and cfg, not its ids). */
export async function copyUnitType(writer: RecordWriter, unitType: Row, locationId: number): Promise<void> {
  await writer.create(units, unitTypeCopy(unitType, locationId));
}

/**
 * Record the spec's getUnits step on locations: success when they hold the company's unit types. One statement for
 * them all, touching their updatedAt as an edit would; a location without its status config (made by an older
 * version) gets it through the generic update, which creates the missing configs.
 */
export async function recordUnitsStep(
  db: Db,
  actor: Actor,
  writer: RecordWriter,
  locationIds: number[],
  state: (typeof loadStates)[keyof typeof loadStates],
): Promise<void> {
  const done = await db.query<{ location_id: number }>(
    `WITH steps AS (
       UPDATE location_statuses s SET get_units = $3 FROM location_cfgs c
        WHERE s.location_cfg_id = c.id AND c.location_id = ANY($2::int[]) AND c.company_id = $1 AND s.company_id = $1
       RETURNING c.location_id)
     UPDATE locations l SET updated_at = $4::timestamptz FROM steps WHERE l.id = steps.location_id AND l.company_id = $1
     RETURNING l.id AS location_id`,
    [actor.companyId, locationIds, state, new Date().toISOString()],
  );
  const recorded = new Set(done.map((r) => r.location_id));
  for (const id of locationIds) if (!recorded.has(id)) await writer.update(locations, id, { cfg: { status: { getUnits: state } } });
}

/**
 * The spec's getUnits step: a new location starts with the company's unit types, which are kept under its
 * template location (settings/concepts/units), each with its cfg (sizes, depths, two-window rules, parking,
 * balcony). A template location itself, or a location that already has units, is left alone; without a
 * template the step is recorded as failed, so the location follows the company's unit types as they are added
 * (unitTypesFollow.ts) until it takes them itself. The new locations of one write together: a few statements
 * whatever their number.
 */
export async function copyTemplateUnits(db: Db, actor: Actor, locationIds: number[], writer: RecordWriter): Promise<void> {
  const taking = (
    await db.query<{ id: number }>(
      `SELECT l.id FROM locations l WHERE l.id = ANY($1::int[]) AND l.company_id = $2 AND l.type IS DISTINCT FROM $3
          AND NOT EXISTS (SELECT 1 FROM units u WHERE u.location_id = l.id AND u.company_id = $2)
        ORDER BY array_position($1::int[], l.id)`,
      [locationIds, actor.companyId, locationTypes.template],
    )
  ).map((r) => r.id);
  if (!taking.length) return;
  const { unitTypes } = await companyUnitTypes(db, actor);
  await writer.createMany(units, taking.flatMap((id) => unitTypes.map((u) => unitTypeCopy(u, id))));
  await recordUnitsStep(db, actor, writer, taking, unitTypes.length ? loadStates.success : loadStates.failed);
}
