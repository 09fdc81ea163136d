import {
  searchRoutes,
  type ApiRecord,
  type FilterReferenceInput,
  type HistogramRequest,
  type SearchActivityResponse,
  type SearchResultRow,
  type SearchResultsResponse,
} from '@plotwise/contracts';
import { api } from '../../api/api';

/** The calls of the site-search API (contracts searchRoutes) the opportunity screens make. */

// the answers' shapes are contracts' (one definition for the server and the screens)
export type ResultRow = SearchResultRow;
export type ResultsPage = SearchResultsResponse;
export type Activity = SearchActivityResponse;

type Filters = FilterReferenceInput[];

export const searchClient = {
  catalogue: (signal?: AbortSignal) => api.call(searchRoutes.catalogue, { signal }),
  count: (filters: Filters, signal?: AbortSignal) => api.call(searchRoutes.count, { body: { filters }, signal }),
  histograms: (filters: Filters, histograms: (string | HistogramRequest)[], signal?: AbortSignal) => api.call(searchRoutes.histograms, { body: { filters, histograms }, signal }),
  results: (filters: Filters, limit: number, offset: number, signal?: AbortSignal) => api.call(searchRoutes.results, { body: { filters, limit, offset, explain: true }, signal }),
  tiles: (filters: Filters, signal?: AbortSignal) => api.call(searchRoutes.tiles, { body: { filters }, signal }),
  run: (queryId: number, limit = 100) => api.call(searchRoutes.run, { params: { id: queryId }, body: { limit } }),
  activity: (queryId: number, signal?: AbortSignal) => api.call(searchRoutes.activity, { params: { id: queryId }, signal }),
  toLocations: (searchQueryId: number, plotIds: number[]) => api.call(searchRoutes.toLocations, { body: { searchQueryId, plotIds } }),
};

/** A saved search query as the generic data API answers it, with its config (spec section 3). */
export type SearchQueryRecord = ApiRecord<'searchqueries'>;
