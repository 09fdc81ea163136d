import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileQuery, plotPositions, runSearch, type FilterReference, type NumericColumn, type PlotIndex } from '@plotwise/core';
import { lookupFilter, type FilterReferenceInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { freshDatabase } from '../../test/templateDb';
import { loadPlotIndex } from './loadPlotIndex';
import { refreshPlotFeatures } from './refreshPlotFeatures';
import { resolveFilters } from './resolveFilters';
import { countSql, fusedSearchSql, histogramSql, rankingSql } from './searchSql';
import { insertSyntheticTown } from './testing/syntheticGeodata';

let db: Db;
let drop: () => Promise<void>;
let index: PlotIndex;
let box: { w: number; s: number; e: number; n: number };

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await insertSyntheticTown(db, 60, 50);
  await refreshPlotFeatures(db);
  index = await loadPlotIndex(db);
  const [b] = await db.query<{ w: number; s: number; e: number; n: number }>(`SELECT min(lon) AS w, min(lat) AS s, max(lon) AS e, max(lat) AS n FROM plot_features`);
  box = b!;
}, 300_000);
afterAll(() => drop?.());

const numericKeys = ['size', 'gsi', 'fsi', 'building_date_built', 'building_count', 'distance_supermarket', 'distance_trainstation', 'noise', 'buildablearea_size', 'demography_woz_value', 'neighbour_size', 'plot_bbox_ratio'];

/** A bound somewhere in the data's range of a feature. */
const within = (key: string) =>
  fc.double({ min: 0, max: 1, noNaN: true }).map((t) => {
    const c = index.columns.get(lookupFilter(key)!.feature!) as NumericColumn;
    return Math.round((c.min + t * (c.max - c.min)) * 1000) / 1000;
  });

const rangeRef = fc.constantFrom(...numericKeys).chain((key) =>
  fc.record({
    key: fc.constant(key),
    param1: fc.option(within(key), { nil: null }),
    param2: fc.option(within(key), { nil: null }),
    optimal: fc.option(within(key), { nil: null }),
    weight: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  }),
);
const categoryRef = fc.oneof(
  fc.record({ key: fc.constant('zone'), param1: fc.subarray(['residential', 'companies', 'mixed', 'green', 'center']), optimal: fc.subarray(['residential', 'center']) }),
  fc.record({ key: fc.constant('building_function'), param1: fc.subarray(['housing', 'office', 'industry', 'shop']), optimal: fc.subarray(['housing']) }),
  fc.record({ key: fc.constant('municipality'), param1: fc.subarray(['GM9001', 'GM9002']) }),
  fc.record({ key: fc.constant('road_type'), param1: fc.subarray(['main', 'local', 'regional']) }),
  fc.record({ key: fc.constant('monument'), param1: fc.constantFrom(0, 1) }),
  fc.record({ key: fc.constant('in_business_park'), param1: fc.constantFrom(0, 1) }),
);
const t01 = fc.double({ min: 0, max: 1, noNaN: true });
const spaceRef = fc.oneof(
  fc.tuple(t01, t01, t01, t01).map(([a, b, c, d]) => {
    const lon = (t: number) => box.w + t * (box.e - box.w);
    const lat = (t: number) => box.s + t * (box.n - box.s);
    return { key: 'bbox', param1: [lon(Math.min(a, b)), lat(Math.min(c, d)), lon(Math.max(a, b)), lat(Math.max(c, d))] } as FilterReferenceInput;
  }),
  fc.tuple(t01, t01, fc.double({ min: 0.2, max: 2, noNaN: true })).map(
    ([a, b, r]) => ({ key: 'distance_point', param1: box.s + b * (box.n - box.s), param2: box.w + a * (box.e - box.w), param3: r, weight: 1 }) as FilterReferenceInput,
  ),
  fc.tuple(t01, t01, t01, t01).map(([a, b, c, d]) => {
    const x0 = box.w + Math.min(a, b) * (box.e - box.w);
    const x1 = box.w + Math.max(a, b) * (box.e - box.w) + 1e-4;
    const y0 = box.s + Math.min(c, d) * (box.n - box.s);
    const y1 = box.s + Math.max(c, d) * (box.n - box.s) + 1e-4;
    // a triangle, so that its edges are not parallel to anything
    return { key: 'custom_area', polygon: { type: 'Polygon', coordinates: [[[x0, y0], [x1, y0], [(x0 + x1) / 2, y1], [x0, y0]]] } } as FilterReferenceInput;
  }),
);
const leafRef = fc.oneof({ weight: 4, arbitrary: rangeRef as fc.Arbitrary<FilterReferenceInput> }, { weight: 2, arbitrary: categoryRef as fc.Arbitrary<FilterReferenceInput> }, { weight: 1, arbitrary: spaceRef });
const orRef = fc.array(leafRef, { minLength: 1, maxLength: 3 }).map((children) => ({ key: 'or', children }) as FilterReferenceInput);
const queryArb = fc.array(fc.oneof({ weight: 5, arbitrary: leafRef }, { weight: 1, arbitrary: orRef }), { minLength: 1, maxLength: 5 });

