import { z } from 'zod';
import { priceBases } from '@plotwise/core/generator/priceBases';
import { blockTypes, functionTypes } from '@plotwise/core/generator/enums';

// The ranges a person may enter in the building editor (spec section 3 building cfg). They are wider than the
// design rules (the generator reports what it cannot meet as messages) but keep out values that make no
// building at all: a floor lower than a person, a 300-storey repeat, a negative density.
const num = (min: number, max: number) => z.number().min(min).max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const orNull = <T extends z.ZodType>(s: T) => s.nullable();

const towertype = z.object({
  shape: z.enum(['u', 'o', 'h']),
  core: z.enum(['staircase', 'staircase_elevator', 'wide_staircase_elevator']),
  apartments_per_floor: int(2, 12),
});

/** A floor entry of the building editor. */
const floorSchema = z.object({
  name: z.string().max(100),
  roof_type: z.enum(['flat', 'pointed']),
  price_mode: z.enum(priceBases),
  height: orNull(num(2.4, 12)),
  offset_x: num(-100, 100),
  offset_y: num(-100, 100),
  repeat_count: int(1, 100),
  entrance_size: num(0, 2000),
});

const towerSchema = z.object({
  name: z.string().min(1).max(100),
  order: z.number().int(),
  base_ref: z.string().nullable(),
  instance_ref: z.string().nullable(),
  config: z.object({
    repeat_count: orNull(int(1, 100)),
    mindepth: orNull(num(5, 200)),
    minlength: orNull(num(5, 200)),
    angle_degrees: orNull(num(-360, 360)),
    maxheight: orNull(num(3, 400)),
    blocktype: z.enum(blockTypes).nullable(),
    towertype: towertype.nullable(),
    flip_direction: z.enum(['none', 'x', 'y', 'xy']).nullable(),
    functiontype: z.enum(functionTypes).nullable(),
    unit_id: z.union([z.string(), z.number()]).nullable(),
  }),
});

const unitReference = z.object({
  mode: z.literal('reference'),
  repeat_ratio: num(0, 100),
  order: z.number().int(),
  name: z.string().max(100),
  size: orNull(num(10, 2000)),
  size_max: orNull(num(10, 2000)),
  unitId: z.union([z.string(), z.number()]),
});

/**
 * The building editor's values: the building's name and outline with every field of its cfg (core
 * BuildingCfg), each with the range the editor accepts. Refused values are shown at their field.
 */
export const buildingEditorSchema = z.object({
  name: z.string().max(200),
  maxlength: num(1, 1000),
  maxwidth: num(1, 1000),
  maxheight: num(0, 400),
  cfg: z.object({
    rotate_offset_x: num(-1000, 1000),
    rotate_offset_y: num(-1000, 1000),
    opacity: num(0, 1),
    function: z.enum(functionTypes),
    blocktype: z.enum(blockTypes),
    towertype,
    flip_direction: z.enum(['none', 'x', 'y', 'xy']),
    floor_height: num(2.4, 12),
    shape_mode: z.enum(['width_length', 'polygon']),
    locked: z.boolean(),
    // per-building generation parameters: text in metres like the company's (empty ones are left out)
    generation_parameters: z.record(z.string(), z.string().regex(/^\s*\d+([.,]\d+)?\s*$/, 'number')),
    grids: z
      .object({
        type: z.enum(['unitmix', 'fixed']),
        max_grid_size: num(1, 200),
        min_grid_size: num(1, 200),
        grid_increments: num(0.05, 10),
      })
      .refine((g) => g.min_grid_size <= g.max_grid_size, {
        path: ['min_grid_size'],
        message: 'min_above_max',
      }),
    green: z.object({ density: num(0, 1), jitter: num(0, 1) }),
    distribution_centre: z.object({
      office_depth: num(0, 50),
      loading_docks: int(0, 200),
      ground_floor_height: num(3, 30),
    }),
    tool: z.string().nullable(),
    parking: z.object({
      car_density: num(0, 1),
      price_mode: z.enum(priceBases),
      parking_type: z.enum(['surface', 'building']),
      ramp_type: z.enum(['straight', 'spiral']).optional(),
    }),
    flat: z.object({
      gallery_side: z.enum(['front', 'back']),
      full_length_corridors: z.boolean(),
      corridor_width: orNull(num(1.2, 6)),
    }),
    house: z.object({
      price: num(0, 100_000_000),
      max_width: num(3, 30),
      length: num(5, 40),
      offset_x: num(-100, 100),
      offset_y: num(-100, 100),
      residential_floors: int(1, 6),
      roof_type: z.enum(['flat', 'pointed']),
      rotated: z.boolean(),
      housetype: z.enum(['terraced', 'back_to_back', 'detached', 'semi_detached']),
      parking: z.enum(['garage', 'street']),
    }),
    floors: z.array(floorSchema).max(200),
    towers: z.array(towerSchema).max(50),
    units: z.array(unitReference).max(100),
  }),
});

/** The values of the building editor form. */
export type BuildingEditorValues = z.infer<typeof buildingEditorSchema>;
