// A unit type's size is the net area the generator aims at and its maximum size the largest it may make (spec 3,
// units: size, size_max); a size above the maximum would be a type no dwelling can meet.

/** Whether a unit type's size lies above its maximum size (the one check of the settings row and the server). */
export function unitSizeAboveMax(sizeSquareMeters: number, sizeMaxSquareMeters: number): boolean {
  return sizeSquareMeters > sizeMaxSquareMeters;
}
