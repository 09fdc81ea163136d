import { z } from 'zod';
import { defineEntity } from '../model/entity';
import { f, internal, readOnly, required, staffOnly } from '../model/field';
import { emailPreferences, locationsViews, loginProviders, pinColors } from '../enums/companyEnums';
import { general } from '../constants/general';

export const users = defineEntity({
  name: 'users',
  fields: {
    first_name: f.text(''),
    last_name: f.text(''),
    username: f.text(''),
    email: required(f.textOf(z.email().max(320), '')),
    is_active: f.bool(true),
    is_staff: staffOnly(f.bool(false)),
    is_admin: f.bool(false),
    current_location: f.int(),
    current_concept: f.int(),
    current_building: f.int(),
    login_provider: f.enum(loginProviders, 'local'),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp(),
    password_hash: internal(f.text()),
    password_changed_at: internal(f.timestamp()),
    failed_logins: internal(f.int(0)),
    locked_until: internal(f.timestamp()),
    last_login_at: readOnly(f.timestamp()),
  },
  ones: [{ name: 'cfg', entity: 'user_cfgs', foreignKey: 'userId' }],
  children: [{ name: 'notes', entity: 'notes', foreignKey: 'createdByUserId' }],
  uniques: [['email']],
});

/** The tabs a user last had open per panel (spec 3 user_cfgs.tabs). */
const userTabKeys = [
  'maps_filter.find_address',
  'modify_searchqueries.search',
  'modify_location.properties',
  'modify_concept.home',
  'modify_concept.buildings',
  'modify_building.overview',
  'area_summary.area',
] as const;

/** One measured line: a client-made key, WGS84 [lon, lat] points, its length in RD metres, when, and the location it was drawn on. */
const measurementSchema = z.object({
  /** named `key`, not `id`: nested ids are the data API's own */
  key: z.string().max(40),
  points: z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])).min(2).max(500),
  lengthMeters: z.number().nonnegative(),
  createdAt: z.string().max(40),
  locationId: z.number().int().nullable(),
});

export const user_cfgs = defineEntity({
  name: 'user_cfgs',
  exposed: false,
  fields: {
    userId: required(f.fk('users', 'cascade')),
    tabs: f.json(z.record(z.string(), z.string().nullable()), () =>
      Object.fromEntries(userTabKeys.map((k) => [k, null])),
    ),
    panels: f.json(z.record(z.string(), z.boolean()), () => ({})),
    panels_width: f.json(z.record(z.string(), z.number().positive()), () => ({})),
    pincolor: f.enum(pinColors, 'status'),
    showlocations: f.bool(true),
    clusterlocations: f.bool(true),
    locationsview: f.enum(locationsViews, 'map'),
    columns: f.json(z.array(z.string()).max(100), () => ['createdByUserName', 'name', 'status', 'phase']),
    formfactors: f.json(z.array(z.string()).max(100), () => ['plotarea', 'gfa', 'nfa', 'gsi', 'fsi']),
    listSize: f.int(general.listSize),
    staff: f.json(z.array(z.number().int()), () => []),
    language: f.enum(['nl', 'en'] as const),
    /** lines the user measured on the map, shown by the measurements layer (spec "Map layers") */
    measurements: f.json(z.array(measurementSchema).max(500), () => []),
  },
  ones: [
    { name: 'filters', entity: 'location_filters', foreignKey: 'usercfgId' },
    { name: 'emails', entity: 'user_emails', foreignKey: 'usercfgId' },
  ],
  uniques: [['userId']],
});

const ids = z.array(z.number().int());
export const location_filters = defineEntity({
  name: 'location_filters',
  exposed: false,
  fields: {
    usercfgId: required(f.fk('user_cfgs', 'cascade')),
    buildingId: f.int(),
    functionType: f.text(),
    searchQueryId: f.fk('searchqueries', 'set null'),
    search: f.text(),
    archived: f.bool(false),
    multiCreatedByUserId: f.json(ids, () => []),
    multistatus: f.json(ids, () => []),
    multiphase: f.json(ids, () => []),
    multilabel: f.json(ids, () => []),
    multiarchived: f.json(z.array(z.boolean()), () => []),
    custom: f.json(
      z.array(z.object({ customFieldId: z.number().int(), customFieldValueIds: ids })),
      () => [],
    ),
  },
  uniques: [['usercfgId']],
});

export const user_emails = defineEntity({
  name: 'user_emails',
  exposed: false,
  fields: {
    usercfgId: required(f.fk('user_cfgs', 'cascade')),
    weekly: f.enum(emailPreferences, 'weekly'),
    /** an e-mail when a saved query's scheduled run finds new plots (the mail's unsubscribe link turns it off) */
    alerts: f.bool(true),
  },
  uniques: [['usercfgId']],
});
