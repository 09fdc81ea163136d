/**
 * The vocabulary of site search (docs/search.md): what a catalogue entry tells the engine, and the feature
 * filter reference of spec section 3 as the engine reads it.
 */

/** How a filter restricts and scores plots. */
export const filterKinds = ['range', 'distance', 'category', 'boolean', 'region', 'polygon', 'or'] as const;
export type FilterKind = (typeof filterKinds)[number];

/**
 * What a region filter restricts by: a category column (municipality, province), the map's bounding box
 * in WGS84 degrees, or a circle around a point.
 */
export type RegionShape = 'category' | 'bbox' | 'point';

/** The part of a catalogue entry that the engine needs (labels and groups live in the catalogue). */
export interface FilterSpec {
  readonly key: string;
  readonly kind: FilterKind;
  /** the index column a range, distance, category, boolean or category-region filter reads */
  readonly feature?: string;
  /** for kind `region`: what it restricts by */
  readonly region?: RegionShape;
  /** when a reference names no optimal value: which end of its bounds scores best (distances: `low`) */
  readonly prefer?: 'low' | 'high';
  /** the slider's range, for histograms (defaults to the column's own minimum and maximum) */
  readonly domain?: { readonly min: number; readonly max: number };
  /** weight when a reference leaves it empty */
  readonly defaultWeight?: number;
  /** radius in km of a point region when param3 is empty */
  readonly defaultRadiusKilometers?: number;
  /**
   * A filter over data the shared index does not hold (a company's own owner information): the caller resolves
   * each reference per request into `resolved.plots`; it reads no column and has no histogram.
   */
  readonly plotSet?: boolean;
}

/** A looked-up catalogue: key to spec. */
export type FilterSpecLookup = (key: string) => FilterSpec | undefined;

/** A filter parameter as stored: a number, a text or a list of them. */
export type FilterParam = number | string | readonly (number | string)[];

/** A polygon with holes in RD New metres: rings of [x, y] pairs, the first ring the outer one. */
export type RdPolygon = readonly (readonly (readonly [number, number])[])[];

/** Plots of one index by position (ascending; `plotPositions` finds them from plot ids): these, or every plot but these. */
export interface PlotSet {
  readonly positions: ArrayLike<number>;
  readonly complement: boolean;
}

/** What a plot-set filter admits and, when it names preferred values, which admitted plots score 1. */
export interface ResolvedPlots {
  readonly admit: PlotSet;
  readonly prefer?: PlotSet | null;
}

/**
 * Geometry the server resolved for a reference before the engine sees it: the custom area and the point
 * of a distance-to-point filter transformed to RD New (PostGIS does the transformation, so that the engine
 * and SQL agree to the millimetre), and the WGS84 bounding box used to narrow the scan.
 */
export interface ResolvedGeometry {
  readonly polygonsRd?: readonly RdPolygon[];
  readonly pointRd?: { readonly x: number; readonly y: number };
  /** [west, south, east, north] degrees that contain every plot the filter can admit */
  readonly boundsLonLat?: readonly [number, number, number, number];
  /** a plot-set filter (spec `plotSet`): its plots in the index the query is compiled against */
  readonly plots?: ResolvedPlots;
}

/** A feature filter reference of spec section 3 (key, type, enabled, editable, order, param1-4, optimal, weight, polygon, children). */
export interface FilterReference {
  readonly key: string;
  readonly type?: string | null;
  readonly enabled?: boolean | null;
  readonly editable?: boolean | null;
  readonly order?: number | null;
  readonly param1?: FilterParam | null;
  readonly param2?: FilterParam | null;
  readonly param3?: FilterParam | null;
  readonly param4?: FilterParam | null;
  readonly optimal?: FilterParam | null;
  readonly weight?: number | null;
  /** resolved by the server from `polygon` (GeoJSON WGS84) and the point parameters */
  readonly resolved?: ResolvedGeometry | null;
  readonly children?: readonly FilterReference[] | null;
}

/** Stable codes of the engine's expected failures. */
type SearchProblemCode = 'unknown_filter' | 'invalid_filter' | 'too_many_filters' | 'unknown_feature';

/** One problem with a query: a stable code, a sentence and the path of the offending filter. */
export interface SearchProblem {
  readonly code: SearchProblemCode;
  readonly message: string;
  readonly path: string;
}
