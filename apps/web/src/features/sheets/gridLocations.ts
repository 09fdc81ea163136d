import { locationTypes } from '@plotwise/contracts';

/** The locations the grids list: the company's own sites, not its template location nor deleted ones. */
export const GRID_LOCATIONS = { type: { ne: locationTypes.template }, deleted: false };
