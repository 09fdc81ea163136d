/** The publication column that keeps an area publication's name (its location field: contracts publicationAreaFields). */
export const AREA_FILTER = {
  business_park: 'filter_business_park',
  population_core: 'filter_municipality',
  municipality: 'filter_municipality',
} as const;
