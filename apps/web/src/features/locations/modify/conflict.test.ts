import { describe, expect, it } from 'vitest';
import { changedFields, conflictsOf, resolvedEdit } from './conflict';

describe('the location editor conflict helpers', () => {
  const base = { name: 'Werf', owner: 'Gemeente', rating: 1, status: null as number | null };

  it('changedFields keeps only what differs from the base (null and undefined are the same)', () => {
    expect(changedFields(base, { ...base, name: 'Werf 2', status: null })).toEqual({ name: 'Werf 2' });
    expect(changedFields({ a: undefined } as Record<string, unknown>, { a: null })).toEqual({});
  });

  it('conflictsOf lists only fields both sides changed to different values', () => {
    const edit = { name: 'Mine', owner: 'Rijk', rating: 3 };
    // name: both changed, differently -> conflict; owner: they changed to the same value -> none; rating: only I changed
    const current = { name: 'Theirs', owner: 'Rijk', rating: 1 };
    expect(conflictsOf(base, edit, current)).toEqual([{ field: 'name', mine: 'Mine', theirs: 'Theirs' }]);
  });

  it('resolvedEdit drops the fields where the user keeps their value', () => {
    const edit = { name: 'Mine', rating: 3 };
    const conflicts = [{ field: 'name', mine: 'Mine', theirs: 'Theirs' }];
    expect(resolvedEdit(edit, conflicts, { name: false })).toEqual({ rating: 3 });
    expect(resolvedEdit(edit, conflicts, { name: true })).toEqual({ name: 'Mine', rating: 3 });
  });
});
