import type { Polygon, Vec2 } from '../geometry/vec2';
import type { Frame } from '../geometry/transform';
import type { RdPoint, SquareMeters } from '../units/units';
import type { AreaCategory, BlockType, FunctionType, RoofType } from './enums';

/** What a space is within its function type; cores, circulation and site strips are told apart here. */
export type SpaceSubtype =
  | 'unit'
  | 'gallery'
  | 'corridor'
  | 'hall'
  | 'entrance'
  | 'staircase'
  | 'tower_staircase'
  | 'elevator'
  | 'shaft'
  | 'machine_room'
  | 'smoke_lock'
  | 'storage'
  | 'bicycle'
  | 'bathroom'
  | 'leftover'
  | 'parking_bay'
  | 'aisle'
  | 'ramp'
  | 'spiral_ramp'
  | 'car_lift'
  | 'garage'
  | 'office'
  | 'industrial_hall'
  | 'loading_dock'
  | 'street'
  | 'sidewalk'
  | 'green_strip'
  | 'path'
  | 'empty';

/** A room-sized part of a floor or of the site, in the building's local frame (metres). */
export interface Space {
  id: string;
  functiontype: FunctionType;
  subtype: SpaceSubtype;
  category: AreaCategory;
  /** Gross outline: the spaces of a floor tile its outline exactly. */
  polygon: Polygon;
  /** Inside the walls. */
  net_polygon: Polygon;
  area_gross: SquareMeters;
  area_net: SquareMeters;
  /** Net size along the facade the space faces (metres). */
  length_meters: number;
  /** Net size perpendicular to that facade (metres). */
  depth_meters: number;
  /** Centroid in the local frame and the floor's level above ground. */
  position: { x: number; y: number; z: number };
  unit_id: string | number | null;
  unit_name: string | null;
  /** False on the upper storeys of a house, so a house counts once. */
  counts_as_unit: boolean;
  /** Windows on two facades: allows the deeper two-window depth limit. */
  two_window: boolean;
  /** The door onto circulation (or the street for houses). */
  entrance: Vec2 | null;
  parking_spots: number;
  bicycle_racks: number;
  storage_units: number;
  trees: number;
  balcony: { polygon: Polygon; depth_meters: number; length_meters: number } | null;
}

/** A wall of spec section 3: subtype, edges (its centre line) and shape. */
export interface Wall {
  subtype: 'outer' | 'inner' | 'separation';
  edges: [Vec2, Vec2][];
  shape: Polygon;
  thickness_meters: number;
  floor_index: number;
}

/**
 * One floor layout; `repeat_count` identical floors stack from `level` upward. A roof structure (a lift's
 * machine room) stands on the roof of floor `on_floor`; it adds area but is no storey.
 */
export interface FloorModel {
  index: number;
  name: string;
  kind: 'storey' | 'roof_structure';
  /** Index in `children.towers` of the tower this floor belongs to; null for the building's own floors. */
  tower_index: number | null;
  /** The floor's shift against the ground floor in the local frame (offsets add up floor by floor), metres. */
  offset: { x: number; y: number };
  /** For a roof structure: the floor whose roof it stands on. */
  on_floor: number | null;
  /** First storey number this layout occupies (0 = ground floor). */
  level: number;
  z: number;
  height: number;
  repeat_count: number;
  roof_type: RoofType;
  polygon: Polygon;
  spaces: Space[];
  walls: Wall[];
}

/** A unit of the output: a unit space with its floor and how often it repeats. */
export interface UnitModel {
  id: string;
  unit_id: string | number | null;
  name: string | null;
  functiontype: FunctionType;
  floor_index: number;
  repeat_count: number;
  area_gross: SquareMeters;
  area_net: SquareMeters;
  position: { x: number; y: number; z: number };
}

/** Where the whole building repeats (detached and semi-detached houses), offsets in the local frame. */
export interface Instance {
  x: number;
  y: number;
  rotate_z: number;
}

/** A tower of the building: its own block and floors, standing on the podium or on another tower. */
export interface TowerModel {
  name: string;
  blocktype: BlockType;
  shape: string | null;
  core: string | null;
  apartments_per_floor: number | null;
  /** Footprint in the building's local frame. */
  polygon: Polygon;
  /** Level of its first floor above ground and its own height, metres. */
  z: number;
  height: number;
  /** Position in `cfg.towers`; null for the tower a tower block itself is. */
  cfg_index: number | null;
}

/** The generated building model of spec section 3. */
export interface BuildingModel {
  building_id: string | number;
  /** Generator version that produced it, or null for the empty space of versions below 3. */
  generator_version: string | null;
  blocktype: BlockType;
  /** Places local metres in RD New. */
  frame: Frame;
  /** Replaces what stands on the site (block type clear). */
  clears_existing: boolean;
  shape: {
    /** Ground footprint of the first instance in RD metres. */
    polygon: RdPoint[];
    outer_polygon: Polygon;
    inner_polygon: Polygon;
    height: number;
    instances: Instance[];
  };
  assets: never[];
  walls: Wall[];
  children: {
    towers: TowerModel[];
    floors: FloorModel[];
    blocks: never[];
    /** Site functions outside floors: parking ground, paving, green, water. */
    functions: Space[];
  };
  units: UnitModel[];
}
