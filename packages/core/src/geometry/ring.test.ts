import { describe, expect, it } from 'vitest';
import { polygonArea } from './polygonArea';
import { cleanRing, isSimpleRing, ringSides, translatePolygon } from './ring';

describe('rings', () => {
  it('drops repeated and collinear points and turns the ring counter-clockwise', () => {
    const ring = cleanRing([
      { x: 0, y: 0 },
      { x: 0, y: 10 },
      { x: 10, y: 10 },
      { x: 10, y: 10 },
      { x: 10, y: 5 },
      { x: 10, y: 0 },
      { x: 5, y: 0 },
    ]);
    expect(ring).toHaveLength(4);
    expect(polygonArea(ring)).toBe(100);
    expect(ring[1]!.x > ring[0]!.x || ring[1]!.y > ring[0]!.y).toBe(true);
  });
  it('rejects two pieces joined by a zero-width bridge', () => {
    const bridged = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 2, y: 4 },
      { x: 2, y: 8 },
      { x: 4, y: 8 },
      { x: 4, y: 12 },
      { x: 0, y: 12 },
      { x: 0, y: 8 },
      { x: 2, y: 8 },
      { x: 2, y: 4 },
      { x: 0, y: 4 },
    ];
    expect(isSimpleRing(bridged)).toBe(false);
    expect(isSimpleRing(translatePolygon(bridged.slice(0, 4), 1, 1))).toBe(true);
  });
  it('measures a rotated 2.6 x 4.8 m staircase by its sides, not its bounding box', () => {
    const c = Math.cos(0.5);
    const s = Math.sin(0.5);
    const rot = [
      { x: 0, y: 0 },
      { x: 2.6, y: 0 },
      { x: 2.6, y: 4.8 },
      { x: 0, y: 4.8 },
    ].map((p) => ({ x: p.x * c - p.y * s, y: p.x * s + p.y * c }));
    const sides = ringSides(rot);
    expect(sides.a).toBeCloseTo(2.6, 9);
    expect(sides.b).toBeCloseTo(4.8, 9);
  });
});
