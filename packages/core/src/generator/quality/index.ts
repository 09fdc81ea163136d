export { measureQuality } from './measureQuality';
export type { QualityBlockType } from './randomInputs';
export { qualityBlockTypes, randomInput } from './randomInputs';
export { ownedBy } from './measureQuality';
export type { YieldFigures } from './yieldFigures';
export { yieldFigures } from './yieldFigures';
