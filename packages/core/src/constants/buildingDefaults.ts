/** Defaults of spec section 9 "General" and "Building and unit defaults". */
export const generalDefaults = {
  listSize: 20,
  orderStep: 10,
  defaultGeneratorVersion: 3,
  renderMonth: 4,
  renderTimeHours: 10,
  renderGridSizeMeters: 5,
} as const;

/** Building defaults of spec section 9 and the building cfg defaults of spec section 3. */
export const buildingDefaults = {
  floorHeightMeters: 3,
  gridMaxSizeMeters: 100,
  gridMinSizeMeters: 4.5,
  gridIncrementMeters: 0.3,
  housePriceEuros: 400_000,
  houseMaxWidthMeters: 12,
  houseLengthMeters: 6,
  houseResidentialFloors: 2,
  greenDensity: 0.8,
  greenJitter: 0.2,
  distributionCentreOfficeDepthMeters: 3.5,
  distributionCentreLoadingDocks: 5,
  distributionCentreGroundFloorHeightMeters: 5,
  parkingCarDensity: 0.1,
  opacity: 1,
  floorEntranceSizeSquareMeters: 50,
  floorRepeatCount: 1,
  unitReferenceRepeatRatio: 1,
} as const;

/** Preset defaults of spec sections 3 and 9. */
export const presetDefaults = {
  maxBuildingWidthMeters: 20,
  maxBuildingLengthMeters: 40,
  maxBuildingHeightMeters: 25,
  minGridSizeMeters: 4.5,
  gridIncrementsMeters: 0.3,
  unitSizeSquareMeters: 50,
  unitSizeMaxSquareMeters: 100,
  unitRatio: 1,
} as const;

/** Unit (dwelling type) defaults of spec sections 3 and 9. */
export const unitDefaults = {
  order: 1000,
  sizeSquareMeters: 50,
  sizeMaxSquareMeters: 100,
  parkingRatioSpotsPerUnit: 1,
  priceEuros: 0,
  ratio: 1,
} as const;
