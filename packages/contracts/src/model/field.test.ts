import { describe, expect, it } from 'vitest';
import { columnName, geoJsonGeometry, toIntegerOrZero } from './field';

describe('toIntegerOrZero (spec 5: plot size is forced to an integer)', () => {
  it.each([
    [1234, 1234],
    [1234.9, 1234],
    ['1234.7 m2', 1234],
    ['abc', 0],
    [null, 0],
    [Number.NaN, 0],
    [1e20, 0],
    ['-5', -5],
  ])('%j -> %j', (input, expected) => expect(toIntegerOrZero(input)).toBe(expected));
});

describe('columnName', () => {
  it('turns API names into snake_case columns', () => {
    expect(columnName('companyId')).toBe('company_id');
    expect(columnName('createdByUserName')).toBe('created_by_user_name');
    expect(columnName('size_max')).toBe('size_max');
  });
});

describe('geoJsonGeometry', () => {
  it('accepts a closed polygon and rejects an open ring, out-of-range coordinates and unknown types', () => {
    const ring = [[4.9, 52.37], [4.91, 52.37], [4.91, 52.38], [4.9, 52.37]];
    expect(geoJsonGeometry.safeParse({ type: 'Polygon', coordinates: [ring] }).success).toBe(true);
    expect(geoJsonGeometry.safeParse({ type: 'Polygon', coordinates: [[...ring.slice(0, 3), [4.95, 52.4]]] }).success).toBe(false);
    expect(geoJsonGeometry.safeParse({ type: 'Point', coordinates: [400, 52] }).success).toBe(false);
    expect(geoJsonGeometry.safeParse({ type: 'Circle', coordinates: [4, 52] }).success).toBe(false);
  });
});
