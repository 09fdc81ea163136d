import {
  defaultBuildingCfg,
  type BlockType,
  type BuildingCfg,
  type FunctionType,
  type TowerCfg,
  type TowerType,
} from '@plotwise/core';

/** A stored company preset with its units and towers (snake and camel case as the tables' records). */
export interface PresetRow {
  name: string | null;
  presetId: number | null;
  maxBuildingWidth: number | null;
  maxBuildingLength: number | null;
  maxBuildingHeight: number | null;
  minGridSize: number | null;
  gridIncrements: number | null;
  corridorWidth: number | null;
  full_length_corridors: boolean | null;
  units: {
    name: string | null;
    order: number | null;
    size: number | null;
    size_max: number | null;
    ratio: number | null;
  }[];
  towers: {
    name: string | null;
    order: number | null;
    towertype: string | null;
    blocktype: string | null;
    flip_direction: string | null;
    functiontype: string | null;
    unit_id: number | null;
  }[];
}

/** The preset kinds of contracts (1..7) as the generator's block type and building function. */
const kindBlock: Record<number, { blocktype: BlockType; function: FunctionType }> = {
  1: { blocktype: 'gallery_flats', function: 'apartment' },
  2: { blocktype: 'corridor_flats', function: 'apartment' },
  3: { blocktype: 'tower', function: 'apartment' },
  4: { blocktype: 'street_housing', function: 'residential' },
  5: { blocktype: 'parking', function: 'parking' },
  6: { blocktype: 'office', function: 'office' },
  7: { blocktype: 'distribution_centre', function: 'industrial' },
};

/** A preset tower's text tower type ("u", "o", "h", or a shape with its core such as "u wide_staircase_elevator"). */
function towerType(text: string | null, fallback: TowerType): TowerType | null {
  const [shape, core] = (text ?? '').trim().toLowerCase().split(/\s+/);
  if (shape !== 'u' && shape !== 'o' && shape !== 'h') return null;
  const cores: TowerType['core'][] = ['staircase', 'staircase_elevator', 'wide_staircase_elevator'];
  return { ...fallback, shape, core: cores.find((c) => c === core) ?? fallback.core };
}

/**
 * The building a concept made from a preset starts with: the preset's size limits, grid, corridor and towers;
 * its units referenced by the ids of the location's units of the same names (`unitIds`, by preset unit index).
 */
export function presetBuilding(preset: PresetRow, unitIds: readonly number[], at: { x: number; y: number }) {
  const base = defaultBuildingCfg();
  const kind = kindBlock[preset.presetId ?? 1] ?? kindBlock[1]!;
  const towers: TowerCfg[] = preset.towers.map((t, i) => ({
    name: t.name || `T${i + 1}`,
    order: t.order ?? i,
    base_ref: null,
    instance_ref: null,
    config: {
      repeat_count: null,
      mindepth: null,
      minlength: null,
      angle_degrees: null,
      maxheight: null,
      blocktype: (t.blocktype as BlockType | null) || null,
      towertype: towerType(t.towertype, base.towertype),
      flip_direction: (t.flip_direction as TowerCfg['config']['flip_direction']) || null,
      functiontype: (t.functiontype as FunctionType | null) || null,
      unit_id: t.unit_id,
    },
  }));
  const cfg: Partial<BuildingCfg> = {
    blocktype: kind.blocktype,
    function: kind.function,
    grids: {
      ...base.grids,
      min_grid_size: preset.minGridSize ?? base.grids.min_grid_size,
      grid_increments: preset.gridIncrements ?? base.grids.grid_increments,
    },
    flat: {
      ...base.flat,
      full_length_corridors: preset.full_length_corridors ?? base.flat.full_length_corridors,
      corridor_width: preset.corridorWidth,
    },
    towers,
    units: preset.units.map((u, i) => ({
      mode: 'reference',
      repeat_ratio: u.ratio ?? 1,
      order: u.order ?? i,
      name: u.name ?? '',
      size: u.size,
      size_max: u.size_max,
      unitId: unitIds[i]!,
    })),
  };
  return {
    name: preset.name || 'Preset',
    maxwidth: preset.maxBuildingWidth ?? 20,
    maxlength: preset.maxBuildingLength ?? 40,
    maxheight: preset.maxBuildingHeight ?? 25,
    x: at.x,
    y: at.y,
    cfg,
  };
}
