import { describe, expect, it } from 'vitest';
import { compileQuery } from './compileQuery';
import type { FilterReference, ResolvedPlots } from './filterSpec';
import { passesAt } from './closeness';
import { explainPlot } from './explainPlot';
import { runSearch } from './runSearch';
import { runSearchInParts } from './splitSearch';
import { plotPositions } from './plotSet';
import { testFeatures, testLookup } from './testing/testCatalogue';
import { syntheticIndex } from './testing/syntheticPlots';

const index = syntheticIndex(5000, testFeatures, 7);
// ids 1..5000 in cell order: every 7th plot is "owned", every 21st of those preferred
const ownedIds = Array.from({ length: 5000 }, (_, i) => i + 1).filter((id) => id % 7 === 0);
const owned = plotPositions(index, ownedIds);
const preferred = plotPositions(index, ownedIds.filter((id) => id % 21 === 0));
const owner = (plots: ResolvedPlots | null, extra: Partial<FilterReference> = {}): FilterReference => ({ key: 'owned', ...extra, resolved: plots ? { plots } : null });

function run(refs: FilterReference[], parts = 1) {
  const c = compileQuery(refs, testLookup, index);
  if (!c.ok) throw new Error(JSON.stringify(c.problems));
  const out = parts === 1 ? runSearch(index, c.query, testLookup, { limit: 5000 }) : runSearchInParts(index, c.query, testLookup, { limit: 5000 }, parts);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return { query: c.query, result: out.result };
}

describe('plot-set filters (a company\'s own data over the shared index)', () => {
  it('finds the positions of plot ids, ascending, leaving out ids the index does not hold', () => {
    expect(owned.length).toBe(ownedIds.length);
    expect(Array.from(owned)).toEqual([...owned].sort((a, b) => a - b));
    expect(Array.from(owned, (p) => index.ids[p]).sort((a, b) => a! - b!)).toEqual(ownedIds);
    expect(Array.from(plotPositions(index, [14, 999_999, 14, -3]))).toEqual([owned.find((p) => index.ids[p] === 14)]);
  });

  it('admits exactly the set, or every plot but the set', () => {
    const { result } = run([owner({ admit: { positions: owned, complement: false } })]);
    expect(result.count).toBe(ownedIds.length);
    expect(result.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(ownedIds);
    const rest = run([owner({ admit: { positions: owned, complement: true } })]).result;
    expect(rest.count).toBe(index.size - ownedIds.length);
    expect(rest.results.some((r) => r.id % 7 === 0)).toBe(false);
  });

  it('combines with column filters and or-choices like any filter, and merges over parts', () => {
    const refs = [{ key: 'size', param1: 500, optimal: 900 }, owner({ admit: { positions: owned, complement: false } })];
    const { query, result } = run(refs);
    let expected = 0;
    for (let p = 0; p < index.size; p++) if (query.filters.every((f) => passesAt(f, index, p))) expected++;
    expect(result.count).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(ownedIds.length);
    expect(run(refs, 3).result).toEqual(result);
    const either = run([{ key: 'or', children: [owner({ admit: { positions: owned, complement: false } }), { key: 'flag', param1: 1 }] }]).result;
    const flagged = run([{ key: 'flag', param1: 1 }]).result;
    expect(either.count).toBeGreaterThan(flagged.count);
    expect(either.count).toBeLessThan(flagged.count + ownedIds.length);
  });

  it('scores 1 for plots in the preferred set, and explains each plot', () => {
    const { query, result } = run([owner({ admit: { positions: owned, complement: false }, prefer: { positions: preferred, complement: false } }, { optimal: ['x'] })]);
    const top = result.results.filter((r) => r.score === 100).map((r) => r.id);
    expect(top.sort((a, b) => a - b)).toEqual(ownedIds.filter((id) => id % 21 === 0));
    expect(result.results.filter((r) => r.score === 0)).toHaveLength(ownedIds.length - top.length);
    const [e] = explainPlot(index, query, result.results[0]!.position);
    expect(e).toMatchObject({ key: 'owned', passed: true, closeness: 1, value: null, optimal: ['x'] });
  });

  it('refuses a reference that was not resolved, or resolved against a larger index', () => {
    const c = compileQuery([owner(null)], testLookup, index);
    expect(c.ok ? [] : c.problems.map((p) => p.code)).toEqual(['invalid_filter']);
    const far = compileQuery([owner({ admit: { positions: [index.size], complement: false } })], testLookup, index);
    expect(far.ok).toBe(false);
    // disabled, it is ignored like any filter
    expect(compileQuery([owner(null, { enabled: false })], testLookup, index).ok).toBe(true);
  });
});
