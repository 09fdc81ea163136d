/**
 * The plot features of site search: one column each in the table `plot_features` (migration 0013), computed
 * per parcel from the imported layers, and one column each in the server's in-memory index. A feature whose
 * source data is absent is null ("unknown"); an enabled filter on it excludes the plot (docs/search.md).
 */

/** Units of feature values, as the filter editor shows them. */
export const featureUnits = [
  'm2',
  'm',
  'm3',
  'km',
  'ha',
  'year',
  'ratio',
  'count',
  'db',
  'thousand_eur',
  'thousand_m2',
  'thousand_residents',
  'ten_thousand_residents',
  'degree',
  'category',
  'yes_no',
] as const;
export type FeatureUnit = (typeof featureUnits)[number];

/** How a feature is stored: a number (real, Float32 in the index), a category (text, dictionary-encoded) or yes/no (0/1). */
type FeatureType = 'number' | 'category' | 'boolean';

/**
 * The precision a number of each unit is stored at (the feature refresh rounds to it): finer than any filter
 * needs (a metre of distance, a thousandth of a ratio), and coarse enough that a column has at most 65 535
 * distinct values, so the search index keeps it as 8- or 16-bit codes instead of Float32 (docs/search.md).
 */
const featureResolution: Readonly<Record<FeatureUnit, number>> = {
  m2: 1,
  m: 0.01,
  m3: 1,
  km: 0.001,
  ha: 0.01,
  year: 1,
  ratio: 0.001,
  count: 1,
  db: 0.1,
  thousand_eur: 1,
  thousand_m2: 0.01,
  thousand_residents: 0.01,
  ten_thousand_residents: 0.01,
  degree: 1,
  category: 1,
  yes_no: 1,
};

interface PlotFeature {
  readonly key: string;
  readonly type: FeatureType;
  readonly unit: FeatureUnit;
  /** the stored precision: `featureResolution` of the unit unless the feature needs finer */
  readonly resolution: number;
}

const num = (key: string, unit: FeatureUnit, resolution = featureResolution[unit]): PlotFeature => ({ key, type: 'number', unit, resolution });
const cat = (key: string): PlotFeature => ({ key, type: 'category', unit: 'category', resolution: 1 });
const yes = (key: string): PlotFeature => ({ key, type: 'boolean', unit: 'yes_no', resolution: 1 });

/** Distance features: kilometres to the nearest feature of a kind (null when no such feature is imported). */
const distanceFeatureKeys = [
  'distance_supermarket',
  'distance_shops',
  'distance_horeca',
  'distance_bso',
  'distance_n2000',
  'distance_trainstation',
  'distance_ov_stop',
  'distance_ov_line',
  'distance_access_main_road',
  'distance_primary_education',
  'distance_secondary_education',
  'distance_higher_education',
  'distance_general_practitioner',
  'distance_sailing_route',
  'distance_water',
  'distance_hospital',
  'distance_urbanization',
  'distance_care',
  'distance_retail',
] as const;

/** Every plot feature, in column order. */
export const plotFeatures: readonly PlotFeature[] = [
  // region
  cat('municipality'),
  cat('province'),
  // plot
  num('size', 'm2'),
  num('plot_bbox_ratio', 'ratio'),
  num('plot_length_width_ratio', 'ratio'),
  num('median_plot_size', 'm2'),
  // neighbour plots
  num('neighbour_size', 'm2'),
  num('neighbour_combined_size', 'm2'),
  num('neighbour_gfa', 'thousand_m2'),
  // zoning and plan
  cat('zone'),
  num('plan_date', 'year'),
  num('constraint_building_height', 'm'),
  num('constraint_gsi', 'ratio'),
  // buildings and residence objects
  num('building_count', 'count'),
  num('building_height', 'm'),
  num('building_volume', 'm3'),
  num('building_date_built', 'year'),
  num('building_year_min', 'year'),
  cat('building_function'),
  num('residential_ratio', 'ratio'),
  num('resobject_count', 'count'),
  // buildable area (bouwvlak and maatvoering)
  num('buildablearea_size', 'm2'),
  num('buildablearea_gsa_difference', 'm2'),
  num('buildablearea_gsa_index', 'ratio'),
  num('buildable_volume', 'm3'),
  num('buildable_gfa', 'm2'),
  num('buildable_volume_difference', 'm3'),
  // GSI and FSI
  num('gsa', 'm2'),
  num('gfa', 'm2'),
  num('gsi', 'ratio'),
  num('fsi', 'ratio'),
  num('height_difference', 'm'),
  // distances
  ...distanceFeatureKeys.map((k) => num(k, 'km')),
  // demography
  num('demography_urbanization', 'degree'),
  num('demography_woz_value', 'thousand_eur'),
  num('demography_municipality_residents', 'thousand_residents'),
  num('demography_5km_residents', 'ten_thousand_residents'),
  // environment
  num('noise', 'db'),
  yes('monument'),
  cat('road_type'),
  // transactions
  cat('transaction_type'),
  cat('transaction_status'),
  num('transaction_value', 'thousand_eur'),
  // business park and companies
  yes('in_business_park'),
  num('businesspark_start_year', 'year'),
  num('businesspark_gross_size', 'ha'),
  num('businesspark_net_size', 'ha'),
  num('businesspark_environmental_category', 'count', 0.1), // milieucategorie 3.1, 3.2, 4.1 ...
  num('company_employee_count', 'count'),
  num('company_employee_delta_2018', 'count'),
  // grid congestion (capaciteitskaart colours: transparant, yellow, amber, red): demand = afname, supply = invoeding
  cat('grid_congestion_demand'),
  cat('grid_congestion_supply'),
];

/** Feature by key. */
export const plotFeatureByKey: ReadonlyMap<string, PlotFeature> = new Map(plotFeatures.map((f) => [f.key, f]));
