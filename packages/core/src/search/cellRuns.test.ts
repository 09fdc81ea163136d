import { describe, expect, it } from 'vitest';
import { buildPlotIndex } from './plotIndex';
import { cellOfLonLat, positionsOfTile } from './cellOrder';
import { testFeatures } from './testing/testCatalogue';
import { syntheticColumns } from './testing/syntheticPlots';

// about 2 000 zoom-16 cells: ten plots a cell, as ten million plots over the Netherlands have
const extent = { minX: 150_000, maxX: 170_000, minY: 450_000, maxY: 465_000 };

describe('cell runs and packed coordinates', () => {
  it('give back every Float32 label point bit for bit, in 2 bytes a value, and the cell of every position', () => {
    const input = syntheticColumns(20_000, testFeatures, 5, extent);
    const lon = new Map<number, number>();
    const lat = new Map<number, number>();
    input.ids.forEach((id, i) => (lon.set(id, input.lon[i]!), lat.set(id, input.lat[i]!)));
    const index = buildPlotIndex(input);
    expect(index.lon.byteLength).toBeLessThan(2.5 * index.size);
    expect(index.cells.count).toBeLessThan(index.size);
    let previous = 0;
    // read out of order too: the run cache must not answer for the wrong run
    const positions = [...Array.from({ length: index.size }, (_, i) => i), 17, index.size - 1, 0, 9_999];
    for (const p of positions) {
      const id = index.ids[p]!;
      expect(index.lon.at(p)).toBe(lon.get(id));
      expect(index.lat.at(p)).toBe(lat.get(id));
      const cell = index.cells.at(p)!;
      expect(cell).toBe(cellOfLonLat(index.lon.at(p)!, index.lat.at(p)!));
      if (p > 0 && p === previous + 1) expect(cell).toBeGreaterThanOrEqual(index.cells.at(previous)!);
      previous = p;
    }
    expect(index.lon.at(index.size)).toBeUndefined();
    const [a, b] = positionsOfTile(index.cells, 16, 33_700, 21_600);
    for (let p = 0; p < index.size; p++) {
      const inside = Math.floor(((index.lon.at(p)! + 180) / 360) * 65536) === 33_700;
      if (p >= a && p < b) expect(inside).toBe(true);
    }
  }, 60_000);

  it('keeps the Float32 values when a cell cannot be packed (an unknown point)', () => {
    const input = syntheticColumns(20_000, testFeatures, 6, extent);
    input.lon[3] = NaN;
    const lat = Float32Array.from(input.lat);
    const ids = Float64Array.from(input.ids);
    const index = buildPlotIndex(input);
    expect(index.lon).toBeInstanceOf(Float32Array);
    expect(index.lat).not.toBeInstanceOf(Float32Array);
    const latOf = new Map(Array.from(ids, (id, i) => [id, lat[i]!]));
    for (let p = 0; p < index.size; p++) expect(index.lat.at(p)).toBe(latOf.get(index.ids[p]!));
    // sparse plots (about one a cell) keep their Float32 values: a base per cell would cost more
    expect(buildPlotIndex(syntheticColumns(2_000, testFeatures, 7)).lat).toBeInstanceOf(Float32Array);
  });
});
