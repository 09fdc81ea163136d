/** Publication status codes (spec 3); new publications start as draft. */
export const publicationStatuses = { draft: 1, published: 2, hidden: 3 } as const;
export const publicationTypes = [
  'location',
  'concept',
  'searchquery',
  'business_park',
  'survey',
  'ibis_survey',
  'population_core',
  'state_index',
  'municipality_index',
  'municipality',
] as const;
export type PublicationType = (typeof publicationTypes)[number];
/** Publication types that list locations, each with a page of its own (`/pub/<type>/:key/:location_key`). */
export const locationListTypes = ['searchquery', 'business_park', 'population_core'] as const satisfies readonly PublicationType[];
/** Whether a publication of this type lists locations with pages of their own. */
export const listsLocations = (type: string | null | undefined): boolean => (locationListTypes as readonly string[]).includes(type ?? '');
export const ratingModes = ['view', 'edit', 'none'] as const;
export const surveyQuestionTypes = ['text', 'textarea', 'number', 'select', 'multiselect', 'checkbox', 'rating'] as const;
export const surveyQuestionStatuses = ['published', 'hidden'] as const;
/** Section types (spec 3). */
export const sectionTypes = [
  'publications_list',
  'state_municipality_map',
  'business_park_summary',
  'business_park_description',
  'business_park_regulations',
  'business_park_densify',
  'business_park_companies',
  'business_park_scores',
  'business_park_map',
  'business_park_list',
  'population_core_summary',
  'population_core_description',
  'population_core_context',
  'population_core_scores',
  'municipality_summary',
  'municipality_description',
  'municipality_context',
  'municipality_scores',
  'locations_carrousel',
  'locations_list',
  'locations_map',
  'locations_table',
  'locations_summary',
  'location_summary',
  'location_customfields',
  'location_description_industrial',
  'location_description_residential',
  'location_regulations',
  'location_grid_capacity', // not in spec 3: grid congestion at the location (issue #21 item 7)
  'location_current_situation',
  'location_context',
  'location_concepts',
  'location_business',
  'location_filter_summary',
  'concept_summary',
  'concept_floorplans',
  'concept_formfactors',
  'concept_topview',
  'concept_unit_breakdown',
  'concept_business_case',
  'concept_valuation',
  'concept_beng', // not in spec 3: the BENG pre-check of each building (issue #43 item 2)
  'concept_parking', // not in spec 3: the parking norm of the concept's programme (issue #43 item 1)
  'concept_nitrogen', // not in spec 3: the nitrogen screening's first step at the location (issue #43 item 4)
  'concept_noise', // not in spec 3: the noise pre-check at the façades of each dwelling building (issue #43 item 3)
  'concept_land_price', // not in spec 3: the RGW against the municipality's ground prices (issue #43 item 5)
  'images_carrousel',
  'custom_text',
  'survey',
  'warning',
  'call_to_action',
] as const;
/** Business-park indicator types (spec 3). */
export const indicatorTypes = [
  'custom',
  'custom_sbi',
  'gross_hectares',
  'net_hectares',
  'site_coverage_total',
  'site_coverage_business_park',
  'site_coverage_public_ratio',
  'building_age_before_1985',
  'building_age_before_1995',
  'height_difference_3m',
  'non_water_bound_companies',
  'mixable_companies',
  'deviating_environmental_category_companies',
  'deviating_environmental_category_employees',
  'job_development_2018',
  'job_development_2018_relative',
  'deviating_main_environmental_category',
  'distance_to_highway',
] as const;
export const searchQueryTypes = ['residential', 'commercial', 'industrial', 'mixed', 'business_park'] as const;
export const searchQueryStatuses = ['research', 'active', 'paused', 'closed'] as const;
