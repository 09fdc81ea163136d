import { describe, expect, it } from 'vitest';
import { lngLatToRd, rdPoint, rdToLngLat, lngLat } from '@plotwise/core';
import { addPoint, emptySketch, finishSketch, removeLastPoint, sketchAreaSquareMeters, sketchFeatures, sketchLengthMeters, sketchPolygon } from './sketch';

const at = (x: number, y: number): [number, number] => {
  const p = rdToLngLat(rdPoint(x, y));
  return [p.lng, p.lat];
};

describe('measure and draw', () => {
  it('measures a line and a square in metres', () => {
    let s = emptySketch;
    for (const p of [at(160000, 490000), at(160030, 490000), at(160030, 490040)]) s = addPoint(s, p);
    expect(sketchLengthMeters(s)).toBeCloseTo(70, 2);
    s = addPoint(s, at(160000, 490040));
    expect(sketchLengthMeters(s, true)).toBeCloseTo(140, 2);
    expect(sketchAreaSquareMeters(s)).toBeCloseTo(1200, 0);
  });

  it('undoes the last point, finishes, and starts over after a finished sketch', () => {
    let s = addPoint(addPoint(emptySketch, at(160000, 490000)), at(160010, 490000));
    s = removeLastPoint(s);
    expect(s.points).toHaveLength(1);
    expect(finishSketch(s).done).toBe(false); // one point is not a measurement
    s = finishSketch(addPoint(s, at(160010, 490000)));
    expect(s.done).toBe(true);
    expect(addPoint(s, at(1, 1)).points).toHaveLength(1);
  });

  it('closes a drawn plot into a polygon and draws its area only for an area', () => {
    let s = emptySketch;
    for (const p of [at(160000, 490000), at(160010, 490000), at(160010, 490010)]) s = addPoint(s, p);
    const poly = sketchPolygon(s)!;
    expect(poly.coordinates[0]).toHaveLength(4);
    expect(poly.coordinates[0]![0]).toEqual(poly.coordinates[0]![3]);
    expect(sketchFeatures(s, true).features.map((f: any) => f.properties.kind)).toEqual(['vertex', 'vertex', 'vertex', 'line', 'area']);
    expect(sketchFeatures(s, false).features.map((f: any) => f.properties.kind)).toEqual(['vertex', 'vertex', 'vertex', 'line']);
    const back = lngLatToRd(lngLat(...s.points[0]!));
    expect(back.x).toBeCloseTo(160000, 2);
  });
});
