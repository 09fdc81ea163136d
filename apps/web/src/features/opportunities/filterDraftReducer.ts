import { filterGroups, type SearchCatalogueEntry } from '@plotwise/contracts';
import type { LngLat } from '@plotwise/core';
import { appendDraft, draftOf, insertDraftByGroup, removeDraft, updateDraft, type FilterDraft } from './filterDrafts';

/** What the map shows when a filter is added: a "within the map" filter starts on the visible box, a point on its middle. */
interface MapExtent {
  /** [west, south, east, north] */
  bounds: [number, number, number, number] | null;
  centre: { lat: number; lon: number } | null;
}

/** Everything the filter editor does to the drafts. */
export type FilterDraftAction =
  | { type: 'add'; key: string; map: MapExtent }
  | { type: 'addChild'; parentUid: string; key: string }
  | { type: 'change'; uid: string; patch: Partial<Omit<FilterDraft, 'uid'>> }
  | { type: 'remove'; uid: string }
  /** a point picked on the map for a distance-to-a-point filter */
  | { type: 'point'; uid: string; lngLat: LngLat }
  /** an area drawn on the map for a custom area filter */
  | { type: 'area'; uid: string; polygon: NonNullable<FilterDraft['polygon']> }
  | { type: 'clear' }
  /** the drafts as stored (revert) */
  | { type: 'reset'; drafts: FilterDraft[] };

/** Coordinates as the filters keep them: six decimals (about 10 cm). */
const round = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The filter editor's drafts after an action, over the catalogue `entryOf` (filterDrafts.ts does the tree work):
 * a new filter takes the catalogue's defaults, its place by catalogue group, and the map's box or middle when it
 * is a region; an unknown key changes nothing.
 */
export function filterDraftReducer(entryOf: (key: string) => SearchCatalogueEntry | undefined) {
  const rank = (key: string) => filterGroups.indexOf((entryOf(key)?.group ?? 'or_choice') as (typeof filterGroups)[number]);
  return (drafts: FilterDraft[], action: FilterDraftAction): FilterDraft[] => {
    switch (action.type) {
      case 'add': {
        const entry = entryOf(action.key);
        if (!entry) return drafts;
        const d = draftOf(entry.newReference);
        const { bounds, centre } = action.map;
        if (entry.kind === 'region' && entry.region === 'bbox' && bounds) [d.param1, d.param2, d.param3, d.param4] = bounds.map(round);
        if (entry.kind === 'region' && entry.region === 'point' && centre) [d.param1, d.param2] = [round(centre.lat), round(centre.lon)];
        return insertDraftByGroup(drafts, d, rank);
      }
      case 'addChild': {
        const entry = entryOf(action.key);
        return entry ? appendDraft(drafts, draftOf(entry.newReference), action.parentUid) : drafts;
      }
      case 'change':
        return updateDraft(drafts, action.uid, action.patch);
      case 'remove':
        return removeDraft(drafts, action.uid);
      case 'point':
        return updateDraft(drafts, action.uid, { param1: round(action.lngLat.lat), param2: round(action.lngLat.lng) });
      case 'area':
        return updateDraft(drafts, action.uid, { polygon: action.polygon });
      case 'clear':
        return [];
      case 'reset':
        return action.drafts;
    }
  };
}
