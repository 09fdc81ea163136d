import { z } from 'zod';
import { defineEntity } from '../model/entity';
import { f, readOnly, required } from '../model/field';
import { general } from '../constants/general';

export const concepts = defineEntity({
  name: 'concepts',
  fields: {
    name: f.text(''),
    key: readOnly(f.text()),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp(),
    order: f.int(0),
    locationId: required(f.fk('locations', 'cascade')),
    publicationId: f.fk('publications', 'set null'),
  },
  ones: [{ name: 'summary', entity: 'concept_summaries', foreignKey: 'conceptId' }],
  children: [
    { name: 'buildings', entity: 'buildings', foreignKey: 'conceptId' },
    { name: 'images', entity: 'images', foreignKey: 'conceptId' },
  ],
  uniques: [['key']],
});

export const concept_summaries = defineEntity({
  name: 'concept_summaries',
  exposed: false,
  fields: {
    conceptId: required(f.fk('concepts', 'cascade')),
    show_description: f.bool(true),
    show_currentsituation: f.bool(true),
    show_regulations: f.bool(true),
    show_context: f.bool(true),
    show_floorplans: f.bool(true),
    show_businesscase: f.bool(true),
  },
  uniques: [['conceptId']],
});

/** A generator message (spec 3), stored per building. */
export const generatorMessageSchema = z.object({
  message: z.string(),
  target: z.string().nullable(),
  value: z.union([z.number(), z.string(), z.null()]),
  building_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
});

export const buildings = defineEntity({
  name: 'buildings',
  fields: {
    name: f.text(''),
    archetype: f.int(0),
    maxwidth: f.float(20),
    maxlength: f.float(40),
    maxheight: f.float(25),
    x: f.float(0),
    y: f.float(0),
    z: f.float(0),
    /** stored in radians, shown in degrees */
    rotate_z: f.float(0),
    version: f.float(general.defaultGeneratorVersion),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp(),
    groupId: f.int(),
    conceptId: required(f.fk('concepts', 'cascade')),
    dirty: f.bool(true),
    messages: f.json(z.array(generatorMessageSchema).max(10_000), () => []),
    /** the stored generation result (building model and form factors) */
    result: f.json(z.unknown()),
  },
  ones: [{ name: 'cfg', entity: 'building_cfgs', foreignKey: 'buildingId' }],
});

const json = z.record(z.string(), z.unknown());
const list = z.array(json).max(1000);
/**
 * Building configuration. Scalars are columns; the nested parts (floors, towers, unit references, house ...)
 * are documents validated here and interpreted by the generator in packages/core.
 */
export const building_cfgs = defineEntity({
  name: 'building_cfgs',
  exposed: false,
  fields: {
    buildingId: required(f.fk('buildings', 'cascade')),
    rotate_offsets: f.json(z.object({ x: z.number(), y: z.number(), z: z.number() }), () => ({ x: 0, y: 0, z: 0 })),
    opacity: f.float(1),
    function: f.text('apartments'),
    blocktype: f.text('tower_u_wide_staircase_elevator_4'),
    flip: f.text('none'),
    floor_height: f.float(3),
    shape_mode: f.text('width_length'),
    locked: f.bool(false),
    generation_parameters: f.json(json, () => ({})),
    grids: f.json(json, () => ({ type: 'unitmix', max_grid_size: 100, min_grid_size: 4.5, increment: 0.3 })),
    green: f.json(json, () => ({ density: 0.8, jitter: 0.2 })),
    distribution_centre: f.json(json, () => ({ office_depth: 3.5, loading_docks: 5, ground_floor_height: 5 })),
    tool: f.json(json, () => ({})),
    parking: f.json(json, () => ({ car_density: 0.1, price_basis: 'sell_unit' })),
    flat: f.json(json, () => ({})),
    house: f.json(json, () => ({
      price: 400_000,
      max_width: 12,
      length: 6,
      offsets: { front: 0, back: 0, side: 0 },
      residential_floors: 2,
      roof: 'pointed',
      rotated: true,
    })),
    floors: f.json(list, () => []),
    towers: f.json(list, () => []),
    units: f.json(list, () => []),
  },
  uniques: [['buildingId']],
});
