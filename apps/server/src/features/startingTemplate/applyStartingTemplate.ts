import { companies, costs, customvalues, locations, locationTypes, specDefaultGlobalPresets, units, type StartingTemplateResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { recordWriter } from '../../entities/writeRecord';
import type { RecordWriter } from '../../entities/recordWriter';
import { TEMPLATE_COST_LINES, TEMPLATE_STANDARD_VALUES, TEMPLATE_UNIT_TYPES } from './dutchStartingTemplate';
import { copyTemplateCosts } from './templateCosts';

const ORDER_STEP = 10;

/** The company's template location (where its unit types and cost lines live); made when it has none. */
async function templateLocation(tx: Db, writer: RecordWriter, actor: Actor): Promise<number> {
  const [found] = await tx.query<{ id: number }>(
    `SELECT id FROM locations WHERE company_id = $1 AND type = $2 AND NOT coalesce(deleted, false) ORDER BY id LIMIT 1`,
    [actor.companyId, locationTypes.template],
  );
  return found?.id ?? writer.create(locations, { name: 'Template', type: locationTypes.template, lat: 0, lon: 0 });
}

const countOf = async (tx: Db, sql: string, params: unknown[]) => Number((await tx.query<{ n: number }>(sql, params))[0]?.n ?? 0);

/** Unit types under the template location, when it has none. */
async function addUnitTypes(tx: Db, writer: RecordWriter, actor: Actor, templateId: number): Promise<number> {
  const have = await countOf(tx, `SELECT count(*)::int AS n FROM units WHERE company_id = $1 AND location_id = $2`, [actor.companyId, templateId]);
  if (have) return 0;
  const rows = TEMPLATE_UNIT_TYPES.map((u, i) => ({ ...u, order: (i + 1) * ORDER_STEP, locationId: templateId }));
  return (await writer.createMany(units, rows)).length;
}

/** Cost lines under the template location, when it has none (archived or deleted ones count: the admin chose). */
async function addCostLines(tx: Db, writer: RecordWriter, actor: Actor, templateId: number): Promise<number> {
  const have = await countOf(tx, `SELECT count(*)::int AS n FROM costs WHERE company_id = $1 AND location_id = $2`, [actor.companyId, templateId]);
  if (have) return 0;
  const rows = TEMPLATE_COST_LINES.map((c, i) => ({ ...c, order: (i + 1) * ORDER_STEP, locationId: templateId }));
  return (await writer.createMany(costs, rows)).length;
}

/** The statuses, and the phases, each when the company has none of that kind. */
async function addStandardValues(tx: Db, writer: RecordWriter, actor: Actor): Promise<{ statuses: number; phases: number }> {
  const added = { statuses: 0, phases: 0 };
  for (const type of ['status', 'phase'] as const) {
    const have = await countOf(
      tx,
      `SELECT count(*)::int AS n FROM customvalues WHERE company_id = $1 AND type = $2 AND customfield_id IS NULL`,
      [actor.companyId, type],
    );
    if (have) continue;
    const rows = TEMPLATE_STANDARD_VALUES.filter((v) => v.type === type).map((v, i) => ({ ...v, order: (i + 1) * ORDER_STEP }));
    const n = (await writer.createMany(customvalues, rows)).length;
    if (type === 'status') added.statuses = n;
    else added.phases = n;
  }
  return added;
}

/** A generation preset per block family (the spec's defaults), when the company has none. */
async function addPresets(tx: Db, writer: RecordWriter, actor: Actor): Promise<number> {
  const have = await countOf(tx, `SELECT count(*)::int AS n FROM presets WHERE company_id = $1`, [actor.companyId]);
  if (have) return 0;
  const presets = specDefaultGlobalPresets();
  await writer.update(companies, actor.companyId, { cfg: { presets } });
  return presets.length;
}

/**
 * Give a company the Dutch starting template where it has nothing of its own: unit types and cost lines under its
 * template location, statuses and phases, a preset per block family. Its locations without a cost line take the
 * template's lines (locations without unit types already follow the company's). Idempotent: a second call adds
 * nothing, and nothing the company has is changed. One tenant transaction, or `tx` when the caller holds one.
 */
export async function applyStartingTemplate(db: Db, actor: Actor, tx?: Db): Promise<StartingTemplateResponse> {
  const work = async (t: Db): Promise<StartingTemplateResponse> => {
    const writer = recordWriter(new Repository(t), actor);
    const templateId = await templateLocation(t, writer, actor);
    const unitTypes = await addUnitTypes(t, writer, actor, templateId);
    const costLines = await addCostLines(t, writer, actor, templateId);
    const { statuses, phases } = await addStandardValues(t, writer, actor);
    const presets = await addPresets(t, writer, actor);
    const bare = await t.query<{ id: number }>(
      `SELECT l.id FROM locations l WHERE l.company_id = $1 AND coalesce(l.type, 0) <> $2 AND NOT coalesce(l.deleted, false)
          AND NOT EXISTS (SELECT 1 FROM costs c WHERE c.location_id = l.id AND c.company_id = $1) ORDER BY l.id`,
      [actor.companyId, locationTypes.template],
    );
    const locationsGivenCosts = costLines ? await copyTemplateCosts(t, actor, bare.map((r) => r.id), writer) : 0;
    return { added: { unitTypes, costLines, statuses, phases, presets }, locationsGivenCosts };
  };
  return tx ? work(tx) : db.tenant(actor.companyId, work);
}
