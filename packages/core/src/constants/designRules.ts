/**
 * Design rules of spec section 9 "Design rules (metres unless stated)". Every name carries its unit so a
 * reader never has to guess; values are exactly the spec's.
 */
export const designRules = {
  tableSizeMeters: 300,
  tableMinSizeMeters: 300,
  minPlotMarginMeters: 100,
  parkingRatioSpotsPerUnit: 1,
  outerWallThicknessMeters: 0.4,
  innerWallThicknessMeters: 0.2,
  separationWallThicknessMeters: 0.1,
  floorHeightMeters: 3,
  officeFloorHeightMeters: 3.6,
  balconyMinDepthMeters: 1.5,
  balconyMinLengthMeters: 2.6,
  apartmentMinDepthMeters: 5,
  apartmentMaxDepthMeters: 12,
  apartmentTwoWindowMaxDepthMeters: 20,
  apartmentMinLengthMeters: 5,
  apartmentMaxLengthMeters: 25,
  apartmentTwoWindowMinLengthMeters: 5,
  roomMinDepthMeters: 1.8,
  roomMaxDepthMeters: 6,
  roomMinLengthMeters: 1.8,
  roomMaxLengthMeters: 6,
  minLivingLengthMeters: 3,
  studioMinDepthMeters: 3,
  studioMaxDepthMeters: 8,
  studioMinLengthMeters: 3,
  studioMaxLengthMeters: 20,
  shaftSizeMeters: 2,
  storageMinDepthMeters: 1.8,
  storageMaxDepthMeters: 5,
  storageMinLengthMeters: 1,
  storageMaxLengthMeters: 5,
  storageDefaultSizeSquareMeters: 5,
  bicycleMinDepthMeters: 2,
  bicycleMinLengthMeters: 0.4,
  officeMinDepthMeters: 2,
  officeMaxDepthMeters: 20,
  serviceMinDepthMeters: 2,
  serviceMaxDepthMeters: 15,
  serviceLengthMeters: 4,
  gridMinSizeMeters: 4.5,
  gridMaxSizeMeters: 100,
  gridIncrementMeters: 0.3,
  elevatorWidthMeters: 1.9,
  elevatorLengthMeters: 2.9,
  machineRoomWidthMeters: 1.5,
  machineRoomLengthMeters: 2.6,
  staircaseWidthMeters: 2.6,
  staircaseLengthMeters: 4.8,
  towerStaircaseWidthMeters: 2.6,
  towerStaircaseLengthMeters: 6.6,
  corridorWidthMeters: 1.5,
  corridorOffsetMeters: 3,
  serviceCorridorWidthMeters: 2,
  healthcareCorridorWidthMeters: 2,
  commonWidthMeters: 4.6,
  doorWidthMeters: 1,
  smokeLockMinLengthMeters: 2,
  smokeLockMinBuildingHeightMeters: 20,
  officeBathroomMinDepthMeters: 4,
  officeBathroomMaxDepthMeters: 15,
  officeBathroomLengthMeters: 4,
  parkingBayDepthMeters: 5,
  parkingBayMinWidthMeters: 2.4,
  parkingBayMaxWidthMeters: 2.5,
  parkingBayExtendedDepthMeters: 5.5,
  parkingBaysPerGrid: 3,
  loadingDockMinDepthMeters: 35,
  loadingDockWidthMeters: 4.55,
  loadingDockHeightMeters: 6,
  sidewalkWidthMeters: 1.8,
  greenStripWidthMeters: 2,
  streetWidthMeters: 6,
  garageLengthMeters: 6,
  garageWidthMeters: 3,
  minStandingHeightMeters: 1.5,
  carRampSlopePercent: 6,
  carRampMinHeightMeters: 2,
  carRampWidthMeters: 3,
  carRampQuarterTurnMeters: 8,
  carRampLengthFor3mFloorMeters: 25,
  spiralRampWidthMeters: 10,
  spiralRampLengthMeters: 17,
  carLiftLengthMeters: 6.5,
  carLiftWidthMeters: 3,
  forestTreesPerSquareMeter: 0.02,
  tolerance: 1e-5,
  /** The spec lists this constant without saying what it means; kept so nothing of section 9 is lost. */
  unexplainedRate: 0.064,
} as const;

/** The design rules as a value type, so callers can pass an adjusted copy. */
export type DesignRules = { readonly [K in keyof typeof designRules]: number };

/**
 * Rules the generator needs that spec section 9 does not state. Each is an assumption, named as such:
 * the first two from the Dutch building code (Bouwbesluit 2012) so the generator can check escape routes
 * and lifts, the others common Dutch practice.
 */
export const assumedRules = {
  /**
   * Bouwbesluit: walking distance from a dwelling's door to a protected staircase. Also used for every
   * parking bay on a parking level above or below the ground (the same escape rule, Bbl afdeling 4.2.12
   * vluchtroutes; the spec gives no parking-specific distance).
   */
  staircaseReachMeters: 30,
  /**
   * Bbl afdeling 4.2.12 (vluchtroutes; Bouwbesluit 2012 afdeling 2.12): a part of an enclosed residential
   * corridor from which one can flee in one direction only (a dead end) is limited, so a long corridor has
   * a staircase at either part. The Bbl ties the allowed one-way length to the escape route as a whole;
   * the spec gives no figure, so 20 m, measured along the corridor from its end to the nearest staircase
   * door, is an assumption.
   */
  deadEndCorridorMeters: 20,
  /** Bouwbesluit: a lift is required when a floor lies above this height. */
  elevatorRequiredAboveFloorLevelMeters: 12.5,
  /** Pitch of a pointed (gable) roof: the common Dutch 45 degrees; the spec names the roof type only. */
  pointedRoofPitchDegrees: 45,
  /** Free space between two towers on one podium (daylight and fire separation); the spec gives no value. */
  towerSpacingMeters: 10,
  /**
   * Bbl artikel 4.31 (Bouwbesluit 2012 art. 4.31): every new dwelling has a lockable private storage
   * (berging) of at least 5 m2 floor area and at least 1.8 m wide. Apartment buildings group them in
   * storage rooms along an aisle; houses get a garden shed on their own plot.
   */
  privateStorageMinAreaSquareMeters: 5,
  privateStorageMinWidthMeters: 1.8,
  /** The aisle a row of bergingen opens onto inside a storage room (assumed; the Bbl asks a 0.85 m door). */
  storageAisleWidthMeters: 1.2,
  /**
   * Shared bicycle storage of an apartment building, places per dwelling: residents keep their bicycles in
   * their private storage (Bbl 4.31 asks it for every dwelling), visitors get shared places in the building.
   * 0.5 a dwelling is assumed after CROW's guidance for visitors' bicycles at dwellings (the Bbl sets no
   * number; municipalities set their own norms).
   */
  sharedBicyclePlacesPerDwelling: 0.5,
  /** A garden shed's side (2.4 x 2.4 m = 5.76 m2, inside the Bbl's 5 m2 and 1.8 m). */
  gardenShedSideMeters: 2.4,
  /**
   * A house's rear garden (achtertuin), at least this deep behind its back facade: 10 m is what Dutch terraced
   * plans commonly draw for a rijwoning (plots of about 5.4 x 20 m, a house of 8 to 10 m deep); a company may
   * set its own (`garden_min_depth`).
   */
  gardenMinDepthMeters: 10,
} as const;