describe('the same query answered by the engine and by SQL over plot_features', () => {
  it('has the same matches, the same ranking and the same histograms', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(queryArb, async (filters) => {
        const refs = await resolveFilters(db, filters, { companyId: 1, index });
        const c = compileQuery(refs, lookupFilter, index);
        if (!c.ok) throw new Error(JSON.stringify(c.problems));
        const keys = [...new Set(c.query.filters.map((f) => f.key))].filter((k) => numericKeys.includes(k) || k === 'zone').slice(0, 2);
        const hs = keys.map((key) => {
          const col = index.columns.get(lookupFilter(key)!.feature!)!;
          return col.kind === 'number' ? { key, bins: 10, min: col.min, max: col.max } : { key, bins: 10, min: 0, max: 1 };
        });
        const out = runSearch(index, c.query, lookupFilter, { limit: index.size, histograms: hs });
        if (!out.ok) throw new Error(JSON.stringify(out.problems));
        const engine = out.result;

        const count = countSql(c.query);
        expect((await db.query<{ n: number }>(count.sql, count.params))[0]!.n).toBe(engine.count);
        // the one-scan form of the benchmarks' SQL peers (issue #45): the same count, top 50 and histogram buckets
        const domains = hs.map((h, i) => (engine.histograms[i]!.kind === 'numeric' ? { ...h, min: engine.histograms[i]!.min!, max: engine.histograms[i]!.max! } : h));
        const fused = fusedSearchSql(c.query, 50, domains);
        const parts = await db.query<{ part: string; bucket: string | null; n: number | null; plot_id: number | null }>(fused.sql, fused.params);
        expect(parts.find((r) => r.part === 'count')!.n).toBe(engine.count);
        expect(parts.filter((r) => r.part === 'top').map((r) => Number(r.plot_id))).toEqual(engine.results.slice(0, 50).map((r) => r.id));
        for (const [i, h] of domains.entries()) {
          const separate = histogramSql(c.query, h);
          const got = await db.query<{ bin?: number; value?: string | null; n: number }>(separate.sql, separate.params);
          const asText = (v: number | string | null | undefined) => (v === null || v === undefined ? null : String(v));
          const byBucket = (rows: { bucket: string | null; n: number }[]) => Object.fromEntries(rows.map((r) => [String(r.bucket), r.n]));
          expect(byBucket(parts.filter((r) => r.part === `h${i}`) as { bucket: string | null; n: number }[])).toEqual(byBucket(got.map((g) => ({ bucket: asText(g.bin ?? g.value), n: g.n }))));
        }
        const ranking = rankingSql(c.query, index.size);
        const rows = await db.query<{ plot_id: number; score: number }>(ranking.sql, ranking.params);
        expect(new Set(rows.map((r) => Number(r.plot_id)))).toEqual(new Set(engine.results.map((r) => r.id)));
        // the first 50 in the same order with the same scores
        expect(rows.slice(0, 50).map((r) => Number(r.plot_id))).toEqual(engine.results.slice(0, 50).map((r) => r.id));
        rows.slice(0, 50).forEach((r, i) => expect(r.score).toBeCloseTo(engine.results[i]!.score, 9));
        for (const [i, h] of hs.entries()) {
          const e = engine.histograms[i]!;
          // the domain as the engine applied it (a column of one value gets a bin of width 1)
          const q = histogramSql(c.query, e.kind === 'numeric' ? { ...h, min: e.min, max: e.max } : h);
          const got = await db.query<{ bin?: number; value?: string | null; n: number }>(q.sql, q.params);
          if (e.kind === 'numeric') {
            const at = (bin: number) => got.find((g) => g.bin === bin)?.n ?? 0;
            expect([at(-1), at(-2), at(-3), ...e.counts.map((_, b) => at(b))]).toEqual([e.below, e.above, e.unknown, ...e.counts]);
          } else {
            expect(Object.fromEntries(got.filter((g) => g.value !== null).map((g) => [g.value, g.n]))).toEqual(Object.fromEntries(e.counts.map((x) => [x.value, x.count])));
            expect(got.find((g) => g.value === null)?.n ?? 0).toBe(e.unknown);
          }
        }
        if (engine.count > 0) nonEmpty++;
      }),
      { numRuns: 60 },
    );
    // the property is only worth something when many queries match plots
    expect(nonEmpty).toBeGreaterThan(15);
  }, 600_000);

  it('a per-company plot set (owner type) as SQL: the same matches and scores, admitted, every plot but, preferred', async () => {
    const ids = Array.from(index.ids).filter((id) => id % 5 === 0);
    const set = (complement: boolean, every = 1) => ({ positions: plotPositions(index, ids.filter((id) => id % every === 0)), complement });
    for (const plots of [{ admit: set(false) }, { admit: set(true) }, { admit: set(false), prefer: set(false, 3) }]) {
      const refs: FilterReference[] = [{ key: 'owner_type', optimal: plots.prefer ? ['municipality'] : null, resolved: { plots } }, { key: 'size', param1: 800, optimal: 2000 }];
      const c = compileQuery(refs, lookupFilter, index);
      if (!c.ok) throw new Error(JSON.stringify(c.problems));
      const out = runSearch(index, c.query, lookupFilter, { limit: index.size });
      if (!out.ok) throw new Error(JSON.stringify(out.problems));
      const count = countSql(c.query);
      expect((await db.query<{ n: number }>(count.sql, count.params))[0]!.n).toBe(out.result.count);
      const ranking = rankingSql(c.query, 50);
      const rows = await db.query<{ plot_id: number; score: number }>(ranking.sql, ranking.params);
      expect(rows.map((r) => Number(r.plot_id))).toEqual(out.result.results.slice(0, 50).map((r) => r.id));
      rows.forEach((r, i) => expect(r.score).toBeCloseTo(out.result.results[i]!.score, 9));
      expect(out.result.count).toBeGreaterThan(0);
    }
  });

  it('a worked query: residential plots over 1 500 m2 within 1 km of the station, nearest first', async () => {
    const refs = await resolveFilters(
      db,
      [
        { key: 'zone', param1: ['residential'] },
        { key: 'size', param1: 1500 },
        { key: 'distance_trainstation', param2: 1, weight: 2 },
      ],
      { companyId: 1, index },
    );
    const c = compileQuery(refs, lookupFilter, index);
    if (!c.ok) throw new Error('compile failed');
    const out = runSearch(index, c.query, lookupFilter, { limit: 5 });
    const sql = rankingSql(c.query, 5);
    const rows = await db.query<{ plot_id: number }>(sql.sql, sql.params);
    expect(out.ok && out.result.count).toBeGreaterThan(5);
    expect(rows.map((r) => Number(r.plot_id))).toEqual(out.ok ? out.result.results.map((r) => r.id) : []);
    const [check] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM plot_features WHERE zone = 'residential' AND size >= 1500 AND distance_trainstation <= 1`,
    );
    expect(out.ok && out.result.count).toBe(check!.n);
  });
});
