/** Cost kinds of spec section 3 (Costs); the stored `type` of a cost line. */
export const costKinds = [
  'flat_fee',
  'percentage_ground',
  'per_m2_floor',
  'percentage_construction',
  'total',
  'per_parking_place',
  'per_m2_gallery',
] as const;
export type CostKind = (typeof costKinds)[number];

/** True when the value is one of the stable cost kind codes. */
const knownCostKinds: ReadonlySet<unknown> = new Set(costKinds);
export const isCostKind = (value: unknown): value is CostKind => knownCostKinds.has(value);
