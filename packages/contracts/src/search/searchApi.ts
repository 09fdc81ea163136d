import { z } from 'zod';
import type { CategoryHistogram, FilterExplanation, Histogram, HistogramRequest, NumericHistogram } from '@plotwise/core';
import { filterKinds } from '@plotwise/core/search/filterSpec';

export type { Histogram, HistogramRequest, NumericHistogram };
import { geoJsonGeometry } from '../model/field';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';
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

/** POST /api/search/count */
export const searchCountBodySchema = z.strictObject({ filters });

/** One histogram wanted: bins over [min, max] (defaults: the catalogue's domain, else the data's range). */
const histogramRequestSchema = z.strictObject({
  key: z.string().min(1).max(100),
  bins: z.number().int().min(1).max(200).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
});

/** POST /api/search/histograms: per key, what the plots passing every other filter hold. */
const searchHistogramsBodySchema = z.strictObject({
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
const searchTilesBodySchema = z.strictObject({ filters });

/** POST /api/search/run/{searchquery_id} */
const searchRunBodySchema = z.strictObject({
  limit: z.number().int().min(1).max(500).default(100),
});

/** POST /api/search/to-locations: result plots become locations of type opportunity (3) linked to the query. */
const searchToLocationsBodySchema = z.strictObject({
  searchQueryId: z.number().int().positive(),
  plotIds: z.array(z.number().int().positive()).min(1).max(100),
});

/** What GET /api/search/catalogue answers per filter. */
const searchCatalogueEntrySchema = z.object({
  key: z.string(),
  group: z.string(),
  kind: z.string(),
  region: z.string().optional(),
  feature: z.string().optional(),
  unit: z.string().nullable(),
  label: z.object({ nl: z.string(), en: z.string() }),
  defaults: z.record(z.string(), z.unknown()),
  domain: z.object({ min: z.number(), max: z.number() }).optional(),
  prefer: z.enum(['low', 'high']).optional(),
  /** category values: the catalogue's and those found in the data, with a display name where known */
  values: z.array(z.object({ value: z.string(), name: z.string().nullable(), count: z.number() })).optional(),
  /** plots whose feature is known (0: no source data imported yet) */
  known: z.number().optional(),
  /** resolved from the requesting company's own data (owner type), not from the shared index */
  perCompany: z.literal(true).optional(),
  /** false: the filter has no histogram (per-company filters): the editor asks none and shows no counts per value */
  histogram: z.literal(false).optional(),
  /** a new reference with the defaults */
  newReference: z.record(z.string(), z.unknown()),
});
export type SearchCatalogueEntry = z.infer<typeof searchCatalogueEntrySchema>;

/** GET /api/search/catalogue */
const searchCatalogueResponseSchema = z.object({
  /** the plot-features generation the index was built from */
  generation: z.number(),
  plots: z.number(),
  filters: z.array(searchCatalogueEntrySchema),
});
export type SearchCatalogueResponse = z.infer<typeof searchCatalogueResponseSchema>;

/** POST /api/search/count */
const searchCountResponseSchema = z.object({
  count: z.number(),
  /** the plot-features generation the index was built from */
  generation: z.number(),
});
export type SearchCountResponse = z.infer<typeof searchCountResponseSchema>;

// core's histogram and explanation types, as checked answers (the static checks below keep the two the same)
const histogramSchema = z.discriminatedUnion('kind', [
  z.object({ key: z.string(), kind: z.literal('numeric'), min: z.number(), max: z.number(), counts: z.array(z.number()), below: z.number(), above: z.number(), unknown: z.number() }),
  z.object({ key: z.string(), kind: z.literal('category'), counts: z.array(z.object({ value: z.string(), count: z.number() })), unknown: z.number() }),
]);
const filterExplanationSchema: z.ZodType<FilterExplanation> = z.lazy(() =>
  z.object({
    key: z.string(),
    kind: z.enum(filterKinds),
    value: z.union([z.number(), z.string()]).nullable(),
    passed: z.boolean(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    optimal: z.union([z.number(), z.array(z.string())]).nullable(),
    closeness: z.number(),
    weight: z.number(),
    points: z.number(),
    children: z.array(filterExplanationSchema).optional(),
  }),
);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
// compile-time: the checked answer is core's type, field for field
const histogramsAgree: Same<z.infer<typeof histogramSchema>, Mutable<NumericHistogram> | Mutable<CategoryHistogram>> = true;
void histogramsAgree;

/** POST /api/search/histograms */
const searchHistogramsResponseSchema = searchCountResponseSchema.extend({ histograms: z.array(histogramSchema) });

/** One ranked plot as the result table shows it. */
const searchResultRowSchema = z.object({
  plotId: z.number(),
  identificatie: z.string().nullable(),
  /** kadastrale gemeente code, sectie and perceelnummer joined (spec 3 "Plots") */
  plotNumber: z.string().nullable(),
  /** 0-100 */
  score: z.number(),
  lat: z.number(),
  lon: z.number(),
  sizeSquareMeters: z.number().nullable(),
  municipality: z.object({ code: z.string(), name: z.string().nullable() }).nullable(),
  explanation: z.array(filterExplanationSchema).optional(),
});
export type SearchResultRow = z.infer<typeof searchResultRowSchema>;

/** POST /api/search/results */
const searchResultsResponseSchema = searchCountResponseSchema.extend({ offset: z.number(), limit: z.number(), results: z.array(searchResultRowSchema) });
export type SearchResultsResponse = z.infer<typeof searchResultsResponseSchema>;

/** POST /api/search/tiles */
const searchTilesResponseSchema = searchCountResponseSchema.extend({
  token: z.string(),
  /** URL template with {z}, {x} and {y} */
  tiles: z.string(),
});

/** POST /api/search/run/{searchquery_id} */
const searchRunResponseSchema = z.object({
  runId: z.number().nullable(),
  ranAt: z.string(),
  /** false for a read-only company: shown, not stored */
  stored: z.boolean(),
  count: z.number(),
  generation: z.number(),
  newCount: z.number(),
  newMatches: z.array(z.object({ plotId: z.number().nullable(), identificatie: z.string() })),
  results: z.array(searchResultRowSchema),
});
export type SearchRunResponse = z.infer<typeof searchRunResponseSchema>;

/** GET /api/search/activity/{searchquery_id} */
const searchActivityResponseSchema = z.object({
  query: z.object({ id: z.number(), name: z.string() }),
  runs: z.array(z.object({ id: z.number(), ranAt: z.string(), count: z.number(), newCount: z.number(), complete: z.boolean(), generation: z.number() })),
  newMatches: z.array(z.object({ identificatie: z.string(), plotId: z.number().nullable(), lat: z.number().nullable(), lon: z.number().nullable() })),
  notes: z.array(
    z.object({ id: z.number(), name: z.string(), type: z.string(), status: z.string(), description: z.string().nullable(), createdAt: z.string().nullable(), targetAt: z.string().nullable() }),
  ),
});
export type SearchActivityResponse = z.infer<typeof searchActivityResponseSchema>;

/** POST /api/search/to-locations */
const searchToLocationsResponseSchema = z.object({
  created: z.array(z.object({ plotId: z.number(), locationId: z.number() })),
  existing: z.array(z.object({ plotId: z.number(), locationId: z.number() })),
});

const signedIn = 'signedIn' as const;
/** The routes of site search (docs/search.md). */
export const searchRoutes = {
  catalogue: defineRoute({ method: 'GET', path: '/api/search/catalogue', access: signedIn, summary: 'The filter catalogue with labels, defaults and the values in the data', response: searchCatalogueResponseSchema }),
  count: defineRoute({ method: 'POST', path: '/api/search/count', access: signedIn, summary: 'Site search: how many plots match the filters (docs/search.md)', body: searchCountBodySchema, response: searchCountResponseSchema }),
  histograms: defineRoute({
    method: 'POST',
    path: '/api/search/histograms',
    access: signedIn,
    summary: 'Per filter key, the distribution among plots passing every other filter',
    body: searchHistogramsBodySchema,
    response: searchHistogramsResponseSchema,
  }),
  results: defineRoute({ method: 'POST', path: '/api/search/results', access: signedIn, summary: 'One page of the ranking with the per-filter explanation', body: searchResultsBodySchema, response: searchResultsResponseSchema }),
  tiles: defineRoute({
    method: 'POST',
    path: '/api/search/tiles',
    access: signedIn,
    summary: 'Register filters for map colouring; answers a token and the tile URL template',
    body: searchTilesBodySchema,
    response: searchTilesResponseSchema,
  }),
  run: defineRoute({
    method: 'POST',
    path: '/api/search/run/:id',
    access: signedIn,
    summary: 'Run a saved search query: stores cfg.lastResults and a run',
    params: idParamsSchema,
    body: searchRunBodySchema,
    response: searchRunResponseSchema,
  }),
  activity: defineRoute({ method: 'GET', path: '/api/search/activity/:id', access: signedIn, summary: 'Runs of a saved query over time, newly matching plots, notes', params: idParamsSchema, response: searchActivityResponseSchema }),
  status: defineRoute({
    method: 'GET',
    path: '/api/search/status',
    access: signedIn,
    summary: 'The search index: generation, plots, build time, where it was read from, memory, and the threads that scan it',
    // the worker pool adds its own figures (docs/search.md); builtFrom: its stored file, or plot_features on the primary or the read replica
    response: z.looseObject({ generation: z.number(), plots: z.number(), builtAt: z.string(), buildMs: z.number(), builtFrom: z.enum(['file', 'primary', 'replica']), indexBytes: z.number(), updating: z.boolean() }),
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/admin/search/refresh',
    access: 'staff',
    summary: 'Staff: recompute the plot features now (imports do it by themselves)',
    response: z.object({ generation: z.number(), plots: z.number(), buildMs: z.number() }),
  }),
  toLocations: defineRoute({
    method: 'POST',
    path: '/api/search/to-locations',
    access: signedIn,
    summary: 'Result plots become opportunity locations (type 3) linked to the query (201 when any was made)',
    body: searchToLocationsBodySchema,
    response: searchToLocationsResponseSchema,
  }),
};
