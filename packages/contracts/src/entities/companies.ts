import { z } from 'zod';
import { defineEntity, tenantFields } from '../model/entity';
import { f, readOnly, required, staffOnly } from '../model/field';
import { licenceTiers, subscriptions } from '../enums/companyEnums';
import { presetDefaults, unitDefaults } from '../constants/general';
import { ownerLetterSchema } from '../ownerLetter';

/** Companies (customers): the tenant. */
export const companies = defineEntity({
  name: 'companies',
  tenancy: 'self',
  fields: {
    name: required(f.text('')),
    key: readOnly(f.text()),
    // what a company has bought and whether it is archived are staff decisions (/api/admin)
    subscription: staffOnly(f.enum(subscriptions, 'none')),
    licence: staffOnly(f.code(licenceTiers, licenceTiers.none)),
    createdAt: f.timestamp(),
    archived: staffOnly(f.bool(false)),
  },
  ones: [{ name: 'cfg', entity: 'companycfgs', foreignKey: 'companyId' }],
  children: [
    { name: 'users', entity: 'users', foreignKey: 'companyId' },
    { name: 'tickets', entity: 'tickets', foreignKey: 'companyId' },
    { name: 'customfields', entity: 'customfields', foreignKey: 'companyId' },
    { name: 'customvalues', entity: 'customvalues', foreignKey: 'companyId' },
    { name: 'locations', entity: 'locations', foreignKey: 'companyId' },
    { name: 'labels', entity: 'labels', foreignKey: 'companyId' },
    { name: 'searchqueries', entity: 'searchqueries', foreignKey: 'companyId' },
    { name: 'publications', entity: 'publications', foreignKey: 'companyId' },
    { name: 'images', entity: 'images', foreignKey: 'companyId' },
  ],
  uniques: [['key']],
});

/** Company configuration (one per company), saved through PATCH /companies/detail/{id} with `cfg`. */
export const companycfgs = defineEntity({
  name: 'companycfgs',
  exposed: false,
  fields: {
    trialStartedAt: staffOnly(f.datetime()),
    administrationId: staffOnly(f.text()),
    hasCancelled: staffOnly(f.bool(false)),
    geodataKey: staffOnly(f.text()),
    summaryCustomFields: f.json(z.array(z.number().int()), () => []),
    /** the letter to the owners of a site; null: the default letter in the user's language (ownerLetter.ts) */
    ownerLetter: f.json(ownerLetterSchema.nullable()),
  },
  ones: [
    { name: 'authentication', entity: 'authentications', foreignKey: 'companyCfgId' },
    { name: 'flags', entity: 'feature_flags', foreignKey: 'companyCfgId' },
    { name: 'style', entity: 'company_styles', foreignKey: 'companyCfgId' },
    { name: 'parameters', entity: 'generation_parameters', foreignKey: 'companyCfgId' },
  ],
  children: [{ name: 'presets', entity: 'presets', foreignKey: 'companyCfgId' }],
  uniques: [['companyId']],
});

const cfgChild = { companyCfgId: required(f.fk('companycfgs', 'cascade')) };

export const authentications = defineEntity({
  name: 'authentications',
  exposed: false,
  fields: {
    ...cfgChild,
    local: f.bool(true),
    azure: f.bool(true),
    /** staff allow the company's admins to use directory sign-in (spec: admins configure authentication within what staff allow) */
    azureAllowed: staffOnly(f.bool(true)),
  },
  uniques: [['companyCfgId']],
});

export const feature_flags = defineEntity({
  name: 'feature_flags',
  exposed: false,
  fields: {
    ...cfgChild,
    /** the unit mix is on for the company: its admins switch it, once staff allowed it */
    unitmix: f.bool(false),
    /** staff allow the company's admins to switch the unit mix on (spec: admins configure flags within what staff allow) */
    unitmixAllowed: staffOnly(f.bool(false)),
    /** the BENG pre-check shows in the concept editor (issue #43); the company's admins switch it off (null: on) */
    bengCheck: f.bool(true),
    /** the noise pre-check at the façades shows in the concept editor (issue #43 item 3); admins switch it off (null: on) */
    noiseCheck: f.bool(true),
    /** the nitrogen screening shows in the concept editor (issue #43 item 4); the company's admins switch it off (null: on) */
    nitrogenCheck: f.bool(true),
    /** the parking check shows in the concept editor (issue #43 item 1); the company's admins switch it off (null: on) */
    parkingCheck: f.bool(true),
    /** the land price check shows on the RGW sheet (issue #43 item 5); the company's admins switch it off (null: on) */
    landPriceCheck: f.bool(true),
  },
  uniques: [['companyCfgId']],
});

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');
export const company_styles = defineEntity({
  name: 'company_styles',
  exposed: false,
  fields: {
    ...cfgChild,
    hasCustomStyle: f.bool(false),
    textColor: f.textOf(color, '#1f2933'),
    primaryColor: f.textOf(color, '#0b6e4f'),
    secondaryColor: f.textOf(color, '#f2a541'),
  },
  uniques: [['companyCfgId']],
});

