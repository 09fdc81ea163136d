import { describe, expect, it } from 'vitest';
import { lookupFilter, newFilterReference, type SearchCatalogueEntry } from '@plotwise/contracts';
import { lngLat } from '@plotwise/core';
import { filterDraftReducer, type FilterDraftAction } from './filterDraftReducer';
import { cfgFilters, draftOf, type FilterDraft } from './filterDrafts';

/** The catalogue as the search API answers it, from the contracts' definitions. */
const entryOf = (key: string): SearchCatalogueEntry | undefined => {
  const d = lookupFilter(key);
  return d && ({ key, group: d.group, kind: d.kind, region: d.region, unit: null, label: d.label, defaults: {}, newReference: newFilterReference(key) } as SearchCatalogueEntry);
};
const reduce = filterDraftReducer(entryOf);
const run = (actions: FilterDraftAction[], from: FilterDraft[] = []) => actions.reduce(reduce, from);
const noMap = { bounds: null, centre: null };
const keys = (drafts: FilterDraft[]) => drafts.map((d) => d.key);

describe('the filter drafts reducer', () => {
  it('adds filters with the catalogue defaults, in the order of the catalogue groups', () => {
    const drafts = run([
      { type: 'add', key: 'building_count', map: noMap },
      { type: 'add', key: 'size', map: noMap },
      { type: 'add', key: 'zone', map: noMap },
    ]);
    // plot (size) before zoning (zone) before buildings, whatever order they were added in
    expect(keys(drafts)).toEqual(['size', 'zone', 'building_count']);
    expect(drafts[0]).toMatchObject({ enabled: true, weight: 1, children: [] });
    expect(new Set(drafts.map((d) => d.uid)).size).toBe(3);
  });

  it('a map filter starts on the map: the visible box, or its middle for a distance to a point', () => {
    const map = { bounds: [5.1234567, 52.1, 5.3, 52.2] as [number, number, number, number], centre: { lat: 52.15000049, lon: 5.2 } };
    const [bbox, point] = run([
      { type: 'add', key: 'bbox', map },
      { type: 'add', key: 'distance_point', map },
    ]);
    expect([bbox!.param1, bbox!.param2, bbox!.param3, bbox!.param4]).toEqual([5.123457, 52.1, 5.3, 52.2]);
    expect([point!.param1, point!.param2]).toEqual([52.15, 5.2]);
    // without a map (not drawn yet) they keep the catalogue's defaults
    expect(run([{ type: 'add', key: 'bbox', map: noMap }])[0]!.param1).toEqual(newFilterReference('bbox').param1);
  });

  it('an unknown key changes nothing', () => {
    const drafts = run([{ type: 'add', key: 'size', map: noMap }]);
    expect(reduce(drafts, { type: 'add', key: 'nope', map: noMap })).toBe(drafts);
    expect(reduce(drafts, { type: 'addChild', parentUid: drafts[0]!.uid, key: 'nope' })).toBe(drafts);
  });

  it('changes and removes a draft at any depth; children go under their or-choice', () => {
    let drafts = run([{ type: 'add', key: 'or', map: noMap }]);
    const or = drafts[0]!.uid;
    drafts = run(
      [
        { type: 'addChild', parentUid: or, key: 'size' },
        { type: 'addChild', parentUid: or, key: 'zone' },
      ],
      drafts,
    );
    expect(keys(drafts[0]!.children)).toEqual(['size', 'zone']);
    const size = drafts[0]!.children[0]!.uid;
    drafts = reduce(drafts, { type: 'change', uid: size, patch: { param1: 500, enabled: false } });
    expect(drafts[0]!.children[0]).toMatchObject({ key: 'size', param1: 500, enabled: false });
    drafts = reduce(drafts, { type: 'remove', uid: size });
    expect(keys(drafts[0]!.children)).toEqual(['zone']);
  });

  it('a point picked on the map (lat, lon in six decimals) and an area drawn there go into their filter', () => {
    let drafts = run([
      { type: 'add', key: 'distance_point', map: noMap },
      { type: 'add', key: 'custom_area', map: noMap },
    ]);
    const [point, area] = drafts.map((d) => d.uid);
    drafts = reduce(drafts, { type: 'point', uid: point!, lngLat: lngLat(5.123456789, 52.987654321) });
    expect([drafts[0]!.param1, drafts[0]!.param2]).toEqual([52.987654, 5.123457]);
    const polygon = { type: 'Polygon' as const, coordinates: [[[5, 52], [5.1, 52], [5.1, 52.1], [5, 52]]] };
    drafts = reduce(drafts, { type: 'area', uid: area!, polygon });
    expect(drafts.find((d) => d.key === 'custom_area')!.polygon).toEqual(polygon);
  });

  it('clear empties the query; reset puts back the drafts as stored (revert)', () => {
    const stored = [draftOf(newFilterReference('size'))];
    const edited = run([{ type: 'add', key: 'zone', map: noMap }], stored);
    expect(run([{ type: 'clear' }], edited)).toEqual([]);
    const reverted = reduce(edited, { type: 'reset', drafts: stored });
    expect(cfgFilters(reverted)).toEqual(cfgFilters(stored));
  });

  it('never changes the drafts it is given', () => {
    const drafts = run([{ type: 'add', key: 'size', map: noMap }]);
    const before = JSON.stringify(drafts);
    run([{ type: 'change', uid: drafts[0]!.uid, patch: { param1: 9 } }, { type: 'add', key: 'zone', map: noMap }, { type: 'remove', uid: drafts[0]!.uid }], drafts);
    expect(JSON.stringify(drafts)).toBe(before);
  });
});
