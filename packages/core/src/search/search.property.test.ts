import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileQuery, type CompiledFilter, type CompiledQuery } from './compileQuery';
import type { FilterReference, RdPolygon } from './filterSpec';
import { categoryCodeAt, numberAt, type NumericColumn, type PlotIndex } from './plotIndex';
import { closenessAt, passesAt } from './closeness';
import { runSearch, type HistogramRequest, type SearchResult } from './runSearch';
import { tileMatches } from './tileMatches';
import { lonToTileX, latToTileY, tileBounds } from '../mercator/webMercator';
import { testFeatures, testLookup } from './testing/testCatalogue';
import { approximateLonLat, syntheticIndex } from './testing/syntheticPlots';

// A small region (about 20 x 15 km) so that boxes, circles and tiles hold a fair share of the plots.
const extent = { minX: 150_000, maxX: 170_000, minY: 450_000, maxY: 465_000 };
const index = syntheticIndex(3000, testFeatures, 7, extent);
// the same plots with every numeric column kept as Float32 (no coded columns)
const floatIndex = syntheticIndex(3000, testFeatures, 7, extent, { maxCodedValues: 0 });
const runs = { numRuns: 60 };

function compile(refs: FilterReference[]): CompiledQuery {
  const c = compileQuery(refs, testLookup, index);
  if (!c.ok) throw new Error(JSON.stringify(c.problems));
  return c.query;
}

function search(refs: FilterReference[], histograms: HistogramRequest[] = [], limit = index.size): SearchResult {
  const o = runSearch(index, compile(refs), testLookup, { limit, histograms });
  if (!o.ok) throw new Error(JSON.stringify(o.problems));
  return o.result;
}

const matchIds = (refs: FilterReference[]) => new Set(search(refs).results.map((r) => r.id));

/** The reference evaluation: plot by plot, filter by filter, with no masks, runs or heaps. */
function naive(q: CompiledQuery, histogramKeys: string[], index: PlotIndex) {
  const pass = (fs: readonly CompiledFilter[], i: number) => fs.every((f) => passesAt(f, index, i));
  const ranked: { id: number; score: number }[] = [];
  for (let i = 0; i < index.size; i++) {
    if (!pass(q.filters, i)) continue;
    const sum = q.filters.reduce((s, f) => (f.weight > 0 ? s + f.weight * closenessAt(f, index, i) : s), 0);
    ranked.push({ id: index.ids[i]!, score: q.totalWeight > 0 ? (sum * 100) / q.totalWeight : 100 });
  }
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  const histograms = histogramKeys.map((key) => {
    const others = q.filters.filter((f) => f.key !== key);
    const values: (number | string | null)[] = [];
    const col = index.columns.get(testLookup(key)!.feature!)!;
    for (let i = 0; i < index.size; i++) {
      if (!pass(others, i)) continue;
      if (col.kind === 'number') values.push(numberAt(col, i) === numberAt(col, i) ? numberAt(col, i) : null);
      else values.push(categoryCodeAt(col, i) ? col.dictionary[categoryCodeAt(col, i) - 1]! : null);
    }
    return values;
  });
  return { ranked, histograms };
}

// --- arbitraries -------------------------------------------------------------------------------------

const bound = (min: number, max: number) => fc.option(fc.double({ min, max, noNaN: true }), { nil: null });
// realistic weights: 0 or at least a thousandth (denormal weights underflow to 0 when multiplied)
const weight = fc.option(fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 5, noNaN: true })), { nil: null });

const rangeRef = (key: string, min: number, max: number) =>
  fc.record({ key: fc.constant(key), enabled: fc.constant(true), param1: bound(min, max), param2: bound(min, max), optimal: bound(min, max), weight });

const zoneRef = fc.record({
  key: fc.constant('zone'),
  enabled: fc.constant(true),
  param1: fc.subarray(['residential', 'industry', 'mixed', 'green', 'unheard-of']),
  optimal: fc.subarray(['residential', 'mixed']),
  weight,
});
const flagRef = fc.record({ key: fc.constant('flag'), enabled: fc.constant(true), param1: fc.constantFrom(0, 1, '1', 'false') });
const municipalityRef = fc.record({ key: fc.constant('municipality'), enabled: fc.constant(true), param1: fc.subarray(['GM0001', 'GM0002', 'GM0003']) });

