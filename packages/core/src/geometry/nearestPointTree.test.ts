import { describe, expect, it } from 'vitest';
import { nearestPointTree } from './nearestPointTree';
import { seededRandom } from '../search/testing/syntheticPlots';

const bruteForce = (xy: number[], x: number, y: number) => {
  let best = Infinity;
  for (let i = 0; i < xy.length; i += 2) best = Math.min(best, Math.sqrt((xy[i]! - x) ** 2 + (xy[i + 1]! - y) ** 2));
  return best;
};

describe('nearestPointTree', () => {
  it('has no distance without points', () => {
    expect(nearestPointTree([]).nearestDistance(1, 2)).toBeNull();
  });

  it('gives exactly the least distance a point-by-point search gives', () => {
    for (const [seed, n] of [[1, 1], [2, 7], [3, 9], [4, 100], [5, 5000]] as const) {
      const next = seededRandom(seed);
      // RD-like coordinates, some points repeated and some on one line, where a median has equal neighbours
      const xy = Array.from({ length: 2 * n }, (_, i) => (i % 6 === 0 ? 155_000 : 100_000 + Math.round(next() * 60_000_00) / 100));
      if (n > 3) xy.splice(2, 2, xy[0]!, xy[1]!);
      const tree = nearestPointTree(xy);
      expect(tree.size).toBe(n);
      for (let q = 0; q < 300; q++) {
        const x = 90_000 + next() * 80_000;
        const y = 90_000 + next() * 80_000;
        expect(tree.nearestDistance(x, y)).toBe(bruteForce(xy, x, y));
      }
      // on a point itself
      expect(tree.nearestDistance(xy[2 * (n - 1)]!, xy[2 * (n - 1) + 1]!)).toBe(0);
    }
  });
});
