export { designRules, assumedRules } from './designRules';
export type { DesignRules } from './designRules';
export { generalDefaults, buildingDefaults, presetDefaults, unitDefaults } from './buildingDefaults';
