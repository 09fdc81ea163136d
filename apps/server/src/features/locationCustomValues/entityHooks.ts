import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { EntityHooks } from '../../entities/hooks';
import type { ParsedWrite } from '../../entities/parseWrite';
import { AppError } from '../../http/appError';
import { checkGeometryValue } from './geometryValue';

/** Ordinary users change values of custom fields whose visibility is `edit` only. */
async function editableFieldValue(db: Db, actor: Actor, input: ParsedWrite | null, id: number | null) {
  if (actor.isAdmin || actor.isStaff) return;
  const fieldIds = new Set<number>();
  if (typeof input?.values.customfieldId === 'number') fieldIds.add(input.values.customfieldId);
  if (id !== null)
    for (const r of await db.query<{ f: number | null }>('SELECT customfield_id AS f FROM locationscustomvalues WHERE id = $1 AND company_id = $2', [id, actor.companyId]))
      if (r.f !== null) fieldIds.add(r.f);
  if (!fieldIds.size) return;
  const locked = await db.query('SELECT 1 FROM customfields WHERE id = ANY($1::integer[]) AND visibility IS DISTINCT FROM $2', [[...fieldIds], 'edit']);
  if (locked.length) throw new AppError('forbidden', 'This custom field may be changed by a company admin only');
}

/** The rules of custom-field values' writes (the data API and the custom-fields grid). */
export const locationCustomValuesEntityHooks: Record<string, EntityHooks> = {
  locationscustomvalues: {
    // who may change the field, then a geometry field's value must be an area
    beforeWrite: async (db, actor, input, id) => {
      await editableFieldValue(db, actor, input, id);
      await checkGeometryValue(db, actor, input, id);
    },
  },
};
