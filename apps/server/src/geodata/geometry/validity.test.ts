import { describe, expect, it } from 'vitest';
import { isCertainlyValidSurface } from './validity';

const poly = (...pts: number[]) => ({ type: 'Polygon' as const, rings: [pts] });

describe('isCertainlyValidSurface', () => {
  it('passes simple parcels in RD metres', () => {
    expect(isCertainlyValidSurface(poly(180000, 450000, 180018, 450000, 180018, 450015, 180009, 450017, 180000, 450015, 180000, 450000))).toBe(true);
    expect(isCertainlyValidSurface({ type: 'MultiPolygon', polygons: [[[0, 0, 10, 0, 10, 10, 0, 0]]] })).toBe(true);
  });

  it('leaves to PostGIS what ST_IsValid rejects or what it cannot decide cheaply', () => {
    // bow tie (self-crossing)
    expect(isCertainlyValidSurface(poly(0, 0, 10, 10, 10, 0, 0, 10, 0, 0))).toBe(false);
    // spike: the ring goes out and back along the same line
    expect(isCertainlyValidSurface(poly(0, 0, 10, 0, 10, 10, 10, 20, 10, 10, 0, 10, 0, 0))).toBe(false);
    // the ring touches itself at a vertex
    expect(isCertainlyValidSurface(poly(0, 0, 10, 0, 5, 5, 10, 10, 0, 10, 5, 5, 0, 0))).toBe(false);
    // no area, repeated point, unclosed, holes, several polygons
    expect(isCertainlyValidSurface(poly(0, 0, 10, 0, 20, 0, 0, 0))).toBe(false);
    expect(isCertainlyValidSurface(poly(0, 0, 10, 0, 10, 0, 10, 10, 0, 0))).toBe(false);
    expect(isCertainlyValidSurface(poly(0, 0, 10, 0, 10, 10, 0, 10))).toBe(false);
    expect(isCertainlyValidSurface({ type: 'Polygon', rings: [[0, 0, 10, 0, 10, 10, 0, 0], [1, 1, 2, 1, 2, 2, 1, 1]] })).toBe(false);
    expect(isCertainlyValidSurface({ type: 'MultiPolygon', polygons: [[[0, 0, 1, 0, 1, 1, 0, 0]], [[5, 5, 6, 5, 6, 6, 5, 5]]] })).toBe(false);
    expect(isCertainlyValidSurface({ type: 'Point', coords: [0, 0] })).toBe(false);
  });
});
