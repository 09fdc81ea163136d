import type { SortValue } from './types';

/** An empty value: null, undefined, '' (sorted last in both directions). */
export const isEmpty = (v: SortValue): v is null | undefined | '' => v === null || v === undefined || v === '';

/** Ascending order of two sort values: numbers by value, text by the reader's collation with numbers in it. */
export function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}
