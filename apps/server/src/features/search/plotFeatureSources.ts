/**
 * What the plot features are computed from: which sources hold data (`FeatureSources`, plotFeaturesSql.ts
 * `detectSources`) and the generic layers the distance features measure to.
 */

/** Which sources hold data; decides between an expression and NULL per feature. */
export interface FeatureSources {
  /** geo_features layers with rows */
  readonly layers: ReadonlySet<string>;
  readonly panden: boolean;
  readonly verblijfsobjecten: boolean;
  /** geo_building_heights exists and has rows */
  readonly heights: boolean;
  readonly zoning: boolean;
  readonly statAreas: boolean;
  /** a capaciteitskaart delivery (netcapaciteit) was imported and the BAG addresses are there to place its postcodes */
  readonly grid: boolean;
  /** CBS municipality codes (GM....) whose BAG was imported; null: everywhere the BAG has data */
  readonly bagMunicipalities: readonly string[] | null;
}

/** Nearest-feature sources of the distance features: a generic layer, optionally one kind of it. */
export const distanceSources = {
  distance_supermarket: { layer: 'amenities', where: `properties->>'kind' = 'supermarket'` },
  distance_shops: { layer: 'amenities', where: `properties->>'kind' IN ('shop', 'supermarket')` },
  distance_horeca: { layer: 'amenities', where: `properties->>'kind' = 'horeca'` },
  distance_bso: { layer: 'amenities', where: `properties->>'kind' = 'after_school_care'` },
  distance_primary_education: { layer: 'amenities', where: `properties->>'kind' = 'primary_school'` },
  distance_secondary_education: { layer: 'amenities', where: `properties->>'kind' = 'secondary_school'` },
  distance_higher_education: { layer: 'amenities', where: `properties->>'kind' = 'higher_education'` },
  distance_general_practitioner: { layer: 'amenities', where: `properties->>'kind' = 'general_practitioner'` },
  distance_hospital: { layer: 'amenities', where: `properties->>'kind' = 'hospital'` },
  distance_trainstation: { layer: 'public_transport', where: `properties->>'kind' = 'train_station'` },
  distance_ov_stop: { layer: 'public_transport', where: `properties->>'kind' IN ('stop', 'train_station')` },
  distance_ov_line: { layer: 'public_transport', where: `properties->>'kind' = 'line'` },
  distance_access_main_road: { layer: 'roads', where: `properties->>'road_type' = 'main'` },
  distance_n2000: { layer: 'natura2000' },
  distance_sailing_route: { layer: 'sailing_routes' },
  distance_water: { layer: 'water' },
  distance_urbanization: { layer: 'urbanisation', where: `search_number(properties->>'degree') <= 2` },
  distance_care: { layer: 'care' },
  distance_retail: { layer: 'retail' },
} as const satisfies Record<string, { layer: string; where?: string }>;

/** A distance feature's key (`distance_supermarket` ...). */
export type DistanceKey = keyof typeof distanceSources;

/**
 * The features an INSERT reads from arrays computed in the server (measuredDistances.ts): the point distance
 * sources by key, and whether the residents within 5 km are among them.
 */
export interface MeasuredColumns {
  readonly keys: readonly DistanceKey[];
  readonly residents: boolean;
}

/** No feature measured in the server: the INSERT computes every one in SQL. */
export const NOTHING_MEASURED: MeasuredColumns = { keys: [], residents: false };

/** The rows of `geo_features` a distance feature measures to (a WHERE condition). */
export function sourceRowsWhere(key: DistanceKey): string {
  const src = distanceSources[key];
  return `layer = '${src.layer}'${'where' in src ? ` AND ${src.where}` : ''}`;
}

/** The temporary table (prepareSql) that holds the source of a distance feature. */
export const tmp = (key: string) => `search_src_${key.replace(/^distance_/, '')}`;
