import { z } from 'zod';
import { defineEntity } from '../model/entity';
import { coerced, f, readOnly, required, toIntegerOrZero } from '../model/field';
import {
  acquisitionStates,
  cameraModes,
  constraintOperators,
  constraintTypes,
  jsonTypes,
  locationTypes,
  loadStates,
  renderModes,
} from '../enums/locationEnums';
import { costBuildingTypes, costGroups, costKinds, parkingPlaceKinds, priceBases } from '../enums/financeEnums';
import { general, unitDefaults } from '../constants/general';
import { PARKING_ZONES } from '@plotwise/core/feasibility/parkingNorm';

const owned = (table: string) => required(f.fk(table, 'cascade'));

export const locations = defineEntity({
  name: 'locations',
  fields: {
    name: f.text(''),
    key: readOnly(f.text()),
    type: f.code(locationTypes, locationTypes.default),
    lat: f.float(0),
    lon: f.float(0),
    order: f.int(0),
    rating: f.int(0),
    /** how well the site fits the saved query it was found by (its 0-100 search score then), or set by hand */
    score: f.percentage(),
    /** the team's estimate of winning the site, in percent */
    chanceOfSuccess: f.percentage(),
    listOrder: f.int(0),
    phase: f.int(),
    status: f.int(),
    road: f.text(),
    house_number: f.text(),
    postcode: f.text(),
    city: f.text(),
    municipality: f.text(),
    state: f.text(),
    country: f.text(),
    plotnr: f.text(),
    plotsize: coerced(f.int(0), toIntegerOrZero),
    neighbourhood: f.text(),
    suburb: f.text(),
    region: f.text(),
    owner: f.text(),
    architect: f.text(),
    builder: f.text(),
    advisors: f.text(),
    buyer: f.text(),
    businesspark: f.text(),
    display_address: f.text(),
    archived: f.bool(false),
    deleted: f.bool(false),
    selected: f.bool(false),
    persisted: f.bool(true),
    loaded: f.bool(false),
    createdByUserName: readOnly(f.text()),
    assignedTo: f.fk('users', 'set null'),
    createdByUserId: readOnly(f.fk('users', 'set null')),
    createdByCompanyId: readOnly(f.int()),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp(),
    searchQueryId: f.fk('searchqueries', 'set null'),
    publicationId: f.fk('publications', 'set null'),
  },
  ones: [{ name: 'cfg', entity: 'location_cfgs', foreignKey: 'locationId' }],
  children: [
    { name: 'concepts', entity: 'concepts', foreignKey: 'locationId' },
    { name: 'plots', entity: 'plots', foreignKey: 'locationId' },
    { name: 'notes', entity: 'notes', foreignKey: 'locationId' },
    { name: 'images', entity: 'images', foreignKey: 'locationId' },
    { name: 'units', entity: 'units', foreignKey: 'locationId' },
    { name: 'constraints', entity: 'constraints', foreignKey: 'locationId' },
    { name: 'jsons', entity: 'jsons', foreignKey: 'locationId' },
    { name: 'labels', entity: 'locationslabels', foreignKey: 'locationId' },
    { name: 'customvalues', entity: 'locationscustomvalues', foreignKey: 'locationId' },
    { name: 'costs', entity: 'costs', foreignKey: 'locationId' },
  ],
  uniques: [['key']],
});

/** Finance parameters of a location (documented in docs/finance.md); extra keys are kept for the engine. */
const financeParametersSchema = z.record(z.string(), z.union([z.number().finite(), z.string(), z.boolean(), z.null()]));

export const location_cfgs = defineEntity({
  name: 'location_cfgs',
  exposed: false,
  fields: {
    locationId: owned('locations'),
    finance_parameters: f.json(financeParametersSchema, () => ({})),
    /** the area of its municipality the location lies in for the parking norm (issue #43 item 1); null: the default */
    parking_zone: f.enum(PARKING_ZONES),
  },
  ones: [
    { name: 'buildable_area', entity: 'buildable_areas', foreignKey: 'locationCfgId' },
    { name: 'render_settings', entity: 'render_settings', foreignKey: 'locationCfgId' },
    { name: 'status', entity: 'location_statuses', foreignKey: 'locationCfgId' },
    { name: 'summary', entity: 'location_summaries', foreignKey: 'locationCfgId' },
  ],
  uniques: [['locationId']],
});

const cfgOwned = { locationCfgId: owned('location_cfgs') };
export const buildable_areas = defineEntity({
  name: 'buildable_areas',
  exposed: false,
  fields: {
    ...cfgOwned,
    width: f.float(10),
    length: f.float(10),
    height: f.float(10),
    x: f.float(0),
    y: f.float(0),
    z: f.float(0),
    rotation_z: f.float(0),
    /** the area drawn on the map (issue #16 item 2); when present it, not the box, limits the concept generator */
    geometry: f.geometry(),
  },
  uniques: [['locationCfgId']],
});

