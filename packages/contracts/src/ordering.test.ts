import { describe, expect, it } from 'vitest';
import { renumber } from './ordering';

const items = [
  { id: 1, order: 10 },
  { id: 2, order: 20 },
  { id: 3, order: 30 },
  { id: 4, order: 40 },
];

describe('renumber', () => {
  it('moves an item and sends only the changed ones, in steps of 10', () => {
    expect(renumber(items, 3, 1)).toEqual([
      { id: 4, order: 20 },
      { id: 2, order: 30 },
      { id: 3, order: 40 },
    ]);
  });
  it('sends nothing when nothing moves', () => {
    expect(renumber(items, 2, 2)).toEqual([]);
  });
  it('renumbers a list with gaps and missing orders', () => {
    expect(renumber([{ id: 7, order: null }, { id: 8, order: 5 }, { id: 9, order: 10 }], 0, 2)).toEqual([
      { id: 8, order: 10 },
      { id: 9, order: 20 },
      { id: 7, order: 30 },
    ]);
  });
});
