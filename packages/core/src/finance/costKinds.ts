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

/** A kind whose parameter is euros (an amount, per m2 or per place), not a percentage. */
export const isAmountKind = (kind: CostKind): boolean =>
  kind === 'flat_fee' || kind === 'per_m2_floor' || kind === 'per_m2_gallery' || kind === 'per_parking_place';

/** A kind that may name a building type: a per-m2 line counts the floor area, or the open galleries, of that type's buildings. */
export const countsBuildingType = (kind: string | null | undefined): boolean => kind === 'per_m2_floor' || kind === 'per_m2_gallery';

/** True when the value is one of the stable cost kind codes. */
const knownCostKinds: ReadonlySet<unknown> = new Set(costKinds);
export const isCostKind = (value: unknown): value is CostKind => knownCostKinds.has(value);
