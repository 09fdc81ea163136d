/**
 * The location column an area publication selects on (docs/publications.md): a business park by the locations'
 * `businesspark`, a population core (a town, "kern") by their `city`. Both keep the area's name in their filter field.
 */
export const AREA_COLUMN = { business_park: 'businesspark', population_core: 'city' } as const;
/** The publication column that keeps the area's name. */
export const AREA_FILTER = { business_park: 'filter_business_park', population_core: 'filter_municipality' } as const;
