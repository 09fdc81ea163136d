import { describe, expect, it } from 'vitest';
import type { LocationTableRow } from '@plotwise/contracts';
import { applyMove, boardColumns, filterCards, keyboardTarget, planMove } from './boardModel';

const row = (id: number, over: Partial<LocationTableRow> = {}): LocationTableRow =>
  ({
    id,
    name: `L${id}`,
    status: null,
    phase: null,
    order: id * 10,
    labels: [],
    assignedTo: null,
    road: null,
    house_number: null,
    postcode: null,
    city: null,
    plotnr: null,
    ...over,
  }) as LocationTableRow;
const values = [
  { id: 7, name: 'Verkennen', color: '#00f', order: 10 },
  { id: 8, name: 'Onderhandelen', color: '#f00', order: 20 },
];
// column 7 holds 1, 2, 3 (orders 10, 20, 30); column 8 holds 4 (order 10); 5 has no status, 6 a value that is gone
const rows = [
  row(1, { status: 7, order: 10 }),
  row(2, { status: 7, order: 20 }),
  row(3, { status: 7, order: 30 }),
  row(4, { status: 8, order: 10 }),
  row(5),
  row(6, { status: 99 }),
];

describe('planboard model', () => {
  it('makes a no-status column first, then one per value in order, cards by order', () => {
    const cols = boardColumns(rows, values, 'status');
    expect(cols.map((c) => [c.key, c.cards.map((r) => r.id)])).toEqual([
      ['none', [5, 6]],
      ['7', [1, 2, 3]],
      ['8', [4]],
    ]);
    expect(boardColumns(rows, values, 'phase')[0]!.cards).toHaveLength(6);
  });

  it('moving within a column renumbers in steps of 10 and sends only the changed orders', () => {
    expect(planMove(rows, values, 'status', 3, 7, 1)).toEqual({
      change: null,
      order: [
        { id: 3, order: 10 },
        { id: 1, order: 20 },
        { id: 2, order: 30 },
      ],
    });
    expect(planMove(rows, values, 'status', 3, 7, null)).toEqual({ change: null, order: [] });
  });

  it('moving to another column changes the status and renumbers that column only', () => {
    const move = planMove(rows, values, 'status', 2, 8, 4);
    expect(move).toEqual({
      change: { id: 2, field: 'status', value: 8 },
      order: [
        { id: 2, order: 10 },
        { id: 4, order: 20 },
      ],
    });
    const after = boardColumns(applyMove(rows, move), values, 'status');
    expect(after[1]!.cards.map((r) => r.id)).toEqual([1, 3]);
    expect(after[2]!.cards.map((r) => r.id)).toEqual([2, 4]);
    expect(planMove(rows, values, 'status', 1, null, null).change).toEqual({
      id: 1,
      field: 'status',
      value: null,
    });
  });

  it('keyboard steps: up, down, and to the top of the neighbouring column', () => {
    const cols = boardColumns(rows, values, 'status');
    expect(keyboardTarget(cols, 2, 'up')).toEqual({ toValueId: 7, beforeId: 1 });
    expect(keyboardTarget(cols, 2, 'down')).toEqual({ toValueId: 7, beforeId: null });
    expect(keyboardTarget(cols, 1, 'down')).toEqual({ toValueId: 7, beforeId: 3 });
    expect(keyboardTarget(cols, 1, 'up')).toBeNull();
    expect(keyboardTarget(cols, 1, 'right')).toEqual({ toValueId: 8, beforeId: 4 });
    expect(keyboardTarget(cols, 1, 'left')).toEqual({ toValueId: null, beforeId: 5 });
    expect(keyboardTarget(cols, 4, 'right')).toBeNull();
    // the planned step lands where the key said
    const t = keyboardTarget(cols, 1, 'down')!;
    const after = boardColumns(
      applyMove(rows, planMove(rows, values, 'status', 1, t.toValueId, t.beforeId)),
      values,
      'status',
    );
    expect(after[1]!.cards.map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('filters by words, label and assignee', () => {
    const labelled = [
      row(1, { labels: [{ id: 3, name: 'A', color: null }], assignedTo: 9, city: 'Almere' }),
      row(2, { name: 'Haven' }),
    ];
    expect(filterCards(labelled, { text: '', labelId: 3, assignee: null }).map((r) => r.id)).toEqual([1]);
    expect(filterCards(labelled, { text: '', labelId: null, assignee: 9 }).map((r) => r.id)).toEqual([1]);
    expect(filterCards(labelled, { text: '', labelId: null, assignee: 'none' }).map((r) => r.id)).toEqual([
      2,
    ]);
    expect(filterCards(labelled, { text: 'alm l1', labelId: null, assignee: null }).map((r) => r.id)).toEqual(
      [1],
    );
  });
});
