import type { ApiWrite } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { savePlan, type BuildingRow } from './editorState';

// What a building write may carry; ids, timestamps, the dirty flag and stored results are the server's.
const fields = [
  'name',
  'archetype',
  'maxwidth',
  'maxlength',
  'maxheight',
  'x',
  'y',
  'z',
  'rotate_z',
  'version',
  'conceptId',
] as const;
const serverCfgFields = new Set(['id', 'companyId', 'buildingId']);

/** A building row as a write body (its cfg nested, saved through the building). */
function buildingWrite(row: BuildingRow): ApiWrite<'buildings'> {
  const body: Record<string, unknown> = {};
  for (const f of fields) if (row[f] !== undefined) body[f] = row[f];
  if (row.cfg)
    body.cfg = Object.fromEntries(Object.entries(row.cfg).filter(([k]) => !serverCfgFields.has(k)));
  return body as ApiWrite<'buildings'>;
}

/**
 * Saves the editor's buildings in at most three calls: the new ones in one transaction, the changed ones in
 * one bulk PATCH (PUT /detail), then the removed ones. The server marks every written building dirty.
 */
export async function saveConceptEdits(
  saved: readonly BuildingRow[],
  edited: readonly BuildingRow[],
): Promise<void> {
  const plan = savePlan(saved, edited);
  if (plan.create.length) await api.createMany('buildings', plan.create.map(buildingWrite));
  if (plan.update.length)
    await api.bulkUpdate(
      'buildings',
      plan.update.map((r) => ({ ...buildingWrite(r), id: r.id })),
    );
  for (const id of plan.remove) await api.remove('buildings', id);
}
