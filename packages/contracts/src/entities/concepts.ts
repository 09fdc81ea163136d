import { z } from 'zod';
import { defineEntity } from '../model/entity';
import { f, readOnly, required } from '../model/field';
import { blockTypes, functionTypes } from '@plotwise/core/generator/enums';
import { defaultBuildingCfg, type BuildingCfg } from '@plotwise/core/generator/buildingCfg';
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
    /** who made it, for the location's activity timeline (migration 0044; set by the server) */
    createdByUserId: readOnly(f.fk('users', 'set null')),
    publicationId: f.fk('publications', 'set null'),
    /**
     * BAG pand identificaties of surrounding buildings this concept demolishes (migration 0019; the spec keeps
     * no place for it): they leave the 3D view and their footprint no longer counts as built on the plot.
     */
    demolished: f.json(z.array(z.string().min(1).max(40)).max(1000), () => []),
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
const generatorMessageSchema = z.object({
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
const cfgDefault = (k: keyof BuildingCfg) => (): Record<string, unknown> => ({ ...(defaultBuildingCfg()[k] as object) });
/**
 * Building configuration: the generator's `BuildingCfg` (packages/core) with its defaults. Scalars are
 * columns; the nested parts (floors, towers, unit references, house ...) are documents the generator reads.
 */
export const building_cfgs = defineEntity({
  name: 'building_cfgs',
  exposed: false,
  fields: {
    buildingId: required(f.fk('buildings', 'cascade')),
    rotate_offset_x: f.float(0),
    rotate_offset_y: f.float(0),
    opacity: f.float(defaultBuildingCfg().opacity),
    function: f.enum(functionTypes, defaultBuildingCfg().function),
    blocktype: f.enum(blockTypes, defaultBuildingCfg().blocktype),
    towertype: f.json(json, cfgDefault('towertype')),
    flip_direction: f.text(defaultBuildingCfg().flip_direction),
    floor_height: f.float(defaultBuildingCfg().floor_height),
    shape_mode: f.text(defaultBuildingCfg().shape_mode),
    locked: f.bool(false),
    generation_parameters: f.json(json, () => ({})),
    grids: f.json(json, cfgDefault('grids')),
    green: f.json(json, cfgDefault('green')),
    distribution_centre: f.json(json, cfgDefault('distribution_centre')),
    tool: f.text(),
    parking: f.json(json, cfgDefault('parking')),
    flat: f.json(json, cfgDefault('flat')),
    house: f.json(json, cfgDefault('house')),
    floors: f.json(list, () => []),
    towers: f.json(list, () => []),
    units: f.json(list, () => []),
  },
  uniques: [['buildingId']],
});
