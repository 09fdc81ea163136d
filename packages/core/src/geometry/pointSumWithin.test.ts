import { describe, expect, it } from 'vitest';
import { seededRandom } from '../search/testing/syntheticPlots';
import { pointSumWithin } from './pointSumWithin';

describe('pointSumWithin', () => {
  it('sums the weights within the radius as a scan of every point does', () => {
    const random = seededRandom(7);
    const n = 2_000;
    const coordinates = Array.from({ length: 2 * n }, (_, i) => (i % 2 === 0 ? 100_000 : 400_000) + random() * 60_000);
    const weights = Array.from({ length: n }, () => Math.round(random() * 3_000));
    const index = pointSumWithin(coordinates, weights, 5_000);
    expect(index.size).toBe(n);
    for (let q = 0; q < 300; q++) {
      const x = 95_000 + random() * 70_000;
      const y = 395_000 + random() * 70_000;
      let scan = 0;
      for (let i = 0; i < n; i++) {
        const dx = coordinates[2 * i]! - x;
        const dy = coordinates[2 * i + 1]! - y;
        if (Math.sqrt(dx * dx + dy * dy) <= 5_000) scan += weights[i]!;
      }
      expect(index.sumWithin(x, y)).toBe(scan);
    }
  });

  it('counts a point exactly on the radius, and none beyond it', () => {
    const index = pointSumWithin([0, 0, 3_000, 4_000, 3_000, 4_000.001], [1, 10, 100], 5_000);
    expect(index.sumWithin(0, 0)).toBe(11);
    expect(index.sumWithin(-20_000, -20_000)).toBe(0);
    expect(pointSumWithin([], [], 5_000).sumWithin(0, 0)).toBe(0);
  });
});
