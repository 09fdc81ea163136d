import { customFieldTypes } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { isEditable, multiselectChanges, shownFields } from './customValues';

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
