import { compareKeys, isEmpty, sortKeyOf, type SortKey } from './compareValues';
import type { SortValue } from './types';

/** Sort keys already computed, per row (null: empty); valid as long as the value function stays the same. */
export type SortKeyCache = WeakMap<object, SortKey | null>;

/**
 * The rows in the order of `value` (empty values last both ways; equal ones keep their order), as the table and
 * the exports of the rows on screen sort them. Each row's key is computed once (and kept in `cache` across sorts
 * and filters of the same rows), then only the keys are compared: a Schwartzian transform.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, desc: boolean, cache?: SortKeyCache): T[] {
  const keys = rows.map((row) => {
    const cacheable = cache && typeof row === 'object' && row !== null;
    if (cacheable && cache.has(row)) return cache.get(row)!;
    const v = value(row);
    const key = isEmpty(v) ? null : sortKeyOf(v);
    if (cacheable) cache.set(row, key);
    return key;
  });
  const index = rows.map((_, i) => i);
  index.sort((i, j) => {
    const a = keys[i] ?? null;
    const b = keys[j] ?? null;
    if (a === null || b === null) return Number(a === null) - Number(b === null) || i - j;
    const c = compareKeys(a, b);
    return (desc ? -c : c) || i - j;
  });
  return index.map((i) => rows[i]!);
}
