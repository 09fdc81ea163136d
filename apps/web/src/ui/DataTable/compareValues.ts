import type { SortValue } from './types';

/** An empty value: null, undefined, '' (sorted last in both directions). */
export const isEmpty = (v: SortValue): v is null | undefined | '' => v === null || v === undefined || v === '';

// one collator for every comparison: String.localeCompare with options builds a new one per call, which made
// sorting a table of 1 000 rows take most of a second
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two sort values: numbers by value, text by the reader's collation with numbers in it. */
export function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