const numberText = (d: string) => f.textOf(z.string().regex(/^\d+(\.\d+)?$/, 'a number like 1.5'), d);
/** A decimal number of metres, or empty (no value: the generator's own). */
const optionalNumberText = f.textOf(z.string().regex(/^(\d+(\.\d+)?)?$/, 'a number like 1.5, or nothing'));
/** Generation parameters: stored as text per the spec, each a decimal number of metres. */
export const generation_parameters = defineEntity({
  name: 'generation_parameters',
  exposed: false,
  fields: {
    ...cfgChild,
    outer_wall_thickness: numberText('0.4'),
    inner_wall_thickness: numberText('0.2'),
    min_room_depth: numberText('1.8'),
    max_room_depth: numberText('6'),
    min_room_length: numberText('1.8'),
    max_room_length: numberText('6'),
    unit_shaft_size: numberText('2'),
    elevator_width: numberText('1.9'),
    elevator_length: numberText('2.9'),
    staircase_width: numberText('2.6'),
    staircase_length: numberText('4.8'),
    tower_staircase_width: numberText('2.6'),
    tower_staircase_length: numberText('6.6'),
    corridor_width: numberText('1.5'),
    street_width: numberText('6'),
    // A parking building's maximum depth and length; none (the default): as deep and long as its footprint. The spec's
    // parking depth 5 and length 2.5 are a bay's (core designRules), never a cap on the building: a default of 5 left
    // every parking building in the app 5 m deep, too shallow for a bay and its aisle (migration 0079 clears it).
    max_parking_depth: optionalNumberText,
    max_parking_length: optionalNumberText,
    // A house's rear garden at least this deep (issue 40 item 5; core assumedRules.gardenMinDepthMeters).
    garden_min_depth: numberText('10'),
  },
  uniques: [['companyCfgId']],
});

/** Preset kinds (a numbered enumeration; the spec's default is the flat with a gallery path). */
export const presetKinds = {
  flat_path_gallery: 1,
  flat_corridor: 2,
  tower: 3,
  street_housing: 4,
  parking: 5,
  office: 6,
  distribution_centre: 7,
} as const;

export const presets = defineEntity({
  name: 'presets',
  exposed: false,
  fields: {
    companyCfgId: required(f.fk('companycfgs', 'cascade')),
    name: f.text(''),
    order: f.int(0),
    presetId: f.code(presetKinds, presetKinds.flat_path_gallery),
    maxBuildingWidth: f.float(presetDefaults.maxBuildingWidthMeters),
    maxBuildingLength: f.float(presetDefaults.maxBuildingLengthMeters),
    maxBuildingHeight: f.float(presetDefaults.maxBuildingHeightMeters),
    minGridSize: f.float(presetDefaults.minGridSizeMeters),
    gridIncrements: f.float(presetDefaults.gridIncrementsMeters),
    corridorWidth: f.float(1.5),
    full_length_corridors: f.bool(false),
  },
  children: [
    { name: 'units', entity: 'preset_units', foreignKey: 'companyPresetId' },
    { name: 'towers', entity: 'preset_towers', foreignKey: 'companyPresetId' },
  ],
});

export const preset_units = defineEntity({
  name: 'preset_units',
  exposed: false,
  fields: {
    companyPresetId: required(f.fk('presets', 'cascade')),
    name: f.text(''),
    order: f.int(0),
    size: f.float(unitDefaults.sizeSquareMeters),
    size_max: f.float(unitDefaults.sizeMaxSquareMeters),
    ratio: f.float(1),
  },
});

export const preset_towers = defineEntity({
  name: 'preset_towers',
  exposed: false,
  fields: {
    companyPresetId: required(f.fk('presets', 'cascade')),
    name: f.text(''),
    order: f.int(0),
    towertype: f.text(),
    blocktype: f.text(),
    flip_direction: f.text('none'),
    functiontype: f.text('apartments'),
    unit_id: f.int(),
    gridsize: f.float(),
  },
});

export { tenantFields };
