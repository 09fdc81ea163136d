/** The measured quantities of a concept a constraint can limit (spec 3 "constraint kinds in sheets"). */
export type ZoningQuantity =
  | 'plot'
  | 'gsi'
  | 'fsi'
  | 'gfa'
  | 'nfa'
  | 'office_gfa'
  | 'units'
  | 'buildings'
  | 'height'
  | 'floors'
  | 'gutter'
  | 'psi'
  | 'buildable_gsi';

/** Which quantity each constraint kind limits; null: a kind no figure answers (general). */
const quantityOfType: Readonly<Record<string, ZoningQuantity | null>> = {
  general: null,
  gsi: 'gsi',
  ground_space_index: 'gsi',
  fsi: 'fsi',
  floor_space_index: 'fsi',
  building_height: 'height',
  gutter_height: 'gutter',
  nr_buildings: 'buildings',
  nr_floors: 'floors',
  nr_units: 'units',
  floor_space: 'gfa',
  office_floor_space: 'office_gfa',
  area: 'plot',
  gfa: 'gfa',
  nfa: 'nfa',
  psi: 'psi',
  buildable_area_gsi: 'buildable_gsi',
};

/** The quantity a constraint kind limits (null for general and unknown kinds). */
export const quantityOf = (type: string | null): ZoningQuantity | null => quantityOfType[type ?? 'general'] ?? null;

/**
 * Whether two constraints limit the same quantity: their kinds map to one quantity (gsi and ground_space_index), or,
 * for kinds no figure answers, they are the same kind.
 */
export const sameQuantity = (a: string | null, b: string | null): boolean =>
  (quantityOf(a) ?? a ?? 'general') === (quantityOf(b) ?? b ?? 'general');
