import {
  defaultBuildingCfg,
  type BlockType,
  type BuildingCfg,
  type HouseType,
  type TowerCore,
  type TowerShape,
} from '@plotwise/core/generator/index';

/** The palette groups, in the order the editor shows them. */
export const paletteGroups = ['flats', 'towers', 'housing', 'infrastructure', 'business', 'ground'] as const;
type PaletteGroup = (typeof paletteGroups)[number];

/** One thing the user can draw: a block type with the cfg that makes its variant, and a first size. */
export interface PaletteEntry {
  /** Stable key; also the i18n key under conceptEditor.palette.items. */
  key: string;
  group: PaletteGroup;
  blocktype: BlockType;
  cfg: Partial<BuildingCfg>;
  /** Size when placed by a click instead of a drawn outline: length x width, height (metres). */
  size: { length: number; width: number; height: number };
}

const towerShapes: TowerShape[] = ['u', 'o', 'h'];
const towerCores: TowerCore[] = ['staircase', 'staircase_elevator', 'wide_staircase_elevator'];
const houseTypes: HouseType[] = ['terraced', 'back_to_back', 'semi_detached', 'detached'];

/**
 * Every block type the generator knows with its variants (towers in U/O/H with each core, street housing in
 * each house type). `none` is left out: it builds nothing and reserves nothing.
 */
export function paletteEntries(): PaletteEntry[] {
  const defaults = defaultBuildingCfg();
  const towers = towerShapes.flatMap((shape) =>
    towerCores.map((core): PaletteEntry => ({
      key: `tower_${shape}_${core}`,
      group: 'towers',
      blocktype: 'tower',
      cfg: { blocktype: 'tower', function: 'apartment', towertype: { shape, core, apartments_per_floor: 4 } },
      size: { length: 25, width: 20, height: 36 },
    })),
  );
  const houses = houseTypes.map((housetype): PaletteEntry => ({
    key: `street_housing_${housetype}`,
    group: 'housing',
    blocktype: 'street_housing',
    cfg: { blocktype: 'street_housing', function: 'residential', house: { ...defaults.house, housetype } },
    size: { length: 60, width: 17, height: 10 },
  }));
  const simple = (
    key: BlockType,
    group: PaletteGroup,
    size: PaletteEntry['size'],
    cfg: Partial<BuildingCfg> = {},
  ): PaletteEntry => ({
    key,
    group,
    blocktype: key,
    cfg: { blocktype: key, ...cfg },
    size,
  });
  return [
    simple('gallery_flats', 'flats', { length: 60, width: 12, height: 24 }, { function: 'apartment' }),
    simple('corridor_flats', 'flats', { length: 60, width: 16, height: 24 }, { function: 'apartment' }),
    ...towers,
    ...houses,
    simple('street', 'infrastructure', { length: 60, width: 8, height: 0 }, { function: 'concrete' }),
    {
      ...simple(
        'parking',
        'infrastructure',
        { length: 50, width: 32, height: 6 },
        { function: 'parking', parking: { ...defaults.parking, parking_type: 'building' } },
      ),
      key: 'parking_building',
    },
    {
      ...simple(
        'parking',
        'infrastructure',
        { length: 50, width: 32, height: 0 },
        { function: 'parking_ground', parking: { ...defaults.parking, parking_type: 'surface' } },
      ),
      key: 'parking_surface',
    },
    simple('pathway', 'infrastructure', { length: 40, width: 3, height: 0 }, { function: 'concrete' }),
    simple('office', 'business', { length: 40, width: 16, height: 20 }, { function: 'office' }),
    simple(
      'distribution_centre',
      'business',
      { length: 120, width: 80, height: 12 },
      { function: 'industrial' },
    ),
    simple('empty', 'ground', { length: 30, width: 20, height: 0 }, { function: 'green' }),
    simple('clear', 'ground', { length: 30, width: 20, height: 0 }, { function: 'empty' }),
  ];
}
