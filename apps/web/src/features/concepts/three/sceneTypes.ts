import type { LngLat, RdPoint } from '@plotwise/core/units/units';

/** What the 3D view needs of a concept's site (the foundation's ConceptSite fits it). */
export interface SceneSite {
  buildableArea: RdPoint[];
  /** the parcels (outer rings): the plot drawn in 3D, and what tells a building on the plot from a neighbour */
  parcels?: RdPoint[][];
  centre: RdPoint;
  centreLngLat: LngLat;
}

/** Where a neighbour's height came from; the view says so when it is not the 3D BAG ('example': made up). */
type HeightSource = '3dbag' | 'default' | 'example';

/** A building around the concept: its BAG footprint (RD metres) and height above ground. */
export interface SurroundingBuilding {
  identificatie: string;
  ring: RdPoint[];
  heightMeters: number;
  heightSource: HeightSource;
}

/** Height given to a neighbour the 3D BAG does not know (three storeys of 3 m). */
export const DEFAULT_NEIGHBOUR_HEIGHT = 9;

/** A tree of the national trees layer near the site: where it stands (RD metres) and how tall it is. */
export interface SceneTree {
  at: RdPoint;
  heightMeters: number;
}

/** Height given to a tree without one (a young street tree). */
export const DEFAULT_TREE_HEIGHT = 8;