const rdPoint = fc.tuple(fc.double({ min: extent.minX, max: extent.maxX, noNaN: true }), fc.double({ min: extent.minY, max: extent.maxY, noNaN: true }));

const bboxRef = fc.tuple(rdPoint, rdPoint).map(([a, b]) => {
  const [w, s] = approximateLonLat(Math.min(a[0], b[0]), Math.min(a[1], b[1]));
  const [e, n] = approximateLonLat(Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  return { key: 'bbox', enabled: true, param1: [w, s, e, n] } as FilterReference;
});

const pointRef = fc.tuple(rdPoint, fc.double({ min: 0.5, max: 12, noNaN: true }), weight).map(([[x, y], r, w]) => {
  const [lon, lat] = approximateLonLat(x, y);
  return { key: 'distance_point', enabled: true, param1: lat, param2: lon, param3: r, weight: w, resolved: { pointRd: { x, y } } } as FilterReference;
});

/** A rectangle with a rectangular hole in its middle third. */
const areaRef = fc.tuple(rdPoint, rdPoint).map(([a, b]) => {
  const [x0, x1] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
  const [y0, y1] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
  const dx = (x1 - x0) / 3;
  const dy = (y1 - y0) / 3;
  const ring = (l: number, r: number, bo: number, t: number): [number, number][] => [
    [l, bo],
    [r, bo],
    [r, t],
    [l, t],
    [l, bo],
  ];
  const polygon: RdPolygon = [ring(x0, x1, y0, y1), ring(x0 + dx, x1 - dx, y0 + dy, y1 - dy)];
  const [w, s] = approximateLonLat(x0, y0);
  const [e, n] = approximateLonLat(x1, y1);
  return { key: 'area', enabled: true, resolved: { polygonsRd: [polygon], boundsLonLat: [w - 1e-6, s - 1e-6, e + 1e-6, n + 1e-6] } } as FilterReference;
});

const leafRef: fc.Arbitrary<FilterReference> = fc.oneof(
  rangeRef('size', 0, 2000),
  rangeRef('year', 1900, 2020),
  rangeRef('dist', 0, 5),
  rangeRef('far', 0, 40),
  zoneRef,
  flagRef,
  municipalityRef,
  bboxRef,
  pointRef,
  areaRef,
);
const orRef = fc.record({ key: fc.constant('or'), enabled: fc.constant(true), weight, children: fc.array(leafRef, { minLength: 1, maxLength: 3 }) });
const anyRef = fc.oneof({ weight: 5, arbitrary: leafRef }, { weight: 1, arbitrary: orRef as fc.Arbitrary<FilterReference> });
const queryArb = fc.array(anyRef, { minLength: 0, maxLength: 5 });
const histogramKeysArb = fc.subarray(['size', 'year', 'dist', 'zone', 'municipality']);

// --- properties --------------------------------------------------------------------------------------

describe('the columnar engine agrees with a plot-by-plot evaluation', { timeout: 60_000 }, () => {
  it.each([
    ['coded', index],
    ['Float32', floatIndex],
  ])('count, ranking and self-excluding histograms (%s numeric columns)', (_, index) => {
    expect([...index.columns.values()].some((c) => c.kind === 'number' && c.storage === (index === floatIndex ? 'float' : 'coded'))).toBe(true);
    fc.assert(
      fc.property(queryArb, histogramKeysArb, (refs, keys) => {
        const c = compileQuery(refs, testLookup, index);
        if (!c.ok) throw new Error(JSON.stringify(c.problems));
        const q = c.query;
        const out = runSearch(index, q, testLookup, { limit: index.size, histograms: keys.map((key) => ({ key, bins: 8 })) });
        if (!out.ok) throw new Error('search failed');
        const ref = naive(q, keys, index);
        expect(out.result.count).toBe(ref.ranked.length);
        expect(out.result.results.map((r) => r.id)).toEqual(ref.ranked.map((r) => r.id));
        out.result.results.forEach((r, i) => expect(r.score).toBeCloseTo(ref.ranked[i]!.score, 9));
        out.result.histograms.forEach((h, i) => {
          const values = ref.histograms[i]!;
          const unknown = values.filter((v) => v === null).length;
          expect(h.unknown).toBe(unknown);
          const total = h.kind === 'numeric' ? h.counts.reduce((s, c) => s + c, 0) + h.below + h.above : h.counts.reduce((s, c) => s + c.count, 0);
          expect(total + unknown).toBe(values.length);
          if (h.kind === 'numeric') {
            // every bin, counted value by value
            const bins = h.counts.map(() => 0);
            const scale = bins.length / (h.max - h.min);
            for (const v of values) if (typeof v === 'number' && v >= h.min && v <= h.max) bins[Math.min(bins.length - 1, Math.floor((v - h.min) * scale))]!++;
            expect(h.counts).toEqual(bins);
          }
        });
      }),
      runs,
    );
  });
});

describe('semantics', { timeout: 60_000 }, () => {
  it('adding a disabled filter changes nothing', () => {
    fc.assert(
      fc.property(queryArb, anyRef, fc.nat(), histogramKeysArb, (refs, extra, at, keys) => {
        const withDisabled = [...refs];
        withDisabled.splice(at % (refs.length + 1), 0, { ...extra, enabled: false });
        const hs = keys.map((key) => ({ key, bins: 8 }));
        expect(search(withDisabled, hs, 50)).toEqual(search(refs, hs, 50));
      }),
      runs,
    );
  });

  it('a disabled child of an or-choice changes nothing', () => {
    fc.assert(
      fc.property(queryArb, orRef, leafRef, (refs, or, extra) => {
        const withChild = { ...or, children: [...or.children, { ...extra, enabled: false }] };
        expect(search([...refs, withChild], [], 50)).toEqual(search([...refs, or], [], 50));
      }),
      runs,
    );
  });

  it('narrowing a bound never adds a match', () => {
    fc.assert(
      fc.property(
        queryArb,
        fc.constantFrom(['size', 0, 2000] as const, ['year', 1900, 2020] as const, ['dist', 0, 5] as const),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (refs, [key, min, max], a, b, da, db) => {
          const lo = min + Math.min(a, b) * (max - min);
          const hi = min + Math.max(a, b) * (max - min);
          const wide = matchIds([...refs, { key, param1: lo, param2: hi }]);
          const narrow = matchIds([...refs, { key, param1: lo + da * (hi - lo) * 0.5, param2: hi - db * (hi - lo) * 0.5 }]);
          for (const id of narrow) expect(wide.has(id)).toBe(true);
        },
      ),
      runs,
    );
  });

  it('an or-choice matches the union of its children', () => {
    fc.assert(
      fc.property(queryArb, fc.array(leafRef, { minLength: 1, maxLength: 4 }), (refs, children) => {
        const union = new Set<number>();
        for (const c of children) for (const id of matchIds([...refs, c])) union.add(id);
        expect([...matchIds([...refs, { key: 'or', children }])].sort((a, b) => a - b)).toEqual([...union].sort((a, b) => a - b));
      }),
      runs,
    );
  });

  it('a custom area admits exactly the plots inside its outer ring and outside its hole', () => {
    fc.assert(
      fc.property(areaRef, (area) => {
        const [outer, hole] = area.resolved!.polygonsRd![0]!;
        const inRect = (r: readonly (readonly [number, number])[], x: number, y: number) => x > r[0]![0] && x < r[1]![0] && y > r[0]![1] && y < r[2]![1];
        const expected: number[] = [];
        for (let i = 0; i < index.size; i++) if (inRect(outer!, index.x[i]!, index.y[i]!) && !inRect(hole!, index.x[i]!, index.y[i]!)) expected.push(index.ids[i]!);
        expect([...matchIds([area])].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      }),
      runs,
    );
  });

  it('a distance-to-point filter admits the plots within its radius and scores nearer plots higher', () => {
    fc.assert(
      fc.property(pointRef, (point) => {
        const ref = { ...point, weight: 1 };
        const { x, y } = ref.resolved!.pointRd!;
        const r = (ref.param3 as number) * 1000;
        const results = search([ref]).results;
        const expected = [...Array(index.size).keys()].filter((i) => Math.hypot(index.x[i]! - x, index.y[i]! - y) <= r).length;
        expect(results.length).toBe(expected);
        const dist = (p: number) => Math.hypot(index.x[p]! - x, index.y[p]! - y);
        for (let i = 1; i < results.length; i++) expect(dist(results[i]!.position)).toBeGreaterThanOrEqual(dist(results[i - 1]!.position) - 1e-6);
      }),
      runs,
    );
  });

  it('scaling every weight by the same factor changes no score; a weight of 0 restricts but does not score', () => {
    fc.assert(
      fc.property(queryArb, fc.double({ min: 0.1, max: 10, noNaN: true }), (refs, k) => {
        const scale = (r: FilterReference): FilterReference => ({ ...r, weight: (r.weight ?? 1) * k, children: r.children?.map(scale) ?? null });
        const a = search(refs);
        const b = search(refs.map(scale));
        // the same plots with the same scores (rounding may swap plots whose scores differ in the 15th digit)
        const before = new Map(a.results.map((r) => [r.id, r.score]));
        expect(b.results.length).toBe(a.results.length);
        for (const r of b.results) expect(r.score).toBeCloseTo(before.get(r.id)!, 9);
        const zero = search([...refs, { key: 'size', param1: 500, param2: 1500, optimal: 600, weight: 0 }]);
        const unscored = search([...refs, { key: 'size', param1: 500, param2: 1500 }]);
        // same matches; the zero-weight filter leaves the scores as they were without its optimal
        expect(zero.results.map((r) => r.id).sort()).toEqual(unscored.results.map((r) => r.id).sort());
        const scoreOf = new Map(a.results.map((r) => [r.id, r.score]));
        for (const r of zero.results) expect(r.score).toBeCloseTo(scoreOf.get(r.id)!, 9);
      }),
      runs,
    );
  });

  it('a larger weight on a filter never lowers the rank of its best plot', () => {
    fc.assert(
      fc.property(queryArb, (refs) => {
        const low = search([...refs, { key: 'dist', param1: 0, param2: 5, weight: 1 }]).results;
        const high = search([...refs, { key: 'dist', param1: 0, param2: 5, weight: 50 }]).results;
        if (!low.length) return;
        const dist = index.columns.get('dist') as NumericColumn;
        const nearest = low.reduce((best, r) => (numberAt(dist, r.position) < numberAt(dist, best.position) ? r : best));
        expect(high.findIndex((r) => r.id === nearest.id)).toBeLessThanOrEqual(low.findIndex((r) => r.id === nearest.id));
      }),
      runs,
    );
  });

  it('ranks by score, ties by plot id, and pages without gaps or repeats', () => {
    fc.assert(
      fc.property(queryArb, fc.integer({ min: 1, max: 9 }), (refs, pageSize) => {
        const q = compile(refs);
        const whole = runSearch(index, q, testLookup, { limit: pageSize * 5 });
        if (!whole.ok) throw new Error('search failed');
        const rs = whole.result.results;
        for (let i = 1; i < rs.length; i++) {
          const [p, c] = [rs[i - 1]!, rs[i]!];
          expect(p.score > c.score || (p.score === c.score && p.id < c.id)).toBe(true);
        }
        const pages = [0, 1, 2, 3, 4].flatMap((k) => {
          const o = runSearch(index, q, testLookup, { limit: pageSize, offset: k * pageSize });
          return o.ok ? o.result.results : [];
        });
        expect(pages).toEqual(rs);
      }),
      runs,
    );
  });

  it('a tile holds the matches inside its bounds, and its four children split them', () => {
    fc.assert(
      fc.property(queryArb, rdPoint, fc.integer({ min: 8, max: 18 }), (refs, [x, y], z) => {
        const q = compile(refs);
        const [lon, lat] = approximateLonLat(x, y);
        const tx = Math.floor(lonToTileX(lon, z));
        const ty = Math.floor(latToTileY(lat, z));
        const ids = (m: { positions: Int32Array }) => [...m.positions].map((p) => index.ids[p]!).sort((a, b) => a - b);
        const parent = ids(tileMatches(index, q, testLookup, z, tx, ty));
        const kids = [0, 1, 2, 3].flatMap((k) => ids(tileMatches(index, q, testLookup, z + 1, 2 * tx + (k % 2), 2 * ty + (k >> 1)))).sort((a, b) => a - b);
        expect(kids).toEqual(parent);
        const [w, s, e, n] = tileBounds(z, tx, ty);
        const all = new Set(matchIds(refs));
        const inside = [...Array(index.size).keys()]
          .filter((i) => all.has(index.ids[i]!) && index.lon.at(i)! >= w && index.lon.at(i)! < e && index.lat.at(i)! > s && index.lat.at(i)! <= n)
          .map((i) => index.ids[i]!)
          .sort((a, b) => a - b);
        expect(parent).toEqual(inside);
      }),
      runs,
    );
  });
});
