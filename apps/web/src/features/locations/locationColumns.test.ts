import { describe, expect, it } from 'vitest';
import { filterRows, sortRows, type LocationRow } from './locationColumns';

const row = (id: number, over: Partial<LocationRow>): LocationRow =>
  ({ id, name: `L${id}`, plotsize: 0, archived: false, createdAt: '2026-01-01', updatedAt: '2026-01-01', ...over }) as LocationRow;

describe('table of locations', () => {
  const rows = [row(1, { name: 'Zuidkavel', plotsize: 900, city: 'Otterlo' }), row(2, { name: 'Akkerweg', plotsize: 12000, city: null }), row(3, { name: 'Molen', plotsize: 900, city: 'Ede' })];

  it('sorts numbers as numbers with ties by id, and empty values last either way', () => {
    expect(sortRows(rows, { key: 'plotsize', dir: 'desc' }).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(rows, { key: 'plotsize', dir: 'asc' }).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortRows(rows, { key: 'city', dir: 'asc' }).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortRows(rows, { key: 'city', dir: 'desc' }).map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('finds rows by every word of the search', () => {
    expect(filterRows(rows, 'otter zuid').map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, '  ')).toHaveLength(3);
  });
});
