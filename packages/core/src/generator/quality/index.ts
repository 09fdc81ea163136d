export type { QualityScore } from './measureQuality';
export { measureQuality, ownedBy } from './measureQuality';
export type { QualityBlockType } from './randomInputs';
export { qualityBlockTypes, randomInput, seededRandom } from './randomInputs';
