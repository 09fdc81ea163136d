import type { FilterReferenceInput } from '@plotwise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { flattenDrafts, type FilterDraft } from './filterDrafts';
import { histogramRequests, type Domain } from './rangeSlider';
import type { Histogram } from '@plotwise/contracts';
import { searchClient } from './searchClient';
import { useDebounced } from './useDebounced';

/** Waits before asking: the count while a slider moves, the rest once it rests. */
const COUNT_DEBOUNCE_MS = 150;
const HISTOGRAM_DEBOUNCE_MS = 300;
const RESULTS_DEBOUNCE_MS = 400;

type EntryOf = (key: string) => { kind: string; region?: string; domain?: Domain } | undefined;

/**
 * The live answers for the filters on screen: the count (debounced ~150 ms), the histograms of the sliders
 * and category filters, each excluding its own filter (~300 ms), with each earlier answer kept on screen
 * until the next one arrives (no flicker). Sliders without a catalogue domain take the data's range from
 * their first histogram.
 */
export function useLiveSearch(filters: FilterReferenceInput[], drafts: readonly FilterDraft[], entryOf: EntryOf, enabled: boolean) {
  const countFilters = useDebounced(filters, COUNT_DEBOUNCE_MS);
  const count = useQuery({
    queryKey: ['search', 'count', countFilters],
    queryFn: ({ signal }) => searchClient.count(countFilters, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  const [dataDomains, setDataDomains] = useState<Record<string, Domain>>({});
  const requests = useMemo(() => histogramRequests(flattenDrafts(drafts), entryOf, dataDomains), [drafts, entryOf, dataDomains]);
  const histArgs = useDebounced(useMemo(() => ({ filters, requests }), [filters, requests]), HISTOGRAM_DEBOUNCE_MS);
  const histograms = useQuery({
    queryKey: ['search', 'histograms', histArgs],
    queryFn: async ({ signal }) => {
      const res = await searchClient.histograms(histArgs.filters, histArgs.requests, signal);
      const found: Record<string, Domain> = {};
      for (const h of res.histograms) {
        const asked = histArgs.requests.find((r) => typeof r !== 'string' && r.key === h.key);
        if (h.kind === 'numeric' && asked && typeof asked !== 'string' && asked.min === undefined && h.max > h.min) found[h.key] = { min: h.min, max: h.max };
      }
      if (Object.keys(found).length) setDataDomains((prev) => ({ ...found, ...prev }));
      return res;
    },
    enabled: enabled && histArgs.requests.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const byKey = useMemo(() => new Map<string, Histogram>((histograms.data?.histograms ?? []).map((h) => [h.key, h])), [histograms.data]);

  return {
    count,
    /** the count asked is not the one on screen yet */
    countSettling: countFilters !== filters || count.isFetching,
    histogramOf: (key: string) => byKey.get(key),
    dataDomainOf: (key: string) => dataDomains[key],
  };
}

/** One page of the ranking with explanations, and the tile URL that colours the matches on the map. */
export function useRankedResults(filters: FilterReferenceInput[], pageIndex: number, pageSize: number, enabled: boolean) {
  const settled = useDebounced(filters, RESULTS_DEBOUNCE_MS);
  // only the filters on screen are asked for: a saved query that just opened never ranks (or colours the map
  // with) the empty filters it had for a moment before its own arrived
  const current = enabled && settled === filters;
  const results = useQuery({
    queryKey: ['search', 'results', settled, pageIndex, pageSize],
    queryFn: ({ signal }) => searchClient.results(settled, pageSize, pageIndex * pageSize, signal),
    enabled: current,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const tiles = useQuery({
    queryKey: ['search', 'tiles', settled],
    queryFn: ({ signal }) => searchClient.tiles(settled, signal),
    enabled: current,
    placeholderData: keepPreviousData,
    // a token lives a week on the server; the tiles themselves follow the index generation (ETag)
    staleTime: 300_000,
  });
  return { results, tiles, settled, resultsSettling: settled !== filters || results.isFetching };
}
