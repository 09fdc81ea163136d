import type {
  ApiRecord,
  FilterReferenceInput,
  HistogramRequest,
  SearchActivityResponse,
  SearchCatalogueResponse,
  SearchCountResponse,
  SearchHistogramsResponse,
  SearchResultRow,
  SearchResultsResponse,
  SearchRunResponse,
  SearchTilesResponse,
  SearchToLocationsResponse,
} from '@plotwise/contracts';
import { api } from '../../api/api';

/** The calls of the site-search API (apps/server/src/features/search/routes.ts) the opportunity screens make. */

// the answers' shapes are contracts' (one definition for the server and the screens)
export type ResultRow = SearchResultRow;
export type ResultsPage = SearchResultsResponse;
export type RunOutcome = SearchRunResponse;
export type Activity = SearchActivityResponse;

type Filters = FilterReferenceInput[];
const opts = (body: unknown, signal?: AbortSignal) => ({ body, ...(signal ? { signal } : {}) });

export const searchClient = {
  catalogue: (signal?: AbortSignal) => api.request<SearchCatalogueResponse>('GET', '/search/catalogue', signal ? { signal } : {}),
  count: (filters: Filters, signal?: AbortSignal) => api.request<SearchCountResponse>('POST', '/search/count', opts({ filters }, signal)),
  histograms: (filters: Filters, histograms: (string | HistogramRequest)[], signal?: AbortSignal) =>
    api.request<SearchHistogramsResponse>('POST', '/search/histograms', opts({ filters, histograms }, signal)),
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

/** A saved search query as the generic data API answers it, with its config (spec section 3). */
export type SearchQueryRecord = ApiRecord<'searchqueries'>;
