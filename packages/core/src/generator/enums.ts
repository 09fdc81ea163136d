import type { PriceBasis } from './priceBases';
/** Function types of spec section 3 "Other enumerations"; every generated space carries one. */
export const functionTypes = [
  'empty',
  'apartment',
  'residential',
  'commercial',
  'industrial',
  'office',
  'storage',
  'parking',
  'parking_ground',
  'garage',
  'common',
  'corridor',
  'staircase',
  'entrance',
  'elevator',
  'bicycle',
  'bicycle_double',
  'yard',
  'yardgarage',
  'me',
  'green',
  'concrete',
  'water',
  'dirt',
  'forest',
] as const;
export type FunctionType = (typeof functionTypes)[number];

/** Block types of spec section 3; one generator file per entry in blocks/. */
export const blockTypes = [
  'gallery_flats',
  'corridor_flats',
  'tower',
  'street_housing',
  'street',
  'parking',
  'pathway',
  'office',
  'distribution_centre',
  'none',
  'empty',
  'clear',
] as const;
export type BlockType = (typeof blockTypes)[number];

/** Tower shapes: the letter is the shape of the hall around the core. */
export type TowerShape = 'u' | 'o' | 'h';
/** Tower core variants: staircase only, staircase with one elevator, or the wide (tower) staircase with one. */
export type TowerCore = 'staircase' | 'staircase_elevator' | 'wide_staircase_elevator';
/** A tower layout: shape, core variant and apartments a floor (2 to 12). */
export interface TowerType {
  shape: TowerShape;
  core: TowerCore;
  apartments_per_floor: number;
}

export type HouseType = 'terraced' | 'back_to_back' | 'detached' | 'semi_detached';
export type HouseParking = 'garage' | 'street';
export type ParkingType = 'surface' | 'building';
/** How cars reach the levels of a parking building: a straight ramp or a spiral of 10 x 17 m. */
export type RampType = 'straight' | 'spiral';
export type FlipDirection = 'none' | 'x' | 'y' | 'xy';
export type ShapeMode = 'width_length' | 'polygon';
export type RoofType = 'flat' | 'pointed';
export type GridType = 'unitmix' | 'fixed';

/** Rent or sell price bases of spec section 3. */
/** How a unit, floor or parking is priced: the price bases of the finance engine (one enumeration). */
export type PriceMode = PriceBasis;

/** How a space counts in the area balance: units + circulation + cores + ancillary + walls = GFA. */
export type AreaCategory = 'unit' | 'circulation' | 'core' | 'ancillary' | 'site';
