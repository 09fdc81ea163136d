import { defaultBuildingCfg, defaultFloorCfg, standardConcept } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { buildingEditorSchema } from './buildingEditor';

const values = (cfg: object = {}) => ({
  name: 'A',
  maxlength: 40,
  maxwidth: 12,
  maxheight: 24,
  cfg: { ...defaultBuildingCfg(), ...cfg },
});

describe('the building editor schema', () => {
  it('takes the defaults and every building of the standard concept', () => {
    expect(buildingEditorSchema.safeParse(values()).success).toBe(true);
    for (const input of standardConcept())
      expect(buildingEditorSchema.safeParse(values(input.building.cfg)).error).toBeUndefined();
  });

  it('refuses values out of range at their field', () => {
    const r = buildingEditorSchema.safeParse(
      values({
        floor_height: 1,
        floors: [defaultFloorCfg({ repeat_count: 0 })],
        towertype: { shape: 'u', core: 'staircase', apartments_per_floor: 20 },
      }),
    );
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'cfg.floor_height',
      'cfg.floors.0.repeat_count',
      'cfg.towertype.apartments_per_floor',
    ]);
    const grid = buildingEditorSchema.safeParse(
      values({ grids: { type: 'unitmix', min_grid_size: 9, max_grid_size: 5, grid_increments: 0.3 } }),
    );
    expect(grid.error?.issues.map((i) => i.path.join('.'))).toEqual(['cfg.grids.min_grid_size']);
  });

  it('takes per-building generation parameters as numbers in text and refuses anything else at the field', () => {
    expect(
      buildingEditorSchema.safeParse(values({ generation_parameters: { outer_wall_thickness: '0,35' } }))
        .success,
    ).toBe(true);
    const r = buildingEditorSchema.safeParse(values({ generation_parameters: { corridor_width: 'wide' } }));
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'cfg.generation_parameters.corridor_width',
    ]);
  });
});
