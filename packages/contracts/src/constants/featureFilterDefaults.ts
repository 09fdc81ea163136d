/**
 * Feature filter catalogue defaults of spec section 9: bounds [param1, param2] per filter key, or a default
 * choice. Distances are in kilometres; sizes in m2; a single number is a maximum (or minimum where named).
 */
export interface FilterDefault {
  min?: number;
  max?: number;
  choices?: readonly string[];
  /** preferred values of a category filter (they score 1, the other admitted values 0) */
  optimal?: readonly string[];
  enabled?: boolean;
  weight?: number;
  /** the bbox filter holds [west, south, east, north] in degrees */
  bbox?: readonly [number, number, number, number];
  radiusKilometers?: number;
  point?: { lat: number; lon: number };
}

export const featureFilterDefaults = {
  bbox: { bbox: [0, 20, 10, 53], enabled: true },
  size: { min: 0, max: 100_000, weight: 1 },
  median_plot_size: { min: 0, max: 10_000, weight: 1 },
  plot_bbox_ratio: { min: 0.4, max: 1, weight: 1 },
  plot_length_width_ratio: { min: 0, max: 1, weight: 1 },
  neighbour_combined_size: { min: 0, max: 10_000, weight: 1 },
  neighbour_size: { min: 0, max: 10_000, weight: 1 },
  neighbour_gfa: { min: 0, max: 50, weight: 1 },
  plot_date_valid: { min: 1900, max: 2050, weight: 1 },
  zone: { choices: ['residential', 'residential_area'], weight: 1 },
  building_height: { min: 0, max: 100, weight: 1 },
  building_volume: { min: 0, max: 10_000, weight: 1 },
  building_date_built: { min: 1900, max: 2020, weight: 1 },
  building_count: { min: 0, max: 10, weight: 1 },
  resobject_count: { min: 0, max: 5, weight: 1 },
  building_function: { choices: ['industry'], weight: 1 },
  buildablearea_size: { min: 0, max: 10_000, weight: 1 },
  buildablearea_gsa_difference: { min: 100, weight: 1 },
  buildablearea_gsa_index: { min: 0, max: 0.8, weight: 1 },
  buildable_volume: { min: 1500, weight: 1 },
  buildable_gfa: { min: 500, weight: 1 },
  buildable_volume_difference: { min: 500, weight: 1 },
  gsa: { min: 500, max: 10_000, weight: 1 },
  gfa: { min: 1000, max: 100_000, weight: 1 },
  gsi: { min: 0, max: 0.8, weight: 1 },
  fsi: { min: 0, max: 0.8, weight: 1 },
  height_difference: { min: 3, max: 100, weight: 1 },
  constraint_building_height: { min: 3, weight: 1 },
  distance_supermarket: { max: 10, weight: 1 },
  distance_shops: { max: 10, weight: 1 },
  distance_horeca: { max: 1, weight: 1 },
  distance_bso: { max: 10, weight: 1 },
  distance_n2000: { min: 25, weight: 1 },
  distance_trainstation: { max: 1, weight: 1 },
  distance_ov_stop: { max: 0.5, weight: 1 },
  distance_ov_line: { max: 0.5, weight: 1 },
  distance_access_main_road: { max: 10, weight: 1 },
  distance_primary_education: { max: 10, weight: 1 },
  distance_higher_education: { max: 10, weight: 1 },
  distance_general_practitioner: { max: 10, weight: 1 },
  distance_sailing_route: { max: 0.2, weight: 1 },
  distance_water: { max: 0.2, weight: 1 },
  distance_hospital: { max: 10, weight: 1 },
  distance_urbanization: { min: 0, max: 10, weight: 1 },
  demography_urbanization: { min: 1, max: 5, weight: 1 },
  demography_woz_value: { min: 0, max: 1000, weight: 1 },
  demography_municipality_residents: { min: 10, max: 100, weight: 1 },
  demography_5km_residents: { min: 1, max: 10, weight: 1 },
  noise: { max: 45, weight: 1 },
  plan_date: { min: 1950, max: 2024, weight: 1 },
  transaction_type: { choices: ['price_on_request', 'kk', 'von'], weight: 1 },
  transaction_status: { choices: ['available'], weight: 1 },
  transaction_value: { min: 0, max: 10_000, weight: 1 },
  businesspark_start_year: { min: 1900, max: 2050, weight: 1 },
  businesspark_gross_size: { min: 0, max: 1000, weight: 1 },
  businesspark_net_size: { min: 0, max: 1000, weight: 1 },
  businesspark_environmental_category: { min: 1, max: 6, weight: 1 },
  building_year_min: { min: 1900, max: 2020, weight: 1 },
  ratio: { min: 0, max: 1, weight: 1 },
  distance_point: { radiusKilometers: 5, point: { lat: 51.44, lon: 5.48 }, weight: 1 },
  company_employee_count: { min: 0, max: 100_000, weight: 1 },
  company_employee_delta_2018: { min: -1000, max: -1, weight: 1 },
} as const satisfies Record<string, FilterDefault>;
