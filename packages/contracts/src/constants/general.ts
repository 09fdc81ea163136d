import { generalDefaults } from '@plotwise/core/constants/buildingDefaults';

/** General constants of spec section 9 (the domain's own defaults come from packages/core). */
export const general = {
  listSize: generalDefaults.listSize,
  maxListSize: 500,
  mapDetailZoom: 15,
  defaultMapZoom: 7,
  orderStep: generalDefaults.orderStep,
  defaultGeneratorVersion: generalDefaults.defaultGeneratorVersion,
  renderMonth: generalDefaults.renderMonth,
  renderTime: generalDefaults.renderTimeHours,
  gridSize: generalDefaults.renderGridSizeMeters,
  maxNestingDepth: 10,
  storedSettingExpiryDays: 30,
  appElementId: 'app',
  fallbackLanguage: 'en',
  languages: ['nl', 'en'],
} as const;

export { unitDefaults, presetDefaults } from '@plotwise/core/constants/buildingDefaults';
