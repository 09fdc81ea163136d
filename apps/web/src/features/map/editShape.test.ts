import { describe, expect, it } from 'vitest';
import { lngLat, lngLatToRd, rdPoint, rdToLngLat } from '@plotwise/core';
import { editFeatures, editMeasures, editPolygon, insertCorner, isChanged, isValidRing, moveCorner, nudgeCorner, removeCorner, ringOfGeometry, selectCorner, startEdit } from './editShape';

const at = (x: number, y: number): [number, number] => {
  const p = rdToLngLat(rdPoint(160000 + x, 490000 + y));
  return [p.lng, p.lat];
};
// a 30 x 20 m rectangle as stored (closed ring)
const stored = { type: 'Polygon', coordinates: [[at(0, 0), at(30, 0), at(30, 20), at(0, 20), at(0, 0)]] };
const begin = () => startEdit({ kind: 'parcel', plotId: 7 }, stored)!;

describe('editing the corners of a stored area', () => {
  it('opens a stored polygon as its open ring and measures it like a drawing', () => {
    const e = begin();
    expect(e.points).toHaveLength(4);
    expect(e.selected).toBeNull();
    expect(editMeasures(e.points).areaSquareMeters).toBeCloseTo(600, 1);
    expect(editMeasures(e.points).perimeterMeters).toBeCloseTo(100, 1);
    expect(isChanged(e)).toBe(false);
    expect(ringOfGeometry({ type: 'MultiPolygon', coordinates: [stored.coordinates] })).toHaveLength(4);
    // two parts, a point or nothing cannot be edited as one ring
    expect(startEdit({ kind: 'buildable' }, { type: 'MultiPolygon', coordinates: [stored.coordinates, stored.coordinates] })).toBeNull();
    expect(startEdit({ kind: 'buildable' }, { type: 'Point', coordinates: at(0, 0) })).toBeNull();
    expect(startEdit({ kind: 'buildable' }, null)).toBeNull();
  });

  it('moves a corner, adds one in the middle of a side and removes one, the area following', () => {
    let e = moveCorner(begin(), 2, at(40, 20));
    expect(e.selected).toBe(2);
    // a trapezium 30 and 40 m wide, 20 m deep
    expect(editMeasures(e.points).areaSquareMeters).toBeCloseTo(700, 1);
    expect(isChanged(e)).toBe(true);
    e = insertCorner(e, 0);
    expect(e.points).toHaveLength(5);
    expect(e.selected).toBe(1);
    e = moveCorner(e, 1, at(15, -10));
    // a triangle 30 m wide, 10 m out of the south side
    expect(editMeasures(e.points).areaSquareMeters).toBeCloseTo(850, 1);
    e = removeCorner(e, 1);
    expect(e.points).toHaveLength(4);
    expect(e.selected).toBe(0);
    expect(editMeasures(e.points).areaSquareMeters).toBeCloseTo(700, 1);
    // three corners is the least
    const triangle = removeCorner(e, 3);
    expect(removeCorner(triangle, 0)).toBe(triangle);
  });

  it('takes a corner dragged to a point with insertCorner, and moves the chosen corner by the keyboard in metres', () => {
    let e = insertCorner(begin(), 1, at(35, 10));
    expect(editMeasures(e.points).areaSquareMeters).toBeCloseTo(650, 1);
    e = selectCorner({ ...e, selected: null }, -1);
    expect(e.selected).toBe(4);
    e = selectCorner(e, 1);
    expect(e.selected).toBe(0);
    e = nudgeCorner(e, -2, -3);
    const rd = lngLatToRd(lngLat(...e.points[0]!));
    expect(rd.x).toBeCloseTo(159998, 2);
    expect(rd.y).toBeCloseTo(489997, 2);
    expect(nudgeCorner({ ...e, selected: null }, 1, 1).points).toEqual(e.points);
  });

  it('refuses an outline that crosses itself or folds onto itself', () => {
    const e = begin();
    expect(isValidRing(e.points)).toBe(true);
    // corner 1 dragged across the north side: the sides cross
    const bow = moveCorner(e, 1, at(20, 30));
    expect(isValidRing(bow.points)).toBe(false);
    // a corner dragged onto its neighbour
    expect(isValidRing(moveCorner(e, 2, at(30, 0)).points)).toBe(false);
    expect(editFeatures(bow).features.find((f) => f.properties.kind === 'area')!.properties.valid).toBe(false);
  });

  it('draws the area, the outline, a handle per corner and one per side, and saves a closed ring', () => {
    const e = { ...begin(), selected: 1 };
    const kinds = editFeatures(e).features.map((f) => f.properties.kind);
    expect(kinds.filter((k) => k === 'vertex')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'midpoint')).toHaveLength(4);
    expect(editFeatures(e).features.filter((f) => f.properties.selected).map((f) => f.properties.index)).toEqual([1]);
    const mid = editFeatures(e).features.find((f) => f.properties.kind === 'midpoint' && f.properties.index === 0)!.geometry as { coordinates: [number, number] };
    const m = lngLatToRd(lngLat(...mid.coordinates));
    expect(m.x).toBeCloseTo(160015, 1);
    expect(editFeatures(null).features).toEqual([]);
    const ring = editPolygon(e.points)!.coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
  });
});
