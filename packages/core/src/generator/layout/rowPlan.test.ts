import { describe, expect, it } from 'vitest';
import type { MixUnit } from './mixUnit';
import type { RowOptions } from './rowPlan';
import { forcedPlan, rebalanceRows, takeForced } from './rowPlan';

const unit = (unit_id: string, share: number): MixUnit => ({
  unit_id,
  name: unit_id,
  order: 0,
  size: 50,
  size_max: 80,
  share,
  mindepth: 5,
  maxdepth: 12,
  two_window_maxdepth: 20,
  minlength: 5,
  maxlength: 25,
  two_window_minlength: 5,
  parking_ratio: 1,
  balcony: null,
});
const mix = [unit('a', 0.5), unit('b', 0.5)];
// A row of two dwellings that may hold two of a, one of each, or two of b, all wasting nothing.
const opts = [
  { mixCounts: [2, 0], extra: 0 },
  { mixCounts: [1, 1], extra: 0 },
  { mixCounts: [0, 2], extra: 0 },
];
const row = (key: string, chosen: number, options = opts, weight = 1): RowOptions => ({
  key,
  weight,
  area: 100 * weight,
  options,
  wastePerMetre: 8 * weight,
  chosen,
});
const tallyOf = (rows: RowOptions[]) =>
  rows.reduce((t, r) => t.map((n, j) => n + r.weight * r.options[r.chosen]!.mixCounts[j]!), [0, 0]);

describe('rebalanceRows', () => {
  it('re-chooses the rows against the whole building: greedy a a / a a becomes a mix of 50 / 50', () => {
    const rows = [row('r0', 0), row('r1', 0)];
    const { choice } = rebalanceRows(mix, tallyOf(rows), rows);
    expect(choice).not.toBeNull();
    const built = choice!.reduce((t, c) => t.map((n, j) => n + c.counts[j]!), [0, 0]);
    expect(built).toEqual([2, 2]);
  });

  it('keeps the first choice when it cannot be bettered', () => {
    const rows = [row('r0', 1), row('r1', 1)];
    expect(rebalanceRows(mix, tallyOf(rows), rows).choice).toBeNull();
  });

  it('counts units outside the rows (end units) in the tally it balances', () => {
    const rows = [row('r0', 1)];
    // Two fixed units of a besides the row: the row should take b b.
    const tally = tallyOf(rows).map((n, j) => n + (j === 0 ? 2 : 0));
    expect(rebalanceRows(mix, tally, rows).choice).toEqual([{ counts: [0, 2] }]);
  });

  it('weighs the area an option gives up against the mix it brings', () => {
    // The only way to b wastes 2 m of an 8 m deep row: 16 m2 of its 100 m2 (16 points) for a mix that gains less.
    const wasteful = [
      { mixCounts: [2, 0], extra: 0 },
      { mixCounts: [1, 1], extra: 2 },
    ];
    const rows = [row('r0', 0, wasteful), row('r1', 1, opts)];
    const before = tallyOf(rows);
    expect(rebalanceRows(mix, before, rows).choice).toEqual([{ counts: [2, 0] }, { counts: [0, 2] }]);
  });

  it('meets shares that are not halves: 1/3 a, 2/3 b over rows of three of a kind', () => {
    const third = [unit('a', 1 / 3), unit('b', 2 / 3)];
    const one = [
      { mixCounts: [3, 0], extra: 0 },
      { mixCounts: [0, 3], extra: 0 },
    ];
    const rows = [row('r0', 0, one), row('r1', 0, one), row('r2', 1, one)];
    const { choice } = rebalanceRows(third, tallyOf(rows), rows);
    const built = choice!.reduce((t, c) => t.map((n, j) => n + c.counts[j]!), [0, 0]);
    expect(built).toEqual([3, 6]);
  });

  it('is deterministic', () => {
    const rows = [row('r0', 0), row('r1', 2, opts, 3), row('r2', 0, opts, 2)];
    const a = rebalanceRows(mix, tallyOf(rows), rows);
    const b = rebalanceRows(mix, tallyOf(rows), rows);
    expect(a).toEqual(b);
  });
});

describe('forced plans', () => {
  it('hands each recorded row its counts in order, and none to a row that is not the one recorded', () => {
    const rows = [row('r0', 0), row('r1', 0)];
    const plan = forcedPlan(rows, [{ counts: [1, 1] }, { counts: [0, 2] }]);
    expect(takeForced(plan, 'r0')).toEqual([1, 1]);
    expect(takeForced(plan, 'other')).toBeNull();
    expect(takeForced(plan, 'r2')).toBeNull();
    expect(takeForced(undefined, 'r0')).toBeNull();
  });
});
