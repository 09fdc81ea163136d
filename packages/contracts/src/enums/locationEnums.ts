/** Location types (spec 3: default 0, template 1, temporary 2, opportunity 3). */
export const locationTypes = { default: 0, template: 1, temporary: 2, opportunity: 3 } as const;
/** Integration step load state (spec 4). */
export const loadStates = { notStarted: 0, loading: 1, failed: 2, success: 3 } as const;
export const renderModes = ['analysis_shadow', 'analysis', 'realistic', 'sketch'] as const;
export const cameraModes = ['perspective', 'orthographic'] as const;
/** Constraint types (spec 3), including the index variants. */
export const constraintTypes = [
  'general',
  'gsi',
  'fsi',
  'building_height',
  'gutter_height',
  'floor_space',
  'office_floor_space',
  'gfa',
  'nfa',
  'psi',
  'nr_buildings',
  'nr_units',
  'nr_floors',
  'ground_space_index',
  'floor_space_index',
  'buildable_area_gsi',
] as const;
export const constraintOperators = ['equal', 'smaller_than', 'greater_than'] as const;
export const jsonTypes = ['owner_information', 'other'] as const;
/** Where the acquisition of a parcel stands (issue #16 item 3); `option` and `purchased` count as secured. */
export const acquisitionStates = ['not_contacted', 'contacted', 'negotiating', 'option', 'purchased', 'not_for_sale'] as const;
export type AcquisitionState = (typeof acquisitionStates)[number];
/** Kinds of owner of a parcel, for the "owners (from the cadastre)" column and the owner-type search filter. */
export const ownerTypes = ['natural_person', 'company', 'municipality', 'province', 'state', 'housing_association', 'other_public_body'] as const;
export type OwnerType = (typeof ownerTypes)[number];
/** Zoning categories (spec 3 other enumerations). */
export const zoningCategories = [
  'traffic', 'mixed', 'green', 'garden', 'agricultural', 'agricultural_and_values', 'forest', 'culture',
  'retail', 'service', 'nature', 'recreation', 'residential', 'residential_area', 'center', 'education',
  'social', 'companies', 'living', 'water', 'office', 'catering', 'officearea', 'sport', 'other',
] as const;
/** Building function categories (BAG gebruiksdoel grouping). */
export const buildingFunctionCategories = [
  'housing', 'office', 'assembly', 'shop', 'industry', 'sport', 'lodging', 'education', 'healthcare', 'other',
] as const;

/** A grid operator's traffic-light statuses (capaciteitskaart RAGKind), from capacity (transparant) to shortage with a queue (red). */
export const gridConstraints = ['transparant', 'yellow', 'amber', 'red'] as const;
export type GridConstraint = (typeof gridConstraints)[number];
