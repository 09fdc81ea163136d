import { describe, expect, it } from 'vitest';
import { compileQuery } from '@plotwise/core';
import { syntheticIndex } from '@plotwise/core/search/testing/syntheticPlots';
import { filterReferenceSchema, lookupFilter, newFilterReference } from '@plotwise/contracts';
import { appendDraft, cfgFilters, draftOf, draftsFromStored, insertDraftByGroup, moveDraft, queryFilters, removeDraft, sameFilters, updateDraft, type FilterDraft } from './filterDrafts';

const specOf = (key: string) => lookupFilter(key);
const draft = (key: string) => draftOf(newFilterReference(key));
const index = syntheticIndex(200, [
  { key: 'size', kind: 'number', min: 100, max: 5000 },
  { key: 'building_count', kind: 'number', min: 0, max: 6, integer: true },
  { key: 'zone', kind: 'category', values: ['residential', 'green', 'companies'] },
]);

describe('editor state to API filter references', () => {
  it('asks with the catalogue defaults in the editor order, renumbered in steps of 10, without client ids', () => {
    const drafts = [draft('zone'), draft('size'), draft('building_count')];
    const refs = queryFilters(drafts, specOf);
    expect(refs.map((r) => [r.key, r.order])).toEqual([
      ['zone', 10],
      ['size', 20],
      ['building_count', 30],
    ]);
    expect(refs[1]).toMatchObject({ type: 'range', enabled: true, param1: 0, param2: 100_000, weight: 1 });
    expect(refs.every((r) => !('uid' in r))).toBe(true);
    // what the server validates and the engine compiles
    for (const r of refs) filterReferenceSchema.parse(r);
    const compiled = compileQuery(refs, lookupFilter, index);
    expect(compiled.ok).toBe(true);
  });

  it('leaves out an enabled custom area without a polygon and a point without coordinates, which the server would refuse', () => {
    const area = draft('custom_area');
    const point = { ...draft('distance_point'), param1: null };
    const size = draft('size');
    expect(queryFilters([area, point, size], specOf).map((r) => r.key)).toEqual(['size']);
    // disabled, they go along: the engine ignores them
    expect(queryFilters([{ ...area, enabled: false }, size], specOf).map((r) => [r.key, r.enabled])).toEqual([
      ['custom_area', false],
      ['size', true],
    ]);
    const square = { type: 'Polygon' as const, coordinates: [[[5, 52], [5.01, 52], [5.01, 52.01], [5, 52]]] };
    expect(queryFilters([{ ...area, polygon: square }], specOf)[0]).toMatchObject({ key: 'custom_area', polygon: square });
    // unknown keys (a filter removed from the catalogue) are not asked
    expect(queryFilters([{ ...size, key: 'moon_phase' }], specOf)).toEqual([]);
  });

  it('nests or-choice children and compiles them', () => {
    const or = draft('or');
    const young = { ...draft('building_count'), param1: 0, param2: 0 };
    const green = { ...draft('zone'), param1: ['green'] };
    let drafts = appendDraft([or], young, or.uid);
    drafts = appendDraft(drafts, green, or.uid);
    const refs = queryFilters(drafts, specOf);
    expect(refs[0]!.children!.map((c) => [c.key, c.order])).toEqual([
      ['building_count', 10],
      ['zone', 20],
    ]);
    expect(compileQuery(refs, lookupFilter, index).ok).toBe(true);
  });

  it('edits, removes and moves drafts at any depth', () => {
    const or = draft('or');
    const child = draft('size');
    let drafts: FilterDraft[] = appendDraft([draft('zone'), or], child, or.uid);
    drafts = updateDraft(drafts, child.uid, { param1: 2000, weight: 3 });
    expect(drafts[1]!.children[0]).toMatchObject({ key: 'size', param1: 2000, weight: 3 });
    drafts = moveDraft(drafts, or.uid, -1);
    expect(drafts.map((d) => d.key)).toEqual(['or', 'zone']);
    expect(moveDraft(drafts, or.uid, -1).map((d) => d.key)).toEqual(['or', 'zone']);
    drafts = removeDraft(drafts, child.uid);
    expect(drafts[0]!.children).toEqual([]);
  });
});

describe('adding filters by group', () => {
  it('puts a new filter after the last one of its group, so the saved order follows the catalogue groups', () => {
    const groups: Record<string, number> = { municipality: 0, size: 1, median_plot_size: 1, zone: 3, distance_water: 9 };
    const rank = (k: string) => groups[k] ?? 99;
    let drafts: FilterDraft[] = [];
    for (const key of ['zone', 'size', 'distance_water', 'municipality', 'median_plot_size']) drafts = insertDraftByGroup(drafts, draft(key), rank);
    expect(drafts.map((d) => d.key)).toEqual(['municipality', 'size', 'median_plot_size', 'zone', 'distance_water']);
  });
});

describe('saved queries', () => {
  it('reads cfg.filters as the data layer answers them: top-level rows in order, children under their parent', () => {
    const stored = [
      { id: 12, key: 'size', type: 'range', enabled: true, order: 20, param1: 3000, param2: null, weight: 2, parentFilterId: null, children: [] },
      { id: 11, key: 'zone', type: 'category', enabled: true, order: 10, param1: ['residential'], parentFilterId: null, children: [] },
      {
        id: 13,
        key: 'or',
        type: 'or',
        order: 30,
        parentFilterId: null,
        children: [
          { id: 15, key: 'building_count', order: 20, param1: 0, param2: 0, parentFilterId: 13 },
          { id: 14, key: 'building_date_built', order: 10, param2: 1990, parentFilterId: 13 },
        ],
      },
      // the same children again at the top of the list, as a flat read may include them
      { id: 14, key: 'building_date_built', order: 10, param2: 1990, parentFilterId: 13 },
    ];
    const drafts = draftsFromStored(stored);
    expect(drafts.map((d) => d.key)).toEqual(['zone', 'size', 'or']);
    expect(drafts[1]).toMatchObject({ param1: 3000, param2: null, weight: 2 });
    expect(drafts[2]!.children.map((c) => c.key)).toEqual(['building_date_built', 'building_count']);
    const saved = cfgFilters(drafts);
    expect(saved.map((r) => [r.key, r.order])).toEqual([
      ['zone', 10],
      ['size', 20],
      ['or', 30],
    ]);
    // ids and owners stay behind: the set is replaced on save
    expect(JSON.stringify(saved)).not.toMatch(/"id"|parentFilterId/);
  });

  it('tells an edited query from an unchanged one whatever the client ids', () => {
    const a = draftsFromStored([{ key: 'size', order: 10, param1: 3000 }]);
    const b = draftsFromStored([{ key: 'size', order: 10, param1: 3000 }]);
    expect(a[0]!.uid).not.toBe(b[0]!.uid);
    expect(sameFilters(a, b)).toBe(true);
    expect(sameFilters(a, updateDraft(b, b[0]!.uid, { param1: 2500 }))).toBe(false);
  });
});
