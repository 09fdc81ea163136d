export { variantsExample } from './variantsExample';
export { createPrng, shuffled } from './prng';
export type { Prng } from './prng';
export { placeBlock, ringCentroid } from './placeBlock';
export type { PlacedRect } from './placeBlock';
export { planVariants, variantBlocks, mixName } from './planVariants';
export type { VariantPlan, VariantCandidate } from './planVariants';
export { valueLayouts, refineVariants, variantBuilding, variantKey } from './valueVariants';
export type { LayoutsValued } from './valueVariants';
export {
  searchVariants,
  searchVariantsParallel,
  splitLayouts,
  rankVariants,
  variantsToRefine,
  applyRefined,
  rgwFrontier,
} from './searchVariants';
export type { FrontierAxis, VariantSearchResult, VariantRunner } from './searchVariants';
export type {
  VariantBlock,
  MixPart,
  VariantSearchInput,
  VariantLayout,
  VariantMetrics,
  RankedVariant,
  VariantAccept,
} from './variantTypes';
