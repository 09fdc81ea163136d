/** Cost groups of spec section 3 (Costs), in the order the costs sheet lists them; the stored `category`. */
export const costGroups = [
  'ground',
  'building',
  'furnishing',
  'additional',
  'unforeseen',
  'tax',
  'financing',
] as const;
export type CostGroup = (typeof costGroups)[number];

/** True when the value is one of the stable cost group codes. */
const knownCostGroups: ReadonlySet<unknown> = new Set(costGroups);
export const isCostGroup = (value: unknown): value is CostGroup => knownCostGroups.has(value);
