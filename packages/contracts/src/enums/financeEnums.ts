/** Cost kinds (spec 3 Costs). */
export const costKinds = ['flat_fee', 'percentage_ground', 'per_m2_floor', 'percentage_construction', 'total'] as const;
/** Cost groups (spec 3 Costs). */
export const costGroups = ['ground', 'building', 'furnishing', 'additional', 'unforeseen', 'tax', 'financing'] as const;
/** Rent or sell price bases of a unit (spec 3 Units). */
export const priceBases = [
  'rent_m2_month',
  'rent_unit_month',
  'rent_m2_year',
  'rent_unit_year',
  'sell_m2',
  'sell_unit',
] as const;
