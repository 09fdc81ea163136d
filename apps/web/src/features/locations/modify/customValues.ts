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

/** One line of a location's summary: a custom field's name and its value(s) in a form to format. */
export type SummaryLine =
  | { fieldId: number; name: string; kind: 'text'; texts: string[] }
  | { fieldId: number; name: string; kind: 'number'; value: number }
  | { fieldId: number; name: string; kind: 'checkbox'; checked: boolean };

/**
 * The company's summary custom fields (company cfg summaryCustomFields, chosen by staff) of one location, in the
 * chosen order: hidden fields, info and geometry fields and fields without a value are left out.
 */
export function summaryLines(fieldIds: readonly number[], fields: readonly (FieldLike & { name: string | null })[], stored: readonly StoredValue[]): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const id of fieldIds) {
    const f = fields.find((x) => x.id === id);
    if (!f || f.visibility === 'none') continue;
    const values = stored.filter((r) => r.customfieldId === id && r.value !== null && r.value !== '').map((r) => r.value!);
    const name = f.name ?? '';
    switch (Number(f.type)) {
      case customFieldTypes.number:
        if (values[0] !== undefined && Number.isFinite(Number(values[0]))) lines.push({ fieldId: id, name, kind: 'number', value: Number(values[0]) });
        break;
      case customFieldTypes.checkbox:
        if (values[0] !== undefined) lines.push({ fieldId: id, name, kind: 'checkbox', checked: values[0] === 'true' });
        break;
      case customFieldTypes.text:
      case customFieldTypes.select:
      case customFieldTypes.multiselect:
        if (values.length) lines.push({ fieldId: id, name, kind: 'text', texts: values });
        break;
    }
  }
  return lines;
}
