import { describe, expect, it } from 'vitest';
import { compileQuery } from './compileQuery';
import type { FilterReference } from './filterSpec';
import { testFeatures, testLookup } from './testing/testCatalogue';
import { syntheticIndex } from './testing/syntheticPlots';

const index = syntheticIndex(200, testFeatures, 3);
const problems = (refs: FilterReference[]) => {
  const c = compileQuery(refs, testLookup, index);
  return c.ok ? [] : c.problems.map((p) => [p.code, p.path]);
};

describe('compileQuery', () => {
  it('names unknown filters and bad parameters with their path', () => {
    expect(problems([{ key: 'nope' }])).toEqual([['unknown_filter', 'filters[0]']]);
    expect(problems([{ key: 'size', param1: 'a lot' }])).toEqual([['invalid_filter', 'filters[0]']]);
    expect(problems([{ key: 'size', weight: -1 }])).toEqual([['invalid_filter', 'filters[0]']]);
    expect(problems([{ key: 'flag', param1: 'maybe' }])).toEqual([['invalid_filter', 'filters[0]']]);
    expect(problems([{ key: 'bbox', param1: [1, 2, 3] }])).toEqual([['invalid_filter', 'filters[0]']]);
    expect(problems([{ key: 'distance_point', param1: 52, param2: 5 }])).toEqual([['invalid_filter', 'filters[0]']]);
    expect(problems([{ key: 'area' }])).toEqual([['invalid_filter', 'filters[0]']]);
    expect(problems([{ key: 'or', children: [{ key: 'size' }, { key: 'nope' }] }])).toEqual([['unknown_filter', 'filters[0].children[1]']]);
  });

  it('ignores disabled filters entirely, even broken ones', () => {
    const c = compileQuery([{ key: 'nope', enabled: false }, { key: 'size', param1: 'x', enabled: false }], testLookup, index);
    expect(c.ok && c.query.filters).toEqual([]);
  });

  it('orders filters by `order`, then as given', () => {
    const c = compileQuery([{ key: 'year', order: 20 }, { key: 'size', order: 10 }, { key: 'dist', order: 10 }], testLookup, index);
    expect(c.ok && c.query.filters.map((f) => f.key)).toEqual(['size', 'dist', 'year']);
  });

  it('accepts numeric texts and empty bounds; takes weights from the reference or 1', () => {
    const c = compileQuery([{ key: 'size', param1: '100', param2: '', weight: null }, { key: 'dist', weight: 3 }], testLookup, index);
    if (!c.ok) throw new Error('compile failed');
    const [size, dist] = c.query.filters;
    expect([size!.min, size!.max, size!.weight, dist!.weight, c.query.totalWeight]).toEqual([100, null, 1, 3, 4]);
  });

  it('region filters restrict space but do not score; a distance prefers its low end', () => {
    const c = compileQuery([{ key: 'municipality', param1: ['GM0001'] }, { key: 'bbox', param1: [5, 52, 6, 53] }, { key: 'dist', param2: 2 }], testLookup, index);
    if (!c.ok) throw new Error('compile failed');
    expect(c.query.filters.map((f) => f.weight)).toEqual([0, 0, 1]);
    expect(c.query.filters[2]!.optimal).toBe(index.columns.get('dist')!.kind === 'number' ? (index.columns.get('dist') as any).min : null);
    expect(c.query.narrow).toEqual([5, 52, 6, 53]);
  });

  it('drops an or-choice without enabled children, like a disabled filter', () => {
    const c = compileQuery([{ key: 'or', children: [{ key: 'size', enabled: false }] }], testLookup, index);
    expect(c.ok && c.query.filters).toEqual([]);
  });

  it('clamps an optimal outside the bounds to the nearest bound', () => {
    const c = compileQuery([{ key: 'size', param1: 100, param2: 200, optimal: 5000 }], testLookup, index);
    expect(c.ok && c.query.filters[0]!.optimal).toBe(200);
  });
});
