import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { radians, rdPoint } from '../units/units';
import {
  clipPolygonToConvex,
  fitStripInPolygon,
  insetPolygon,
  localToRd,
  pointInPolygon,
  polygonArea,
  polygonCentroid,
  polygonInsidePolygon,
  polygonPerimeter,
  rdToLocal,
  rect,
  rectPolygon,
} from './index';

const square = rectPolygon(rect(0, 0, 10, 10));
const lShape = [
  { x: 0, y: 0 },
  { x: 20, y: 0 },
  { x: 20, y: 10 },
  { x: 10, y: 10 },
  { x: 10, y: 20 },
  { x: 0, y: 20 },
];

describe('polygon measures', () => {
  it('measures a 10 x 10 square and an L of 300 m2', () => {
    expect(polygonArea(square)).toBe(100);
    expect(polygonPerimeter(square)).toBe(40);
    expect(polygonCentroid(square)).toEqual({ x: 5, y: 5 });
    expect(polygonArea(lShape)).toBe(300);
  });
  it('ignores the ring orientation', () => {
    expect(polygonArea([...square].reverse())).toBe(100);
  });
});

describe('insetPolygon', () => {
  it('takes an outer wall of 0.4 m off a 60 x 12 m floor', () => {
    const inner = insetPolygon(rectPolygon(rect(0, 0, 60, 12)), 0.4);
    expect(polygonArea(inner)).toBeCloseTo(59.2 * 11.2, 9);
  });
  it('insets a concave L-shape by mitred corners', () => {
    expect(polygonArea(insetPolygon(lShape, 1))).toBeCloseTo(18 * 8 + 8 * 10, 9);
  });
  it('reports a collapsed inset as empty', () => {
    expect(insetPolygon(square, 6)).toEqual([]);
  });
});

describe('clipPolygonToConvex', () => {
  it('clips a concave buildable area to a building rectangle', () => {
    const clipped = clipPolygonToConvex(lShape, rectPolygon(rect(5, 5, 15, 15)));
    expect(polygonArea(clipped)).toBeCloseTo(75, 9);
  });
  it('never yields more area than either input', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        (dx, dy) => {
          const a = polygonArea(clipPolygonToConvex(lShape, rectPolygon(rect(dx, dy, dx + 8, dy + 6))));
          expect(a).toBeLessThanOrEqual(48 + 1e-9);
          expect(a).toBeGreaterThanOrEqual(-1e-9);
        },
      ),
    );
  });
});

describe('frames', () => {
  it('round-trips RD to local for any rotation', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (a, v) => {
          const frame = { origin: rdPoint(155000, 463000), rotate_z: radians(a) };
          const back = rdToLocal(frame, localToRd(frame, { x: v, y: 2 * v }));
          expect(back.x).toBeCloseTo(v, 6);
          expect(back.y).toBeCloseTo(2 * v, 6);
        },
      ),
    );
  });
  it('turns local x onto RD north for a quarter turn', () => {
    const p = localToRd({ origin: rdPoint(100, 200), rotate_z: radians(Math.PI / 2) }, { x: 10, y: 0 });
    expect(p.x).toBeCloseTo(100, 9);
    expect(p.y).toBeCloseTo(210, 9);
  });
});

describe('containment and strip fitting', () => {
  it('knows a rectangle inside the L and one across its notch', () => {
    expect(pointInPolygon({ x: 15, y: 15 }, lShape)).toBe(false);
    expect(polygonInsidePolygon(rectPolygon(rect(1, 1, 19, 9)), lShape)).toBe(true);
    expect(polygonInsidePolygon(rectPolygon(rect(1, 1, 15, 15)), lShape)).toBe(false);
  });
  it('finds the longest 12 m deep strip in a trapezoid', () => {
    // Top edge runs from (0,20) to (40,10): a 12 m deep strip fits up to x = 32.
    const trapezoid = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 40, y: 10 },
      { x: 0, y: 20 },
    ];
    const fit = fitStripInPolygon(trapezoid, 60, 12);
    expect(fit?.x0).toBe(0);
    expect(fit?.x1).toBeCloseTo(32, 9);
    expect(fitStripInPolygon(trapezoid, 60, 25)).toBeNull();
  });
});
