import { describe, expect, it } from 'vitest';
import { compareValues, isEmpty, textSortKey } from './compareValues';

describe('compareValues', () => {
  it('orders numbers by value and text with the numbers in it', () => {
    expect([10, 2, 33].sort(compareValues)).toEqual([2, 10, 33]);
    expect(['Kavel 10', 'kavel 2', 'Kavel 1'].sort(compareValues)).toEqual(['Kavel 1', 'kavel 2', 'Kavel 10']);
    expect(['2024-03-05T10:00:00Z', '2023-12-01T00:00:00Z'].sort(compareValues)).toEqual(['2023-12-01T00:00:00Z', '2024-03-05T10:00:00Z']);
  });
  it('ignores case, accents and leading zeros, as a reader does', () => {
    expect(['Zwolle', 'Émmen', 'almere', 'Ede'].sort(compareValues)).toEqual(['almere', 'Ede', 'Émmen', 'Zwolle']);
    expect(textSortKey('Kavel 007')).toBe(textSortKey('kavel 7'));
    expect(['ALM00-A-120', 'ALM00-A-12', 'ALM00-A-9'].sort(compareValues)).toEqual(['ALM00-A-9', 'ALM00-A-12', 'ALM00-A-120']);
  });
  it('puts digits before letters and a number among texts by its text', () => {
    expect(['b', '10', 'a', '9'].sort(compareValues)).toEqual(['9', '10', 'a', 'b']);
    expect(['Fase b', 7, 'Fase a'].sort(compareValues)).toEqual([7, 'Fase a', 'Fase b']);
  });
  it('knows an empty value and puts it last', () => {
    expect([null, undefined, '', 0, 'x'].map(isEmpty)).toEqual([true, true, true, false, false]);
    expect([null, 'b', '', 3, 'a'].sort(compareValues)).toEqual([3, 'a', 'b', null, '']);
  });
});
