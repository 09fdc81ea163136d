import { z } from 'zod';
import type { FilterExplanation, Histogram, HistogramRequest, NumericHistogram } from '@plotwise/core';

export type { Histogram, HistogramRequest, NumericHistogram };
import { geoJsonGeometry } from '../model/field';
import { filterParamSchema } from '../entities/searchqueries';

/**
 * A feature filter reference as the search API takes it: the fields of spec section 3 (stored references
 * from `GET /api/searchqueries/detail/{id}?depth=3` can be sent as they are; ids and owners are ignored).
 */
export interface FilterReferenceInput {
  key: string;
  type?: string | null;
  enabled?: boolean | null;
  editable?: boolean | null;
  order?: number | null;
  param1?: z.infer<typeof filterParamSchema> | null;
  param2?: z.infer<typeof filterParamSchema> | null;
  param3?: z.infer<typeof filterParamSchema> | null;
  param4?: z.infer<typeof filterParamSchema> | null;
  optimal?: z.infer<typeof filterParamSchema> | null;
  weight?: number | null;
  /** custom area: a GeoJSON Polygon or MultiPolygon in WGS84 */
  polygon?: z.infer<typeof geoJsonGeometry> | null;
  children?: FilterReferenceInput[] | null;
}

export const filterReferenceSchema: z.ZodType<FilterReferenceInput> = z.lazy(() =>
  z.object({
    key: z.string().min(1).max(100),
    type: z.string().max(50).nullish(),
    enabled: z.boolean().nullish(),
    editable: z.boolean().nullish(),
    order: z.number().int().nullish(),
    param1: filterParamSchema.nullish(),
    param2: filterParamSchema.nullish(),
    param3: filterParamSchema.nullish(),
    param4: filterParamSchema.nullish(),
    optimal: filterParamSchema.nullish(),
    weight: z.number().finite().min(0).max(1000).nullish(),
    polygon: geoJsonGeometry.nullish(),
    children: z.array(filterReferenceSchema).max(31).nullish(),
  }),
);

const filters = z.array(filterReferenceSchema).max(200);

/** GET /api/search/catalogue */
export interface SearchCatalogueResponse {
  /** the plot-features generation the index was built from */
  generation: number;
  plots: number;
  filters: SearchCatalogueEntry[];
}

/** POST /api/search/count */
export const searchCountBodySchema = z.strictObject({ filters });

/** One histogram wanted: bins over [min, max] (defaults: the catalogue's domain, else the data's range). */
export const histogramRequestSchema = z.strictObject({
  key: z.string().min(1).max(100),
  bins: z.number().int().min(1).max(200).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
});

/** POST /api/search/histograms: per key, what the plots passing every other filter hold. */
export const searchHistogramsBodySchema = z.strictObject({
  filters,
  histograms: z.array(z.union([z.string().min(1).max(100), histogramRequestSchema])).max(32),
});

/** POST /api/search/results: one page of the ranking, with explanations. */
export const searchResultsBodySchema = z.strictObject({
  filters,
  limit: z.number().int().min(1).max(500).default(100),
  offset: z.number().int().min(0).max(10_000).default(0),
  explain: z.boolean().default(true),
});

/** POST /api/search/tiles: register a query for map colouring; answers a token for the tile URLs. */
export const searchTilesBodySchema = z.strictObject({ filters });

/** POST /api/search/run/{searchquery_id} */
export const searchRunBodySchema = z.strictObject({
  limit: z.number().int().min(1).max(500).default(100),
});

/** POST /api/search/to-locations: result plots become locations of type opportunity (3) linked to the query. */
export const searchToLocationsBodySchema = z.strictObject({
  searchQueryId: z.number().int().positive(),
  plotIds: z.array(z.number().int().positive()).min(1).max(100),
});

/** What GET /api/search/catalogue answers per filter. */
export interface SearchCatalogueEntry {
  key: string;
  group: string;
  kind: string;
  region?: string;
  feature?: string;
  unit: string | null;
  label: { nl: string; en: string };
  defaults: Record<string, unknown>;
  domain?: { min: number; max: number };
  prefer?: 'low' | 'high';
  /** category values: the catalogue's and those found in the data, with a display name where known */
  values?: { value: string; name: string | null; count: number }[];
  /** plots whose feature is known (0: no source data imported yet) */
  known?: number;
  /** resolved from the requesting company's own data (owner type), not from the shared index */
  perCompany?: true;
  /** false: the filter has no histogram (per-company filters): the editor asks none and shows no counts per value */
  histogram?: false;
  /** a new reference with the defaults */
  newReference: Record<string, unknown>;
}

/** GET /api/search/catalogue */
export interface SearchCatalogueResponse {
  /** the plot-features generation the index was built from */
  generation: number;
  plots: number;
  filters: SearchCatalogueEntry[];
}

/** POST /api/search/count */
export interface SearchCountResponse {
  count: number;
  /** the plot-features generation the index was built from */
  generation: number;
}

/** POST /api/search/histograms */
export interface SearchHistogramsResponse extends SearchCountResponse {
  histograms: Histogram[];
}

/** One ranked plot as the result table shows it. */
export interface SearchResultRow {
  plotId: number;
  identificatie: string | null;
  /** kadastrale gemeente code, sectie and perceelnummer joined (spec 3 "Plots") */
  plotNumber: string | null;
  /** 0-100 */
  score: number;
  lat: number;
  lon: number;
  sizeSquareMeters: number | null;
  municipality: { code: string; name: string | null } | null;
  explanation?: FilterExplanation[];
}

/** POST /api/search/results */
export interface SearchResultsResponse extends SearchCountResponse {
  offset: number;
  limit: number;
  results: SearchResultRow[];
}

/** POST /api/search/tiles */
export interface SearchTilesResponse extends SearchCountResponse {
  token: string;
  /** URL template with {z}, {x} and {y} */
  tiles: string;
}

/** POST /api/search/run/{searchquery_id} */
export interface SearchRunResponse {
  runId: number | null;
  ranAt: string;
  /** false for a read-only company: shown, not stored */
  stored: boolean;
  count: number;
  generation: number;
  newCount: number;
  newMatches: { plotId: number | null; identificatie: string }[];
  results: SearchResultRow[];
}

/** GET /api/search/activity/{searchquery_id} */
export interface SearchActivityResponse {
  query: { id: number; name: string };
  runs: { id: number; ranAt: string; count: number; newCount: number; complete: boolean; generation: number }[];
  newMatches: { identificatie: string; plotId: number | null; lat: number | null; lon: number | null }[];
  notes: { id: number; name: string; type: string; status: string; description: string | null; createdAt: string | null; targetAt: string | null }[];
}

/** POST /api/search/to-locations */
export interface SearchToLocationsResponse {
  created: { plotId: number; locationId: number }[];
  existing: { plotId: number; locationId: number }[];
}
