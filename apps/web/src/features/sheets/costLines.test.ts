import { describe, expect, it } from 'vitest';
import { moveWithinGroup, nextOrderInGroup, sortedActive, type OrderedCost } from './costLines';

const line = (id: number, category: OrderedCost['category'], order: number, archived = false): OrderedCost => ({ id, category, order, archived, deleted: false });
const costs = [line(1, 'building', 10), line(2, 'ground', 20), line(3, 'building', 20), line(4, 'building', 30), line(5, 'ground', 10), line(6, 'building', 5, true)];

describe('cost line order', () => {
  it('sorts active lines by group, then order; archived lines are left out', () => {
    expect(sortedActive(costs).map((c) => c.id)).toEqual([5, 2, 1, 3, 4]);
  });
  it('moves a line within its group and renumbers the group in steps of 10', () => {
    expect(moveWithinGroup(costs, 4, -1)).toEqual([
      { id: 4, order: 20 },
      { id: 3, order: 30 },
    ]);
    expect(moveWithinGroup(costs, 1, -1)).toEqual([]);
    expect(moveWithinGroup(costs, 2, 1)).toEqual([]);
    expect(moveWithinGroup([line(7, 'tax', 3), line(8, 'tax', 4)], 8, -1)).toEqual([
      { id: 8, order: 10 },
      { id: 7, order: 20 },
    ]);
  });
  it('puts a new line at the end of its group', () => {
    expect(nextOrderInGroup(costs, 'building')).toBe(40);
    expect(nextOrderInGroup(costs, 'tax')).toBe(10);
  });
});
