import type { SearchCatalogueEntry } from '@plotwise/contracts';
import { createContext, useContext } from 'react';
import type { FilterDraft } from './filterDrafts';
import type { Domain } from './rangeSlider';
import type { Histogram } from '@plotwise/contracts';

/** What the map is being used for by a filter: picking a point, or drawing a custom area. */
export interface MapPick {
  uid: string;
  kind: 'point' | 'area';
}

/** Everything a filter card needs besides its own draft. */
export interface FilterEditorContextValue {
  /** the catalogue, in its order */
  entries: readonly SearchCatalogueEntry[];
  entryOf: (key: string) => SearchCatalogueEntry | undefined;
  histogramOf: (key: string) => Histogram | undefined;
  dataDomainOf: (key: string) => Domain | undefined;
  change: (uid: string, patch: Partial<Omit<FilterDraft, 'uid'>>) => void;
  remove: (uid: string) => void;
  addChild: (parentUid: string, key: string) => void;
  /** the visible map [west, south, east, north] */
  bounds: [number, number, number, number] | null;
  pick: MapPick | null;
  setPick: (pick: MapPick | null) => void;
  /** corners clicked so far while drawing an area */
  areaPoints: number;
  finishArea: () => void;
  readOnly: boolean;
}

export const FilterEditorContext = createContext<FilterEditorContextValue | null>(null);

export function useFilterEditor(): FilterEditorContextValue {
  const ctx = useContext(FilterEditorContext);
  if (!ctx) throw new Error('useFilterEditor outside FilterEditorContext');
  return ctx;
}
