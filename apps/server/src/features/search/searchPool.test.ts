import { afterAll, describe, expect, it } from 'vitest';
import { buildPlotIndex, compileQuery, runSearch, type FilterReference, type PlotIndex, type SearchOptions } from '@plotwise/core';
import { syntheticColumns } from '@plotwise/core/search/testing/syntheticPlots';
import { lookupFilter } from '@plotwise/contracts';
import { SearchPool } from './searchPool';

// real worker threads over an index of the real catalogue's features (a few; the others unknown)
const features = [
  { key: 'size', kind: 'number', min: 50, max: 5000, integer: true },
  { key: 'building_date_built', kind: 'number', min: 1900, max: 2024, integer: true, unknownShare: 0.2 },
  { key: 'distance_trainstation', kind: 'number', min: 0, max: 20 },
  { key: 'zone', kind: 'category', values: ['residential', 'mixed', 'green', 'business'] },
] as const;
const input = () => syntheticColumns(30_000, features, 7);
const local = buildPlotIndex(input());
const shared = buildPlotIndex(input(), { shared: true });

const refs: FilterReference[] = [
  { key: 'size', param1: 400, optimal: 2500 },
  { key: 'building_date_built', param2: 1985 },
  { key: 'distance_trainstation', param2: 8, weight: 2 },
  { key: 'zone', param1: ['residential', 'mixed'], optimal: ['residential'] },
];
const histograms = refs.map((r) => ({ key: r.key, bins: 16 }));

function compiled(index: PlotIndex) {
  const c = compileQuery(refs, lookupFilter, index);
  if (!c.ok) throw new Error(JSON.stringify(c.problems));
  return c.query;
}
function single(options: SearchOptions) {
  const out = runSearch(local, compiled(local), lookupFilter, options);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.result;
}
const log = { errors: [] as unknown[], error(e: unknown) { this.errors.push(e); } };
const pool = new SearchPool(2, log, 1_000);
afterAll(() => pool.close());

async function pooled(id: number, options: SearchOptions) {
  const out = await pool.run(id, shared, refs, compiled(shared), options);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.result;
}

describe('site search on worker threads', () => {
  it('answers exactly as one scan: count, histograms, the top 100, a later page', async () => {
    pool.load(1, shared);
    const one = single({ limit: 100, histograms });
    expect(one.count).toBeGreaterThan(1000);
    expect(await pooled(1, { limit: 100, histograms })).toEqual(one);
    expect(await pooled(1, { limit: 20, offset: 310 })).toEqual(single({ limit: 20, offset: 310 }));
    // many queries at once share the threads
    const many = await Promise.all(Array.from({ length: 8 }, () => pooled(1, { limit: 10 })));
    for (const m of many) expect(m).toEqual(single({ limit: 10 }));
    expect(pool.parts).toEqual({ onWorkers: 2 * 10, rescanned: 0 }); // two workers answered their parts of all ten
    expect(log.errors).toEqual([]);
  });

  it('scans on the request thread an index the workers do not hold, or one too small to split', async () => {
    expect(await pooled(99, { limit: 5 })).toEqual(single({ limit: 5 }));
    expect(new SearchPool(2, log, 1_000_000).wants(shared.size)).toBe(false);
    expect(new SearchPool(0, log, 1).wants(shared.size)).toBe(false);
  });

  it('drops an older index once no query runs on it; a query still running on it gets its answer', async () => {
    pool.load(2, shared);
    const before = pool.parts.onWorkers;
    const running = pooled(2, { limit: 10 }); // its parts are on the workers before the next build arrives
    pool.load(3, shared);
    expect(pool.holds(2)).toBe(true);
    expect(await running).toEqual(single({ limit: 10 }));
    expect(pool.parts.onWorkers).toBe(before + 2);
    expect([pool.holds(1), pool.holds(2), pool.holds(3)]).toEqual([false, false, true]);
    expect(await pooled(2, { limit: 10 })).toEqual(single({ limit: 10 })); // dropped: scanned here
    expect(pool.parts.onWorkers).toBe(before + 2);
  });

  it('replaces a worker that died and still answers every query', async () => {
    const threads = (pool as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads;
    await threads[0]!.worker.terminate();
    expect(await pooled(3, { limit: 100, histograms })).toEqual(single({ limit: 100, histograms }));
    expect(log.errors.length).toBe(1);
    const rescanned = pool.parts.rescanned;
    expect(rescanned).toBeLessThanOrEqual(1);
    expect(await pooled(3, { limit: 100, histograms })).toEqual(single({ limit: 100, histograms }));
    expect(pool.parts.rescanned).toBe(rescanned); // the new worker holds the index
  });
});
