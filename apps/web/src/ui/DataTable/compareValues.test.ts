import { describe, expect, it } from 'vitest';
import { compareValues, isEmpty } from './compareValues';

describe('compareValues', () => {
  it('orders numbers by value and text with the numbers in it', () => {
    expect([10, 2, 33].sort(compareValues)).toEqual([2, 10, 33]);
    expect(['Kavel 10', 'kavel 2', 'Kavel 1'].sort(compareValues)).toEqual(['Kavel 1', 'kavel 2', 'Kavel 10']);
    expect(['2024-03-05T10:00:00Z', '2023-12-01T00:00:00Z'].sort(compareValues)).toEqual(['2023-12-01T00:00:00Z', '2024-03-05T10:00:00Z']);
  });
  it('knows an empty value', () => {
    expect([null, undefined, '', 0, 'x'].map(isEmpty)).toEqual([true, true, true, false, false]);
  });
});
