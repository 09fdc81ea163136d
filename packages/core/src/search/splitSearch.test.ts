import { describe, expect, it } from 'vitest';
import { compileQuery } from './compileQuery';
import type { FilterReference } from './filterSpec';
import { passesAt } from './closeness';
import { RETAINED_ENTRIES } from './plotIndex';
import { runSearch, type HistogramRequest, type SearchOptions } from './runSearch';
import { SCAN_BLOCK } from './fusedScan';
import { splitCandidates, runSearchInParts } from './splitSearch';
import { testFeatures, testLookup } from './testing/testCatalogue';
import { approximateLonLat, syntheticIndex } from './testing/syntheticPlots';

// more plots than one scan block, so that the work lists grow between blocks
const extent = { minX: 150_000, maxX: 170_000, minY: 450_000, maxY: 465_000 };
const index = syntheticIndex(3 * SCAN_BLOCK + 123, testFeatures, 11, extent);
const [w, s] = approximateLonLat(152_000, 451_000);
const [e, n] = approximateLonLat(166_000, 462_000);
const [pointLon, pointLat] = approximateLonLat(160_000, 457_000);

const queries: Record<string, FilterReference[]> = {
  'nothing (every plot passes)': [],
  'wide ranges (most plots pass or miss one)': [
    { key: 'size', param1: 100, optimal: 900 },
    { key: 'year', param2: 2010, optimal: 1950, weight: 2 },
    { key: 'zone', param1: ['residential', 'mixed', 'green'], optimal: ['residential'] },
  ],
  'selective with a box, a point and an or-choice': [
    { key: 'dist', param2: 2 },
    { key: 'bbox', param1: [w, s, e, n] },
    { key: 'distance_point', param1: pointLat, param2: pointLon, param3: 6, resolved: { pointRd: { x: 160_000, y: 457_000 } } } as FilterReference,
    { key: 'or', children: [{ key: 'flag', param1: 1 }, { key: 'municipality', param1: ['GM0002'] }] },
  ],
  'a box only (no fused filter)': [{ key: 'bbox', param1: [w, s, e, n] }],
};
const histograms: HistogramRequest[] = [{ key: 'size', bins: 20 }, { key: 'year' }, { key: 'zone' }, { key: 'dist', bins: 7 }, { key: 'municipality' }];

function compiled(refs: FilterReference[]) {
  const c = compileQuery(refs, testLookup, index);
  if (!c.ok) throw new Error(JSON.stringify(c.problems));
  return c.query;
}

function answer(refs: FilterReference[], options: SearchOptions, parts = 1) {
  const out = parts === 1 ? runSearch(index, compiled(refs), testLookup, options) : runSearchInParts(index, compiled(refs), testLookup, options, parts);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.result;
}

describe('search over many plots and in parts', () => {
  it('cuts the positions a query scans into parts of equal size, in position order', () => {
    const everything = compiled([]);
    expect(splitCandidates(index, everything, { ranges: [[0, 10]] }, 3)).toEqual([[[0, 3]], [[3, 6]], [[6, 10]]]);
    expect(splitCandidates(index, everything, { ranges: [[0, 2]] }, 4)).toEqual([[[0, 1]], [[1, 2]]]);
    expect(splitCandidates(index, everything, { ranges: [[0, 4], [10, 12], [20, 26]] }, 3)).toEqual([[[0, 4]], [[10, 12], [20, 22]], [[22, 26]]]);
    expect(splitCandidates(index, everything, { ranges: [] }, 2)).toEqual([[]]);
    // a box: only the positions in its cells, spread evenly
    const boxed = compiled(queries['a box only (no fused filter)']!);
    const parts = splitCandidates(index, boxed, {}, 4);
    const sizes = parts.map((p) => p.reduce((n, [a, b]) => n + b - a, 0));
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(index.size);
  });

  for (const [name, refs] of Object.entries(queries)) {
    it(`${name}: the count is the plots passing every filter, and parts merge into the single scan's answer`, () => {
      const q = compiled(refs);
      let expected = 0;
      for (let i = 0; i < index.size; i++) if (q.filters.every((f) => passesAt(f, index, i))) expected++;
      const options = { limit: 100, histograms };
      const one = answer(refs, options);
      expect(one.count).toBe(expected);
      for (const parts of [2, 3, 5]) {
        const split = answer(refs, options, parts);
        expect(split.count).toBe(one.count);
        expect(split.histograms).toEqual(one.histograms);
        expect(split.results).toEqual(one.results);
      }
      // a later page and every match with its score (tiles) merge the same way
      expect(answer(refs, { limit: 50, offset: 170 }, 3).results).toEqual(answer(refs, { limit: 50, offset: 170 }).results);
      const all = answer(refs, { collectAll: true }, 4).all!;
      const allOne = answer(refs, { collectAll: true }).all!;
      expect(Array.from(all.positions)).toEqual(Array.from(allOne.positions));
      expect(Array.from(all.scores)).toEqual(Array.from(allOne.scores));
    });
  }

  it('keeps small work lists between queries and answers the same after giving large ones back', () => {
    const before = answer(queries['wide ranges (most plots pass or miss one)']!, { limit: 10, histograms });
    answer([], { limit: 10 });
    expect(index.scratch.bytes).toBeLessThan(40 * RETAINED_ENTRIES);
    expect(answer(queries['wide ranges (most plots pass or miss one)']!, { limit: 10, histograms })).toEqual(before);
  });
});
