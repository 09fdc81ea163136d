import { customFieldTypes } from '@plotwise/contracts';

/** A location's value of a custom field as the data API stores it (locationscustomvalues). */
export interface StoredValue {
  id: number;
  customfieldId: number | null;
  customvalueId: number | null;
  value: string | null;
}

interface FieldLike {
  id: number;
  type: number | null;
  visibility: string | null;
  order: number | null;
}

/** The fields this screen shows, in their order: `none` is hidden; `view` is shown read-only; `edit` can be changed. */
export function shownFields<F extends FieldLike>(fields: F[]): F[] {
  return fields
    .filter((f) => f.visibility !== 'none')
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
}

/** Whether the user may change the field here (an info field is text to read, never a value). */
export const isEditable = (f: FieldLike) => f.visibility === 'edit' && f.type !== customFieldTypes.info;

/** The rows to add and remove so that a multiselect field holds exactly `chosen` (custom value ids). */
export function multiselectChanges(
  rows: StoredValue[],
  fieldId: number,
  chosen: number[],
): { add: number[]; remove: number[] } {
  const mine = rows.filter((r) => r.customfieldId === fieldId);
  const have = new Set(mine.map((r) => r.customvalueId));
  return {
    add: chosen.filter((id) => !have.has(id)),
    remove: mine
      .filter((r) => r.customvalueId === null || !chosen.includes(r.customvalueId))
      .map((r) => r.id),
  };
}
