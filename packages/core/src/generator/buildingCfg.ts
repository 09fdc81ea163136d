import { buildingDefaults } from '../constants/buildingDefaults';
import type {
  BlockType,
  FlipDirection,
  FunctionType,
  GridType,
  HouseParking,
  HouseType,
  ParkingType,
  PriceMode,
  RampType,
  RoofType,
  ShapeMode,
  TowerType,
} from './enums';
import type { GenerationParameters } from './generationParameters';

/** A floor entry of spec section 3; `repeat_count` stacks identical floors without laying them out again. */
export interface FloorCfg {
  name: string;
  roof_type: RoofType;
  price_mode: PriceMode;
  /** Null takes the building's floor_height. */
  height: number | null;
  offset_x: number;
  offset_y: number;
  repeat_count: number;
  /** Entrance hall area on a ground floor, m2. */
  entrance_size: number;
}

/**
 * A tower entry of spec section 3: one more tower standing on the building (its podium) or on another
 * tower (`base_ref` = that tower's name); `instance_ref` names a tower whose settings fill this one's
 * empty fields. `minlength` x `mindepth` is the footprint (null: the tower's share of what it stands on),
 * `repeat_count` its storeys (null: as many as `maxheight` allows), `angle_degrees` its turn about its
 * centre. See docs/generator.md, "Towers on a podium".
 */
export interface TowerCfg {
  name: string;
  order: number;
  base_ref: string | null;
  instance_ref: string | null;
  config: {
    repeat_count: number | null;
    mindepth: number | null;
    minlength: number | null;
    angle_degrees: number | null;
    maxheight: number | null;
    blocktype: BlockType | null;
    towertype: TowerType | null;
    flip_direction: FlipDirection | null;
    functiontype: FunctionType | null;
    unit_id: string | number | null;
  };
}

/** A building's reference to a concept unit of spec section 3; `repeat_ratio` scales the unit's ratio. */
export interface UnitReference {
  mode: 'reference';
  repeat_ratio: number;
  order: number;
  name: string;
  size: number | null;
  size_max: number | null;
  unitId: string | number;
}

/** Grid settings of spec section 3: unit-mix grid, snapping from min size in increments up to max size. */
interface GridsCfg {
  type: GridType;
  max_grid_size: number;
  min_grid_size: number;
  grid_increments: number;
}

/** The building cfg of spec section 3 with every field the generator reads. */
export interface BuildingCfg {
  rotate_offset_x: number;
  rotate_offset_y: number;
  opacity: number;
  function: FunctionType;
  blocktype: BlockType;
  towertype: TowerType;
  flip_direction: FlipDirection;
  floor_height: number;
  shape_mode: ShapeMode;
  locked: boolean;
  generation_parameters: Partial<GenerationParameters>;
  grids: GridsCfg;
  green: { density: number; jitter: number };
  distribution_centre: { office_depth: number; loading_docks: number; ground_floor_height: number };
  tool: string | null;
  /** `ramp_type` is absent in cfgs saved before spiral ramps existed: read as straight. */
  parking: { car_density: number; price_mode: PriceMode; parking_type: ParkingType; ramp_type?: RampType };
  flat: { gallery_side: 'front' | 'back'; full_length_corridors: boolean; corridor_width: number | null };
  house: {
    price: number;
    max_width: number;
    length: number;
    offset_x: number;
    offset_y: number;
    residential_floors: number;
    roof_type: RoofType;
    rotated: boolean;
    housetype: HouseType;
    parking: HouseParking;
  };
  floors: FloorCfg[];
  towers: TowerCfg[];
  units: UnitReference[];
}

/** A floor entry with the defaults of spec section 3 ('Verdieping', flat roof, repeat 1, entrance 50 m2). */
export function defaultFloorCfg(overrides: Partial<FloorCfg> = {}): FloorCfg {
  return {
    name: 'Verdieping',
    roof_type: 'flat',
    price_mode: 'rent_unit_month',
    height: null,
    offset_x: 0,
    offset_y: 0,
    repeat_count: buildingDefaults.floorRepeatCount,
    entrance_size: buildingDefaults.floorEntranceSizeSquareMeters,
    ...overrides,
  };
}

/** A building cfg with every default of spec section 3 (tower U, wide staircase with elevator, 4 a floor). */
export function defaultBuildingCfg(): BuildingCfg {
  return {
    rotate_offset_x: 0,
    rotate_offset_y: 0,
    opacity: buildingDefaults.opacity,
    function: 'apartment',
    blocktype: 'tower',
    towertype: { shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 },
    flip_direction: 'none',
    floor_height: buildingDefaults.floorHeightMeters,
    shape_mode: 'width_length',
    locked: false,
    generation_parameters: {},
    grids: {
      type: 'unitmix',
      max_grid_size: buildingDefaults.gridMaxSizeMeters,
      min_grid_size: buildingDefaults.gridMinSizeMeters,
      grid_increments: buildingDefaults.gridIncrementMeters,
    },
    green: { density: buildingDefaults.greenDensity, jitter: buildingDefaults.greenJitter },
    distribution_centre: {
      office_depth: buildingDefaults.distributionCentreOfficeDepthMeters,
      loading_docks: buildingDefaults.distributionCentreLoadingDocks,
      ground_floor_height: buildingDefaults.distributionCentreGroundFloorHeightMeters,
    },
    tool: null,
    parking: {
      car_density: buildingDefaults.parkingCarDensity,
      price_mode: 'sell_unit',
      parking_type: 'building',
      ramp_type: 'straight',
    },
    flat: { gallery_side: 'front', full_length_corridors: true, corridor_width: null },
    house: {
      price: buildingDefaults.housePriceEuros,
      max_width: buildingDefaults.houseMaxWidthMeters,
      length: buildingDefaults.houseLengthMeters,
      offset_x: 0,
      offset_y: 0,
      residential_floors: buildingDefaults.houseResidentialFloors,
      roof_type: 'pointed',
      rotated: true,
      housetype: 'terraced',
      parking: 'street',
    },
    floors: [],
    towers: [],
    units: [],
  };
}
