import { locationscustomvalues, type CustomValueCells } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { createRecord, updateRecord } from '../../entities/writeRecord';

/**
 * Writes cells of the custom-fields grid: per location and single-valued field, the existing value row is
 * updated or a new one made. One tenant transaction: a refused cell (a field the user may not change, another
 * company's location or field) refuses the whole batch, so nothing is half-saved. The generic rules apply (the
 * custom field's visibility hook, foreign keys of the same company).
 */
export async function writeCustomValueCells(db: Db, actor: Actor, cells: CustomValueCells): Promise<{ created: number; updated: number }> {
  return db.tenant(actor.companyId, async (tx) => {
    const repo = new Repository(tx);
    const existing = await tx.query<{ id: number; location_id: number; customfield_id: number }>(
      `SELECT DISTINCT ON (location_id, customfield_id) id, location_id, customfield_id FROM locationscustomvalues
        WHERE company_id = $1 AND location_id = ANY($2::int[]) AND customfield_id = ANY($3::int[]) ORDER BY location_id, customfield_id, id`,
      [actor.companyId, [...new Set(cells.map((c) => c.locationId))], [...new Set(cells.map((c) => c.customfieldId))]],
    );
    const rowOf = new Map(existing.map((r) => [`${r.location_id}|${r.customfield_id}`, r.id]));
    let created = 0;
    let updated = 0;
    for (const c of cells) {
      const body = { value: c.value, customvalueId: c.customvalueId ?? null };
      const id = rowOf.get(`${c.locationId}|${c.customfieldId}`);
      if (id !== undefined) {
        await updateRecord(repo, locationscustomvalues, actor, id, body);
        updated += 1;
      } else {
        rowOf.set(`${c.locationId}|${c.customfieldId}`, await createRecord(repo, locationscustomvalues, actor, { ...body, locationId: c.locationId, customfieldId: c.customfieldId }));
        created += 1;
      }
    }
    return { created, updated };
  });
}