export const render_settings = defineEntity({
  name: 'render_settings',
  exposed: false,
  fields: {
    ...cfgOwned,
    show_surrounding_buildings: f.bool(true),
    show_plot_buildings: f.bool(false),
    show_trees: f.bool(true),
    show_plot: f.bool(true),
    plot_opacity: f.float(1),
    show_buildable_area: f.bool(false),
    buildable_area_opacity: f.float(0),
    show_grid: f.bool(false),
    snap_to_grid: f.bool(true),
    show_tools: f.bool(true),
    grid_size: f.float(general.gridSize),
    table_type: f.text(),
    surface_type: f.text(),
    renderstyle: f.text(),
    rendermode: f.enum(renderModes, 'analysis_shadow'),
    cameramode: f.enum(cameraModes, 'perspective'),
    month: f.int(general.renderMonth),
    time: f.float(general.renderTime),
  },
  uniques: [['locationCfgId']],
});

const step = () => f.code(loadStates, loadStates.notStarted);
export const location_statuses = defineEntity({
  name: 'location_statuses',
  exposed: false,
  fields: {
    ...cfgOwned,
    getAddress: step(),
    getRegulations: step(),
    getDestinationPlan: step(),
    getUnits: step(),
    getBuildableAreaBox: step(),
    getProfilePicture: step(),
    getCosts: step(),
  },
  uniques: [['locationCfgId']],
});

export const location_summaries = defineEntity({
  name: 'location_summaries',
  exposed: false,
  fields: {
    ...cfgOwned,
    zones: f.json(z.array(z.string()), () => []),
    max_height: f.float(),
    max_fsi: f.float(),
    nrconcepts: f.int(0),
    show_description: f.bool(true),
    show_currentsituation: f.bool(true),
    show_regulations: f.bool(true),
    show_context: f.bool(true),
    show_concepts: f.bool(true),
  },
  uniques: [['locationCfgId']],
});

export const plots = defineEntity({
  name: 'plots',
  fields: {
    type: f.text(),
    geometry: f.geometry(),
    properties: f.json(z.record(z.string(), z.unknown()), () => ({})),
    locationId: owned('locations'),
    opportunityId: f.fk('searchqueries', 'set null'),
    /** how far the acquisition of this parcel has come; the location's land position is the share secured */
    acquisition: f.enum(acquisitionStates, 'not_contacted'),
  },
});

export const constraints = defineEntity({
  name: 'constraints',
  fields: {
    name: f.text(''),
    description: f.text(),
    reference: f.text(),
    zone: f.text(),
    subzone: f.text(),
    url: f.text(),
    type: f.enum(constraintTypes, 'general'),
    operator: f.enum(constraintOperators, 'greater_than'),
    priority: f.int(0),
    value: f.float(),
    source: f.text(),
    /** on a hand row: the key (core derivedKey) of the derived constraint it replaces, kept through a zoning refresh */
    replaces: f.text(),
    locationId: owned('locations'),
  },
});

export const jsons = defineEntity({
  name: 'jsons',
  fields: {
    name: f.text(''),
    identificatie: f.text(),
    type: f.enum(jsonTypes, 'owner_information'),
    data: f.json(z.unknown()),
    locationId: owned('locations'),
  },
});

export const costs = defineEntity({
  name: 'costs',
  fields: {
    name: f.text(''),
    type: f.enum(costKinds, 'flat_fee'),
    category: f.enum(costGroups, 'ground'),
    parameter: f.float(0),
    order: f.int(0),
    archived: f.bool(false),
    deleted: f.bool(false),
    /** where the figure comes from: a published source and year for the starting template's lines (migration 0064) */
    source: f.text(),
    /** per m² GFA (or open gallery) lines: the building type whose buildings' floor area (or galleries) the line counts; none: all (migration 0067) */
    building_type: f.enum(costBuildingTypes),
    /** per-place lines: the kind of parking place the line counts; none: every place (migration 0078) */
    parking_kind: f.enum(parkingPlaceKinds),
    locationId: owned('locations'),
  },
});

export const units = defineEntity({
  name: 'units',
  fields: {
    name: f.text(''),
    order: f.int(unitDefaults.order),
    size: f.float(unitDefaults.sizeSquareMeters),
    size_max: f.float(unitDefaults.sizeMaxSquareMeters),
    price: f.float(unitDefaults.priceEuros),
    income_mode: f.enum(priceBases, 'rent_unit_month'),
    programme_goal: f.text(),
    /** where the price comes from: a published source and year for the starting template's types (migration 0068) */
    source: f.text(),
    locationId: owned('locations'),
  },
  ones: [{ name: 'cfg', entity: 'unit_cfgs', foreignKey: 'unitId' }],
});

/** Balcony of a unit type; its minimums are design rules (1.5 deep, 2.6 long). */
const balconySchema = z.object({
  name: z.string(),
  type: z.string(),
  maxdepth: z.number().positive(),
  maxlength: z.number().positive(),
});

export const unit_cfgs = defineEntity({
  name: 'unit_cfgs',
  exposed: false,
  fields: {
    unitId: owned('units'),
    mindepth: f.float(5),
    maxdepth: f.float(12),
    minlength: f.float(5),
    maxlength: f.float(25),
    two_window_maxdepth: f.float(20),
    two_window_minlength: f.float(5),
    parking_ratio: f.float(unitDefaults.parkingRatioSpotsPerUnit),
    balcony: f.json(balconySchema, () => ({ name: 'balcony', type: 'balcony', maxdepth: 1.5, maxlength: 2.6 })),
  },
  uniques: [['unitId']],
});
