/** Rent or sell price bases of a unit (spec section 3, Units: income mode); the finance engine prices by them. */
export const priceBases = [
  'rent_m2_month',
  'rent_unit_month',
  'rent_m2_year',
  'rent_unit_year',
  'sell_m2',
  'sell_unit',
] as const;
export type PriceBasis = (typeof priceBases)[number];

const knownPriceBasiss: ReadonlySet<unknown> = new Set(priceBases);
/** True when the value is one of the stable price basis codes. */
export const isPriceBasis = (value: unknown): value is PriceBasis => knownPriceBasiss.has(value);

/** True for the rent bases, whose income is capitalised into value with the yield. */
export const isRentBasis = (basis: PriceBasis): boolean => basis.startsWith('rent_');
