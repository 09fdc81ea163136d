import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clipPolygonToConvex } from './clipPolygon';
import { polygonArea } from './polygonArea';
import { rect, rectOverlapArea, rectPolygon } from './rect';
import { intersectionArea, unionArea } from './unionArea';

const lShape = [
  { x: 0, y: 0 },
  { x: 20, y: 0 },
  { x: 20, y: 10 },
  { x: 10, y: 10 },
  { x: 10, y: 20 },
  { x: 0, y: 20 },
];

describe('unionArea', () => {
  it('counts two overlapping 10 x 10 squares as 175 m2', () => {
    expect(unionArea([rectPolygon(rect(0, 0, 10, 10)), rectPolygon(rect(5, 5, 15, 15))])).toBeCloseTo(175, 9);
  });
  it('counts a repeated ring once and a ring inside another not at all', () => {
    const sq = rectPolygon(rect(0, 0, 10, 10));
    expect(unionArea([sq, sq, rectPolygon(rect(2, 2, 4, 4))])).toBeCloseTo(100, 9);
  });
  it('handles a concave L and a diamond crossing its notch', () => {
    const diamond = [
      { x: 15, y: 5 },
      { x: 25, y: 15 },
      { x: 15, y: 25 },
      { x: 5, y: 15 },
    ];
    // The diamond (200 m2) covers part of the notch; Sutherland-Hodgman gives the overlap independently.
    const overlap = polygonArea(clipPolygonToConvex(lShape, diamond));
    expect(unionArea([lShape, diamond])).toBeCloseTo(300 + 200 - overlap, 6);
    expect(intersectionArea(lShape, diamond)).toBeCloseTo(overlap, 6);
  });
  it('matches rectangle overlap for any two rectangles', () => {
    const r = fc
      .tuple(
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.double({ min: 0.5, max: 15, noNaN: true }),
        fc.double({ min: 0.5, max: 15, noNaN: true }),
      )
      .map(([x, y, w, h]) => rect(x, y, x + w, y + h));
    fc.assert(
      fc.property(r, r, (a, b) => {
        const expected = polygonArea(rectPolygon(a)) + polygonArea(rectPolygon(b)) - rectOverlapArea(a, b);
        expect(unionArea([rectPolygon(a), rectPolygon(b)])).toBeCloseTo(expected, 6);
      }),
      { seed: 11 },
    );
  });
});
