import { loadStates, locations, locationTypes, unit_cfgs, units } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { writableCopy } from '../../entities/writableCopy';
import type { RecordWriter } from '../../entities/recordWriter';

type Row = Record<string, unknown>;

/**
 * The spec's getUnits step: a new location starts with the company's unit types, which are kept under its
 * template location (settings/concepts/units), each with its cfg (sizes, depths, two-window rules, parking,
 * balcony). A template location itself, or a location that already has units, is left alone; without a
 * template the step is recorded as failed, so the screens can say there was nothing to take.
 */
export async function copyTemplateUnits(db: Db, actor: Actor, locationId: number, writer: RecordWriter): Promise<void> {
  const [self] = await db.query<{ type: number | null; n: number }>(
    `SELECT l.type, (SELECT count(*)::int FROM units u WHERE u.location_id = l.id AND u.company_id = $2) AS n FROM locations l WHERE l.id = $1 AND l.company_id = $2`,
    [locationId, actor.companyId],
  );
  if (!self || self.type === locationTypes.template || self.n > 0) return;
  const [template] = await db.query<{ id: number }>(
    `SELECT id FROM locations WHERE company_id = $1 AND type = $2 AND NOT coalesce(deleted, false) ORDER BY id LIMIT 1`,
    [actor.companyId, locationTypes.template],
  );
  const repo = new Repository(db);
  const rows = template ? (await repo.list(units, actor, { where: { locationId: template.id }, order: 'order', limit: 500, offset: 0, depth: 1 })).rows : [];
  for (const u of rows) {
    const cfg = u.cfg ? writableCopy(unit_cfgs, u.cfg as Row, ['unitId']) : undefined;
    await writer.create(units, { ...writableCopy(units, u, ['locationId']), locationId, ...(cfg ? { cfg } : {}) });
  }
  await writer.update(locations, locationId, { cfg: { status: { getUnits: rows.length ? loadStates.success : loadStates.failed } } });
}
