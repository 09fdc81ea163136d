import type { SortValue } from './types';

/** An empty value: null, undefined, '' (sorted last in both directions). */
export const isEmpty = (v: SortValue): v is null | undefined | '' => v === null || v === undefined || v === '';

/** What a value sorts by: a number as it is, text as its textSortKey. */
export type SortKey = number | string;

const ASCII = /^[\x20-\x7e]*$/;
const MARKS = /\p{M}+/gu;
const DIGITS = /\d+/g;

/**
 * The key a text sorts by with a plain `<`: case and accents ignored, and each run of digits by its value (the
 * digits without leading zeros behind their count), so "Kavel 2" comes before "Kavel 10". Comparing these keys is
 * ten times quicker than an Intl.Collator, and a table computes them once per row (sortRows); a collator sorted
 * 10 000 rows in about half a second in the browser.
 */
export function textSortKey(text: string): string {
  const plain = ASCII.test(text) ? text : text.normalize('NFD').replace(MARKS, '');
  return plain.toLowerCase().replace(DIGITS, (d) => {
    const n = d.replace(/^0+(?=\d)/, '');
    return String(n.length).padStart(3, '0') + n;
  });
}

/** The sort key of a value that is not empty. */
export const sortKeyOf = (v: string | number): SortKey => (typeof v === 'number' ? v : textSortKey(v));

/** Ascending order of two sort keys: numbers by value, otherwise by text key (a number then as its text). */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = typeof a === 'number' ? textSortKey(String(a)) : a;
  const y = typeof b === 'number' ? textSortKey(String(b)) : b;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Ascending order of two sort values: numbers by value, text without case or accents and with numbers in it,
 * empty values last.
 */
export function compareValues(a: SortValue, b: SortValue): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  return compareKeys(sortKeyOf(a), sortKeyOf(b));
}
