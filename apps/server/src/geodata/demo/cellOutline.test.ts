import { describe, expect, it } from 'vitest';
import { cellOutline } from './cellOutline';

const area = (r: [number, number][]) => r.slice(0, -1).reduce((s, p, k) => s + p[0] * r[k + 1]![1] - r[k + 1]![0] * p[1], 0) / 2;

describe('the outline of grid cells', () => {
  it('merges an L of three cells into one ring of six corners', () => {
    const [p, ...more] = cellOutline([[0, 0], [1, 0], [0, 1]]);
    expect(more).toEqual([]);
    expect(p!.outer).toHaveLength(7);
    expect(area(p!.outer)).toBe(3);
    expect(p!.holes).toEqual([]);
  });

  it('keeps the hole of a ring of cells (the farmland around a town) as a clockwise ring', () => {
    const ring: [number, number][] = [];
    for (let i = -1; i <= 1; i++) for (let j = -1; j <= 1; j++) if (i || j) ring.push([i, j]);
    const [p, ...more] = cellOutline(ring);
    expect(more).toEqual([]);
    expect(area(p!.outer)).toBe(9);
    expect(p!.holes.map(area)).toEqual([-1]);
  });

  it('gives cells that touch only at a corner their own polygons', () => {
    const ps = cellOutline([[0, 0], [1, 1]]);
    expect(ps.map((p) => area(p.outer))).toEqual([1, 1]);
  });
});
