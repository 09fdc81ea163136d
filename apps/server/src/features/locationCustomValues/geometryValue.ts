import { customFieldGeometryIssues, customFieldTypes } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { ParsedWrite } from '../../entities/parseWrite';
import { AppError } from '../../http/appError';

/**
 * A value of a geometry custom field must be the GeoJSON area the site screen draws (contracts
 * customFieldGeometry.ts). The check runs in the entity's beforeWrite hook, so every route that writes a value (the
 * generic data API, the custom-fields grid) is covered; a bad value answers 400 validation_failed naming the field,
 * never a stored text the screens cannot draw. An empty value clears the field and passes.
 */
export async function checkGeometryValue(db: Db, actor: Actor, input: ParsedWrite | null, id: number | null): Promise<void> {
  if (!input) return; // a delete
  const v = input.values;
  const writesValue = 'value' in v;
  const writesField = 'customfieldId' in v;
  if (!writesValue && !writesField) return;
  let fieldId = typeof v.customfieldId === 'number' ? v.customfieldId : null;
  let value = writesValue ? v.value : undefined;
  // an update that moves the old value to another field, or writes a value of the field it has: read the rest
  if (id !== null && (!writesField || !writesValue)) {
    const [row] = await db.query<{ customfield_id: number | null; value: string | null }>(
      'SELECT customfield_id, value FROM locationscustomvalues WHERE id = $1 AND company_id = $2',
      [id, actor.companyId],
    );
    if (!row) return; // not the actor's: the update itself answers 404
    if (!writesField) fieldId = row.customfield_id;
    if (!writesValue) value = row.value;
  }
  if (fieldId === null || value === null || value === undefined || value === '') return;
  const [field] = await db.query<{ name: string | null; type: number | null }>('SELECT name, type FROM customfields WHERE id = $1 AND company_id = $2', [
    fieldId,
    actor.companyId,
  ]);
  // another company's field is refused by the foreign-key check of the write itself
  if (!field || Number(field.type) !== customFieldTypes.geometry) return;
  const issues = customFieldGeometryIssues(String(value));
  if (!issues.length) return;
  const name = field.name || `custom field ${fieldId}`;
  throw new AppError('validation_failed', `value: ${name} is not a valid area: ${issues.join('; ')}`, {
    field: 'value',
    customfieldId: fieldId,
    customfieldName: field.name,
    issues: issues.map((message) => ({ path: 'value', message: `${name}: ${message}` })),
  });
}
