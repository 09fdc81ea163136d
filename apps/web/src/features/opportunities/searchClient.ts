import type {
  FilterReferenceInput,
  SearchActivityResponse,
  SearchCatalogueEntry,
  SearchCountResponse,
  SearchResultRow,
  SearchResultsResponse,
  SearchRunResponse,
  SearchTilesResponse,
  SearchToLocationsResponse,
} from '@plotwise/contracts';
import { api } from '../../api/api';
import type { NumericHistogramData } from './rangeSlider';

/** The calls of the site-search API (apps/server/src/features/search/routes.ts) the opportunity screens make. */

export interface Catalogue {
  generation: number;
  plots: number;
  filters: SearchCatalogueEntry[];
}

interface CategoryHistogramData {
  key: string;
  kind: 'category';
  counts: { value: string; count: number }[];
  unknown: number;
}

export type HistogramData = NumericHistogramData | CategoryHistogramData;

export interface HistogramRequest {
  key: string;
  bins?: number;
  min?: number;
  max?: number;
}

// the answers' shapes are contracts' (one definition for the server and the screens)
export type ResultRow = SearchResultRow;
export type ResultsPage = SearchResultsResponse;
export type RunOutcome = SearchRunResponse;
export type Activity = SearchActivityResponse;

type Filters = FilterReferenceInput[];
const opts = (body: unknown, signal?: AbortSignal) => ({ body, ...(signal ? { signal } : {}) });

export const searchClient = {
  catalogue: (signal?: AbortSignal) => api.request<Catalogue>('GET', '/search/catalogue', signal ? { signal } : {}),
  count: (filters: Filters, signal?: AbortSignal) => api.request<SearchCountResponse>('POST', '/search/count', opts({ filters }, signal)),
  histograms: (filters: Filters, histograms: (string | HistogramRequest)[], signal?: AbortSignal) =>
    api.request<{ count: number; generation: number; histograms: HistogramData[] }>('POST', '/search/histograms', opts({ filters, histograms }, signal)),
  results: (filters: Filters, limit: number, offset: number, signal?: AbortSignal) =>
    api.request<ResultsPage>('POST', '/search/results', opts({ filters, limit, offset, explain: true }, signal)),
  tiles: (filters: Filters, signal?: AbortSignal) => api.request<SearchTilesResponse>('POST', '/search/tiles', opts({ filters }, signal)),
  run: (queryId: number, limit = 100) => api.request<RunOutcome>('POST', `/search/run/${queryId}`, { body: { limit } }),
  activity: (queryId: number, signal?: AbortSignal) => api.request<Activity>('GET', `/search/activity/${queryId}`, signal ? { signal } : {}),
  toLocations: (searchQueryId: number, plotIds: number[]) =>
    api.request<SearchToLocationsResponse>('POST', '/search/to-locations', {
      body: { searchQueryId, plotIds },
    }),
};

/** A saved search query as the generic data API answers it (spec section 3). */
export interface SearchQueryRecord {
  id: number;
  name: string;
  description: string | null;
  type: string;
  status: string;
  category: string | null;
  order: number;
  archived: boolean;
  updatedAt?: string | null;
  cfg?: { lastResults?: { count?: number; newCount?: number; ranAt?: string } | null; filters?: Record<string, unknown>[] } | null;
}
