export { measureQuality } from './measureQuality';
export type { QualityBlockType } from './randomInputs';
export { qualityBlockTypes, randomInput } from './randomInputs';
