import { describe, expect, it } from 'vitest';
import { compileQuery } from './compileQuery';
import type { FilterReference } from './filterSpec';
import { runSearch, type SearchOptions } from './runSearch';
import { indexFromParts, indexParts, isShared, shareIndex } from './sharedIndex';
import { testFeatures, testLookup } from './testing/testCatalogue';
import { approximateLonLat, syntheticIndex } from './testing/syntheticPlots';
import type { PlotIndex } from './plotIndex';

const extent = { minX: 150_000, maxX: 170_000, minY: 450_000, maxY: 465_000 };
const [w, s] = approximateLonLat(152_000, 451_000);
const [e, n] = approximateLonLat(166_000, 462_000);
const refs: FilterReference[] = [
  { key: 'size', param1: 100, optimal: 900 },
  { key: 'zone', param1: ['residential', 'mixed', 'green'], optimal: ['residential'] },
  { key: 'bbox', param1: [w, s, e, n] },
];
const options: SearchOptions = { limit: 50, histograms: [{ key: 'size', bins: 10 }, { key: 'zone' }] };

function answer(index: PlotIndex) {
  const c = compileQuery(refs, testLookup, index);
  if (!c.ok) throw new Error(JSON.stringify(c.problems));
  const out = runSearch(index, c.query, testLookup, options);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.result;
}

describe('an index on shared memory', () => {
  const local = syntheticIndex(20_000, testFeatures, 5, extent);
  const built = syntheticIndex(20_000, testFeatures, 5, extent, { shared: true });

  it('is built or copied with every per-plot array on a SharedArrayBuffer, packed coordinates included', () => {
    expect(isShared(local)).toBe(false);
    expect(isShared(built)).toBe(true);
    expect(isShared(shareIndex(local))).toBe(true);
    expect('base' in indexParts(built).lon).toBe(true); // about 15 plots per cell: packed
  });

  it('answers like the ordinary index, also as the copy a worker thread receives', () => {
    const expected = answer(local);
    expect(expected.count).toBeGreaterThan(100);
    expect(answer(built)).toEqual(expected);
    expect(answer(shareIndex(local))).toEqual(expected);
    // structuredClone is what postMessage does: shared arrays keep their memory, the rest is copied
    const received = indexFromParts(structuredClone(indexParts(built)));
    expect(isShared(received)).toBe(true);
    expect(answer(received)).toEqual(expected);
  });
});
