import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { latToTileY, lonToTileX } from '../mercator/webMercator';
import { cellOfLonLat, cellRangeOfTile, intersectRanges, mergeRanges, mortonCode, positionsOfBounds } from './cellOrder';
import { radixOrder } from './plotIndex';

describe('the index order of cells', () => {
  it('the cells of a tile are one run of Morton codes', () => {
    fc.assert(
      fc.property(fc.double({ min: -179, max: 179, noNaN: true }), fc.double({ min: -80, max: 80, noNaN: true }), fc.integer({ min: 0, max: 16 }), (lon, lat, z) => {
        const c = cellOfLonLat(lon, lat);
        const [lo, hi] = cellRangeOfTile(z, Math.floor(lonToTileX(lon, z)), Math.floor(latToTileY(lat, z)));
        expect(c >= lo && c < hi).toBe(true);
      }),
    );
    expect(mortonCode(0xffff, 0xffff)).toBe(2 ** 32 - 1);
  });

  it('covers a box with runs that hold every point inside it', () => {
    const n = 5000;
    const pts = Array.from({ length: n }, (_, i) => [4 + ((i * 7919) % 1000) / 500, 51 + ((i * 104729) % 1000) / 500] as const);
    const cells = Uint32Array.from(pts.map(([lon, lat]) => cellOfLonLat(lon, lat)));
    const order = radixOrder(cells);
    const sorted = Uint32Array.from(order, (i) => cells[i]!);
    fc.assert(
      fc.property(fc.double({ min: 4, max: 6, noNaN: true }), fc.double({ min: 4, max: 6, noNaN: true }), fc.double({ min: 51, max: 53, noNaN: true }), fc.double({ min: 51, max: 53, noNaN: true }), (a, b, c, d) => {
        const box = [Math.min(a, b), Math.min(c, d), Math.max(a, b), Math.max(c, d)] as const;
        const runs = positionsOfBounds(sorted, box, 16);
        const inRun = (p: number) => runs.some(([s, e]) => p >= s && p < e);
        order.forEach((i, p) => {
          const [lon, lat] = pts[i]!;
          if (lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3]) expect(inRun(p)).toBe(true);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('merges and intersects position ranges', () => {
    expect(mergeRanges([[5, 8], [0, 2], [1, 3], [8, 9], [4, 4]])).toEqual([[0, 3], [5, 9]]);
    expect(intersectRanges([[0, 3], [5, 9]], [[2, 6], [8, 20]])).toEqual([[2, 3], [5, 6], [8, 9]]);
  });
});
