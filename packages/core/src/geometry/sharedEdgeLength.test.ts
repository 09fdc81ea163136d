import { describe, expect, it } from 'vitest';
import { rectPolygon } from './rect';
import { sharedEdgeLength } from './sharedEdgeLength';

const r = (x0: number, y0: number, x1: number, y1: number) => rectPolygon({ x0, y0, x1, y1 });

describe('sharedEdgeLength', () => {
  it('measures the common wall line of two rooms side by side, whichever way their rings run', () => {
    expect(sharedEdgeLength(r(0, 0, 10, 2), r(0, 2, 10, 12))).toBeCloseTo(10, 9);
    expect(sharedEdgeLength(r(0, 2, 10, 12), [...r(0, 0, 10, 2)].reverse())).toBeCloseTo(10, 9);
    // a partial overlap counts only its stretch
    expect(sharedEdgeLength(r(0, 0, 10, 2), r(4, 2, 20, 5))).toBeCloseTo(6, 9);
  });

  it('measures a strip inside an outline along the three sides it lies on', () => {
    expect(sharedEdgeLength(r(0, 0, 30, 2), r(0, 0, 30, 12))).toBeCloseTo(30 + 2 + 2, 9);
  });

  it('is zero for rooms that only touch at a corner or lie apart, and for parallel edges a wall apart', () => {
    expect(sharedEdgeLength(r(0, 0, 1, 1), r(1, 1, 2, 2))).toBe(0);
    expect(sharedEdgeLength(r(0, 0, 1, 1), r(5, 5, 6, 6))).toBe(0);
    expect(sharedEdgeLength(r(0, 0, 10, 2), r(0, 2.3, 10, 12))).toBe(0);
  });

  it('follows slanted edges', () => {
    const a = [{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 0, y: 4 }];
    const b = [{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 8 }];
    expect(sharedEdgeLength(a, b)).toBeCloseTo(5, 9);
  });
});
