export { variantsExample } from './variantsExample';
export { planVariants } from './planVariants';
export type { VariantPlan } from './planVariants';
export { valueLayouts, refineVariants, variantBuilding } from './valueVariants';
export type { LayoutsValued } from './valueVariants';
export { searchVariants, searchVariantsParallel, rgwFrontier } from './searchVariants';
export type { FrontierAxis, VariantSearchResult, VariantRunner } from './searchVariants';
export type { VariantSearchInput, RankedVariant, VariantAccept } from './variantTypes';
