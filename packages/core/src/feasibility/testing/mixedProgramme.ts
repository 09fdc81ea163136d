import type { ParkingProgramme } from '../parkingNorm';

/**
 * The parking tests' programme: 20 small rented apartments, 12 medium ones for sale, 8 houses for sale and 3 dwellings
 * without a unit type, 1 250 m2 of offices and 400 m2 of shops, with 40 parking spots in its buildings.
 */
export const mixedProgramme: ParkingProgramme = {
  dwellings: [
    { kind: 'apartment', tenure: 'rent', sizeSquareMeters: 60, count: 20, unitRatio: 1 },
    { kind: 'apartment', tenure: 'sale', sizeSquareMeters: 85, count: 12, unitRatio: 1.2 },
    { kind: 'house', tenure: 'sale', sizeSquareMeters: 120, count: 8, unitRatio: 2 },
    { kind: 'apartment', tenure: null, sizeSquareMeters: 0, count: 3, unitRatio: null },
  ],
  gfaSquareMeters: { office: 1_250, commercial: 400, industrial: 0 },
  provided: 40,
};
