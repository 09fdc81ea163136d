import { presetDefaults } from '../constants/buildingDefaults';
import type { BlockType, FlipDirection, FunctionType, TowerType } from './enums';

/** A preset's unit of spec section 3. */
interface PresetUnit {
  name: string;
  order: number;
  size: number;
  size_max: number;
  ratio: number;
}

/** A preset's tower of spec section 3. */
interface PresetTower {
  name: string;
  order: number;
  towertype: TowerType | null;
  blocktype: BlockType;
  flip_direction: FlipDirection;
  functiontype: FunctionType;
  unit_id: string | number | null;
  gridsize: number | null;
}

/** A company preset of spec section 3. */
export interface Preset {
  name: string;
  order: number;
  presetId: string;
  maxBuildingWidth: number;
  maxBuildingLength: number;
  maxBuildingHeight: number;
  minGridSize: number;
  gridIncrements: number;
  corridorWidth: number | null;
  full_length_corridors: boolean;
  units: PresetUnit[];
  towers: PresetTower[];
}

/**
 * A preset with every default of spec sections 3 and 9 ("flat path gallery", 20 x 40 x 25 m).
 * @public documented in docs/generator.md "API in brief", though no workspace calls it yet (knip skips @public)
 */
export function defaultPreset(): Preset {
  return {
    name: 'Default',
    order: 0,
    presetId: 'flat path gallery',
    maxBuildingWidth: presetDefaults.maxBuildingWidthMeters,
    maxBuildingLength: presetDefaults.maxBuildingLengthMeters,
    maxBuildingHeight: presetDefaults.maxBuildingHeightMeters,
    minGridSize: presetDefaults.minGridSizeMeters,
    gridIncrements: presetDefaults.gridIncrementsMeters,
    corridorWidth: null,
    full_length_corridors: true,
    units: [
      {
        name: 'Default',
        order: 0,
        size: presetDefaults.unitSizeSquareMeters,
        size_max: presetDefaults.unitSizeMaxSquareMeters,
        ratio: presetDefaults.unitRatio,
      },
    ],
    towers: [],
  };
}
