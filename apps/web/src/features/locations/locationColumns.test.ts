import { describe, expect, it } from 'vitest';
import { compareValues } from '../../ui/DataTable/compareValues';
import { filterRows, LOCATION_COLUMNS, type LocationRow } from './locationColumns';

const row = (id: number, over: Partial<LocationRow>): LocationRow =>
  ({ id, name: `L${id}`, plotsize: 0, archived: false, createdAt: '2026-01-01', updatedAt: '2026-01-01', ...over }) as LocationRow;

describe('table of locations', () => {
  const rows = [row(1, { name: 'Zuidkavel', plotsize: 900, city: 'Otterlo' }), row(2, { name: 'Akkerweg', plotsize: 12000, city: null }), row(3, { name: 'Molen', plotsize: 900, city: 'Ede' })];

  it('sorts numbers by value and text with its numbers (the DataTable orders by these values)', () => {
    const by = (key: string) => LOCATION_COLUMNS.find((c) => c.key === key)!.value;
    expect([...rows].sort((a, b) => compareValues(by('plotsize')(a), by('plotsize')(b))).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(by('city')(rows[1]!)).toBeNull();
    expect(by('address')(row(4, { road: 'Dorpsstraat', house_number: '12' }))).toBe('Dorpsstraat 12');
  });

  it('finds rows by every word of the search', () => {
    expect(filterRows(rows, 'otter zuid').map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, '  ')).toHaveLength(3);
  });
});
