export * from './enums';
export type { BuildingCfg, FloorCfg, TowerCfg, UnitReference, GridsCfg } from './buildingCfg';
export { defaultBuildingCfg, defaultFloorCfg } from './buildingCfg';
export type { UnitInput, UnitCfg, BalconyCfg } from './unitInput';
export { defaultUnitInput, defaultUnitCfg } from './unitInput';
export type { GenerationParameters, ResolvedRules } from './generationParameters';
export { defaultGenerationParameters, resolveRules } from './generationParameters';
export type { Preset, PresetUnit, PresetTower } from './preset';
export { defaultPreset } from './preset';
export type { BuildingInput, SiteInput, GeneratorInput } from './generatorInput';
export type {
  BuildingModel,
  FloorModel,
  Space,
  SpaceSubtype,
  Wall,
  UnitModel,
  Instance,
  TowerModel,
} from './buildingModel';
export type { GeneratorMessage, MessageCode } from './generatorMessage';
export type { FormFactors, AreaByUse } from './formFactors';
export { computeFormFactors, conceptFormFactors } from './formFactors';
export type { GeneratorResult } from './generateBuilding';
export type { GeneratorVersion } from './versions';
export { generate, generatorVersions, resolveGeneratorVersion } from './versions';
export { blockRegistry } from './blockRegistry';
export type { BlockGenerator, BlockContext, BlockOutput } from './blockContext';
export type { Violation, ValidationContext } from './validateBuilding';
export { validateBuilding } from './validateBuilding';
export type { ModelFootprint } from './modelFootprints';
export { modelFootprints } from './modelFootprints';
export type { FloorMark, FloorSvgOptions } from './renderFloorSvg';
export { renderFloorSvg, planFill } from './renderFloorSvg';
export type { CacheEntry, GenerationState } from './generationCache';
export {
  emptyGenerationState,
  isDirty,
  markBuildingChanged,
  markUnitSaved,
  generateCached,
} from './generationCache';
export type { VariantAxes, Variant } from './generateVariants';
export { enumerateVariants, generateVariants } from './generateVariants';
export { standardConcept, standardUnits, exampleInput, unitRefs } from './examples/standardConcept';
export type { BlockExample } from './examples/blockExamples';
export { blockExamples, featureExamples } from './examples/blockExamples';
