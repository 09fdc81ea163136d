import type { BlockGenerator } from './blockContext';
import { corridorFlats } from './blocks/corridorFlats';
import { distributionCentre } from './blocks/distributionCentre';
import { empty, none } from './blocks/emptySpace';
import { galleryFlats } from './blocks/galleryFlats';
import { office } from './blocks/office';
import { parking } from './blocks/parking';
import { pathway } from './blocks/pathway';
import { street } from './blocks/street';
import { streetHousing } from './blocks/streetHousing';
import { tower } from './blocks/tower';
import type { BlockType } from './enums';

/** Block type to layout function; a new block type is one file in blocks/ and one entry here. */
export const blockRegistry: Readonly<Record<BlockType, BlockGenerator>> = {
  gallery_flats: galleryFlats,
  corridor_flats: corridorFlats,
  tower,
  street_housing: streetHousing,
  street,
  parking,
  pathway,
  office,
  distribution_centre: distributionCentre,
  none,
  empty,
  // clear: laid out like empty; the model says existing buildings on the footprint go (clears_existing)
  clear: empty,
};
