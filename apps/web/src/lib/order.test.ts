import { describe, expect, it } from 'vitest';
import { moveItem, nextOrder, orderChanges } from './order';

describe('ordering', () => {
  it('moves an item', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
  it('renumbers in steps of 10 and sends only changed items', () => {
    const items = [
      { id: 1, order: 10 },
      { id: 3, order: 30 },
      { id: 2, order: 20 },
      { id: 4, order: 40 },
    ];
    expect(orderChanges(items)).toEqual([
      { id: 3, order: 20 },
      { id: 2, order: 30 },
    ]);
    expect(orderChanges([{ id: 9, order: 0 }])).toEqual([{ id: 9, order: 10 }]);
  });
  it('gives new items the next step', () => {
    expect(nextOrder([])).toBe(10);
    expect(nextOrder([{ order: 30 }, { order: 10 }])).toBe(40);
  });
});
