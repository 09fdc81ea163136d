import { describe, expect, it } from 'vitest';
import { buildPlotIndex, type PlotIndex } from './plotIndex';
import { compileQuery, type CompiledQuery } from './compileQuery';
import { runSearch, type CategoryHistogram, type NumericHistogram } from './runSearch';
import { explainPlot, scoreAt } from './explainPlot';
import type { FilterReference } from './filterSpec';
import { testLookup } from './testing/testCatalogue';
import { approximateLonLat } from './testing/syntheticPlots';

/** Six plots whose values the expectations below were worked out from by hand. */
function sixPlots(): PlotIndex {
  const xs = [120_000, 121_000, 122_000, 123_000, 124_000, 125_000];
  const ll = xs.map((x) => approximateLonLat(x, 480_000));
  const zoneCodes = { residential: 1, industry: 2, commercial: 3 } as const;
  return buildPlotIndex({
    ids: Float64Array.from([1, 2, 3, 4, 5, 6]),
    x: Float64Array.from(xs),
    y: Float64Array.from(xs.map(() => 480_000)),
    lon: Float32Array.from(ll.map((p) => p[0])),
    lat: Float32Array.from(ll.map((p) => p[1])),
    numbers: {
      size: Float32Array.from([100, 500, 1000, NaN, 2000, 800]),
      dist: Float32Array.from([0.125, 0.5, 1, 0.25, 2, 0]),
    },
    categories: {
      zone: {
        codes: Uint16Array.from(['residential', 'residential', 'industry', 'residential', 'residential', 'commercial'].map((z) => zoneCodes[z as keyof typeof zoneCodes])),
        dictionary: ['residential', 'industry', 'commercial'],
      },
    },
  });
}

const query: FilterReference[] = [
  { key: 'size', enabled: true, param1: 400, param2: 1500, optimal: 1000, weight: 2 },
  { key: 'zone', enabled: true, param1: ['residential', 'commercial'], optimal: 'residential', weight: 1 },
  { key: 'dist', enabled: true, param2: 1, weight: 1 },
];

function compiled(index: PlotIndex, refs: FilterReference[]): CompiledQuery {
  const c = compileQuery(refs, testLookup, index);
  if (!c.ok) throw new Error(JSON.stringify(c.problems));
  return c.query;
}

describe('runSearch on six plots worked out by hand', () => {
  const index = sixPlots();
  const q = compiled(index, query);
  const out = runSearch(index, q, testLookup, {
    limit: 10,
    histograms: [{ key: 'size', bins: 4, min: 0, max: 2000 }, { key: 'zone' }, { key: 'dist', bins: 2, min: 0, max: 2 }],
  });
  if (!out.ok) throw new Error('search failed');
  const r = out.result;

  it('admits the plots inside every bound; an unknown size does not pass', () => {
    // 1: size 100 too small; 3: industry; 4: size unknown; 5: too big and too far
    expect(r.count).toBe(2);
    expect(r.results.map((p) => p.id)).toEqual([6, 2]);
  });

  it('scores by weighted closeness to the optimal values', () => {
    // plot 6: size 800 -> 1 - 200/600; commercial is not preferred -> 0; 0 km is the best distance -> 1
    expect(r.results[0]!.score).toBeCloseTo(((2 * (2 / 3) + 0 + 1) / 4) * 100, 10);
    // plot 2: size 500 -> 1 - 500/600; residential -> 1; 0.5 km of 0-1 km -> 0.5
    expect(r.results[1]!.score).toBeCloseTo(((2 * (1 / 6) + 1 + 0.5) / 4) * 100, 10);
  });

  it('gives each filter the histogram of the plots that pass the other filters', () => {
    const size = r.histograms[0] as NumericHistogram;
    // plots 1, 2 and 6 pass zone and distance; plot 4 does too but its size is unknown
    expect(size.counts).toEqual([1, 2, 0, 0]);
    expect(size.unknown).toBe(1);
    const zone = r.histograms[1] as CategoryHistogram;
    expect(zone.counts).toEqual([
      { value: 'residential', count: 1 },
      { value: 'industry', count: 1 },
      { value: 'commercial', count: 1 },
    ]);
    const dist = r.histograms[2] as NumericHistogram;
    expect(dist.counts).toEqual([2, 0]);
  });

  it('explains each result per filter, the points adding up to the score', () => {
    const e = explainPlot(index, q, r.results[0]!.position);
    expect(e.map((f) => [f.key, f.value, f.passed])).toEqual([
      ['size', 800, true],
      ['zone', 'commercial', true],
      ['dist', 0, true],
    ]);
    expect(e[1]!.closeness).toBe(0);
    expect(e.reduce((s, f) => s + f.points, 0)).toBeCloseTo(r.results[0]!.score, 10);
  });

  it("gives one plot's score as the ranking does, and none for a plot that does not match", () => {
    for (const x of r.results) expect(scoreAt(index, q, x.position)).toBeCloseTo(x.score, 10);
    const ranked = new Set(r.results.map((x) => x.position));
    const outside = [...Array(index.size).keys()].filter((p) => !ranked.has(p));
    expect(outside.length).toBeGreaterThan(0);
    for (const p of outside) expect(scoreAt(index, q, p)).toBeNull();
  });

  it('a histogram for a filter that is not in the query counts every match', () => {
    const o = runSearch(index, compiled(index, [query[1]!]), testLookup, { histograms: [{ key: 'dist', bins: 2, min: 0, max: 2 }] });
    if (!o.ok) throw new Error('search failed');
    // residential or commercial: plots 1, 2, 4, 5, 6; plot 5 is at 2 km, the last bin includes the maximum
    expect((o.result.histograms[0] as NumericHistogram).counts).toEqual([4, 1]);
  });

  it('pages through the ranking without gaps or repeats', () => {
    const page2 = runSearch(index, q, testLookup, { limit: 1, offset: 1 });
    expect(page2.ok && page2.result.results.map((p) => p.id)).toEqual([2]);
  });

  it('refuses histograms of unknown filters and of filters without one', () => {
    const o = runSearch(index, q, testLookup, { histograms: [{ key: 'nope' }, { key: 'bbox' }] });
    expect(!o.ok && o.problems.map((p) => p.code)).toEqual(['unknown_filter', 'invalid_filter']);
  });
});

describe('scores without optimal values', () => {
  it('are 100 for every match when no filter has an optimal or a preferred end', () => {
    const index = sixPlots();
    const o = runSearch(index, compiled(index, [{ key: 'size', param1: 0, param2: 5000 }]), testLookup, { limit: 10 });
    // ties are ordered by plot id
    expect(o.ok && o.result.results.map((p) => [p.id, p.score])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
      [5, 100],
      [6, 100],
    ]);
  });
});
