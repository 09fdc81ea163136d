import type { FilterReferenceInput } from '@plotwise/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
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
type HistogramArgs = { filters: FilterReferenceInput[]; requests: ReturnType<typeof histogramRequests> };

const histogramsKey = (args: HistogramArgs) => ['search', 'histograms', args] as const;

/** The data's range of each numeric histogram asked without one (a slider without a catalogue domain). */
function dataRangesOf(histograms: readonly Histogram[], asked: HistogramArgs['requests']): Record<string, Domain> {
  const found: Record<string, Domain> = {};
  for (const h of histograms) {
    const r = asked.find((q) => typeof q !== 'string' && q.key === h.key);
    if (h.kind === 'numeric' && r && typeof r !== 'string' && r.min === undefined && h.max > h.min) found[h.key] = { min: h.min, max: h.max };
  }
  return found;
}

/** Whether `answer` is what `requests` would get: each numeric histogram asked over the range it was answered over. */
function answers(answer: readonly Histogram[], requests: HistogramArgs['requests']): boolean {
  return requests.every((r) => {
    if (typeof r === 'string') return true;
    const h = answer.find((a) => a.key === r.key);
    return !!h && h.kind === 'numeric' && h.min === r.min && h.max === r.max;
  });
}

/**
 * The live answers for the filters on screen: the count (debounced ~150 ms), the histograms of the sliders
 * and category filters, each excluding its own filter (~300 ms), with each earlier answer kept on screen
 * until the next one arrives (no flicker). Sliders without a catalogue domain take the data's range from
 * their first histogram.
 */
export function useLiveSearch(filters: FilterReferenceInput[], drafts: readonly FilterDraft[], entryOf: EntryOf, enabled: boolean) {
  const qc = useQueryClient();
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
  const histArgs = useDebounced(useMemo<HistogramArgs>(() => ({ filters, requests }), [filters, requests]), HISTOGRAM_DEBOUNCE_MS);
  const histograms = useQuery({
    queryKey: histogramsKey(histArgs),
    queryFn: async ({ signal }) => {
      const res = await searchClient.histograms(histArgs.filters, histArgs.requests, signal);
      const found = dataRangesOf(res.histograms, histArgs.requests);
      if (Object.keys(found).length) {
        // the sliders now take the data's range as their domain, and the requests ask for bins over it: the
        // answer in hand holds exactly those bars (the server binned over the data's range), so it answers that
        // request too, instead of the same histograms being asked again after every new slider
        const next = { filters: histArgs.filters, requests: histogramRequests(flattenDrafts(drafts), entryOf, { ...found, ...dataDomains }) };
        const asked = next.requests.filter((r) => typeof r !== 'string' && r.key in found);
        if (answers(res.histograms, asked)) qc.setQueryData(histogramsKey(next), res);
        setDataDomains((prev) => ({ ...found, ...prev }));
      }
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
    // a token lives a week on the server; the tiles' address names the index generation they were made from
    staleTime: 300_000,
  });
  // the ranking answered from a newer index than the tiles were registered on: register again, so the map's tiles
  // (whose address carries the generation) are of the index the count and the ranking come from
  const resultsGeneration = results.data?.generation;
  const tilesGeneration = tiles.data?.generation;
  const refetchTiles = tiles.refetch;
  useEffect(() => {
    if (resultsGeneration !== undefined && tilesGeneration !== undefined && resultsGeneration > tilesGeneration) void refetchTiles();
  }, [resultsGeneration, tilesGeneration, refetchTiles]);
  return { results, tiles, settled, resultsSettling: settled !== filters || results.isFetching };
}
