/** General constants of spec section 9. */
export const general = {
  listSize: 20,
  maxListSize: 500,
  mapDetailZoom: 15,
  defaultMapZoom: 7,
  orderStep: 10,
  defaultGeneratorVersion: 3,
  renderMonth: 4,
  renderTime: 10,
  gridSize: 5,
  maxNestingDepth: 10,
  storedSettingExpiryDays: 30,
  appElementId: 'app',
  fallbackLanguage: 'en',
  languages: ['nl', 'en'],
} as const;

/** Unit defaults of spec section 9 (Building and unit defaults). */
export const unitDefaults = {
  size: 50,
  size_max: 100,
  order: 1000,
  parking_ratio: 1,
  price: 0,
  housePrice: 400_000,
} as const;

/** Preset defaults of spec section 3 (presets, preset_units). */
export const presetDefaults = {
  presetId: 'flat_path_gallery',
  maxBuildingWidth: 20,
  maxBuildingLength: 40,
  maxBuildingHeight: 25,
  minGridSize: 4.5,
  gridIncrements: 0.3,
  maxGridSize: 100,
} as const;
