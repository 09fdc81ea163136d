import { customFieldTypes } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { isEditable, multiselectChanges, shownFields, summaryLines } from './customValues';

describe('custom values on the location editor', () => {
  const f = (id: number, visibility: string, order: number, type: number = customFieldTypes.text) => ({
    id,
    visibility,
    order,
    type,
  });

  it('hides fields with visibility none and keeps the order', () => {
    expect(shownFields([f(1, 'edit', 20), f(2, 'none', 0), f(3, 'view', 10)]).map((x) => x.id)).toEqual([
      3, 1,
    ]);
  });

  it('only edit fields can change, and an info field never', () => {
    expect(isEditable(f(1, 'edit', 0))).toBe(true);
    expect(isEditable(f(1, 'view', 0))).toBe(false);
    expect(isEditable(f(1, 'edit', 0, customFieldTypes.info))).toBe(false);
  });

  it('multiselectChanges adds the new choices and removes the dropped ones of that field only', () => {
    const rows = [
      { id: 10, customfieldId: 5, customvalueId: 1, value: 'a' },
      { id: 11, customfieldId: 5, customvalueId: 2, value: 'b' },
      { id: 12, customfieldId: 6, customvalueId: 3, value: 'c' },
    ];
    expect(multiselectChanges(rows, 5, [2, 4])).toEqual({ add: [4], remove: [10] });
  });
});

// Issue #20 item 9: the company's summary custom fields show on the location's summary (map panel), in their order.
describe('summary custom fields', () => {
  const field = (id: number, type: number, visibility = 'edit') => ({ id, name: `F${id}`, type, visibility, order: 0 });
  const fields = [field(1, customFieldTypes.text), field(2, customFieldTypes.number), field(3, customFieldTypes.checkbox), field(4, customFieldTypes.multiselect), field(5, customFieldTypes.text, 'none'), field(6, customFieldTypes.info)];
  const v = (id: number, customfieldId: number, value: string | null, customvalueId: number | null = null) => ({ id, customfieldId, customvalueId, value });
  const stored = [v(1, 1, 'Bouwgrond'), v(2, 2, '1250.5'), v(3, 3, 'false'), v(4, 4, 'Wonen', 41), v(5, 4, 'Werken', 42), v(6, 5, 'geheim'), v(7, 6, 'uitleg')];

  it('lists the chosen fields in the chosen order with their values', () => {
    expect(summaryLines([4, 2, 3, 1], fields, stored)).toEqual([
      { fieldId: 4, name: 'F4', kind: 'text', texts: ['Wonen', 'Werken'] },
      { fieldId: 2, name: 'F2', kind: 'number', value: 1250.5 },
      { fieldId: 3, name: 'F3', kind: 'checkbox', checked: false },
      { fieldId: 1, name: 'F1', kind: 'text', texts: ['Bouwgrond'] },
    ]);
  });

  it('leaves out hidden, info, unknown and empty fields, and shows nothing when none is chosen', () => {
    expect(summaryLines([5, 6, 99], fields, stored)).toEqual([]);
    expect(summaryLines([1], fields, [v(1, 1, '')])).toEqual([]);
    expect(summaryLines([], fields, stored)).toEqual([]);
  });
});
