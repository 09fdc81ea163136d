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

/** A location's own copy of a company unit type (its fields and cfg, not its ids). */
export async function copyUnitType(writer: RecordWriter, unitType: Row, locationId: number): Promise<void> {
  const cfg = unitType.cfg ? writableCopy(unit_cfgs, unitType.cfg as Row, ['unitId']) : undefined;
  await writer.create(units, { ...writableCopy(units, unitType, ['locationId']), locationId, ...(cfg ? { cfg } : {}) });
}

/** Record the spec's getUnits step on a location: success when it holds the company's unit types. */
export async function recordUnitsStep(writer: RecordWriter, locationId: number, state: (typeof loadStates)[keyof typeof loadStates]): Promise<void> {
  await writer.update(locations, locationId, { cfg: { status: { getUnits: state } } });
}

/**
 * The spec's getUnits step: a new location starts with the company's unit types, which are kept under its
 * template location (settings/concepts/units), each with its cfg (sizes, depths, two-window rules, parking,
 * balcony). A template location itself, or a location that already has units, is left alone; without a
 * template the step is recorded as failed, so the location follows the company's unit types as they are added
 * (unitTypesFollow.ts) until it takes them itself.
 */
export async function copyTemplateUnits(db: Db, actor: Actor, locationId: number, writer: RecordWriter): Promise<void> {
  const [self] = await db.query<{ type: number | null; n: number }>(
    `SELECT l.type, (SELECT count(*)::int FROM units u WHERE u.location_id = l.id AND u.company_id = $2) AS n FROM locations l WHERE l.id = $1 AND l.company_id = $2`,
    [locationId, actor.companyId],
  );
  if (!self || self.type === locationTypes.template || self.n > 0) return;
  const { unitTypes } = await companyUnitTypes(db, actor);
  for (const u of unitTypes) await copyUnitType(writer, u, locationId);
  await recordUnitsStep(writer, locationId, unitTypes.length ? loadStates.success : loadStates.failed);
}
