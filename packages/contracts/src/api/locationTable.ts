// The table of locations (spec section 2) and the planboard read one server answer: a location's own fields plus
// what is derived from its children (labels, notes, tasks, concepts, units, cadastre owners), computed in SQL.
import { z } from 'zod';
import { ownerTypes } from '../enums/locationEnums';
import { defineRoute } from '../model/route';

const isoDate = z.string();

/** A label as a row of the table carries it. */
const locationTableLabelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
});

/** An owner of the location's parcels as the owners column shows it: name, owner type, and where it came from. */
const locationTableOwnerSchema = z.object({
  name: z.string(),
  /** as stored, else derived from the name (contracts ownership.ts ownerTypeOf) */
  ownerType: z.enum(ownerTypes),
  /** read from the Kadaster's BRK, entered by hand, or not recorded (older rows: counted with the cadastre's) */
  source: z.enum(['brk', 'hand']).nullable(),
});
export type LocationTableOwner = z.infer<typeof locationTableOwnerSchema>;

/** One row of GET /api/locations/table. */
export const locationTableRowSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  type: z.number().int().nullable(),
  status: z.number().int().nullable(),
  phase: z.number().int().nullable(),
  order: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  plotsize: z.number().nullable(),
  plotnr: z.string().nullable(),
  road: z.string().nullable(),
  house_number: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  municipality: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  region: z.string().nullable(),
  businesspark: z.string().nullable(),
  owner: z.string().nullable(),
  architect: z.string().nullable(),
  builder: z.string().nullable(),
  buyer: z.string().nullable(),
  advisors: z.string().nullable(),
  archived: z.boolean(),
  assignedTo: z.number().int().nullable(),
  assignedToName: z.string().nullable(),
  createdByUserName: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  max_height: z.number().nullable(),
  max_fsi: z.number().nullable(),
  zones: z.array(z.string()),
  labels: z.array(locationTableLabelSchema),
  /** the newest note (kinds general and note) */
  lastNote: z.object({ name: z.string(), createdAt: isoDate }).nullable(),
  /** the open task due first (undated ones after the dated ones) */
  lastTodo: z.object({ name: z.string(), targetAt: isoDate.nullable() }).nullable(),
  notesCount: z.number().int(),
  openTasks: z.number().int(),
  conceptsCount: z.number().int(),
  /** the newest of: the location's own change, a note or task, a concept */
  activityAt: isoDate,
  /** names of the parcel owners kept as owner information (jsons) */
  cadastreOwners: z.array(z.string()),
  /** the same owners with their type and source: the cadastre's first (by name), then those entered by hand */
  ownerDetails: z.array(locationTableOwnerSchema),
  unitMix: z.array(z.string()),
  unitTotal: z.number().int(),
  /**
   * euros excl. VAT: the total income (the income sheet's total value) of the location's first concept in its
   * order, stored and refreshed when an input changes (docs/api.md); null without a concept
   */
  productionValue: z.number().nullable(),
  /** 0-100: the search score under the saved query the location was found by, or set by hand */
  score: z.number().nullable(),
  /** percent, set by hand (a saved query holds nothing that estimates it; docs/api.md) */
  chanceOfSuccess: z.number().nullable(),
  /** share (0 to 1) of the parcels' area whose acquisition is secured (option or purchased); null without parcels */
  landPosition: z.number().nullable(),
});
export type LocationTableRow = z.infer<typeof locationTableRowSchema>;

/** The columns of the table of locations in the order of spec section 2 (ids are also the i18n keys). */
export const locationTableColumns = [
  'id',
  'name',
  'status',
  'phase',
  'productionValue',
  'max_height',
  'plotsize',
  'plotnr',
  'max_fsi',
  'zones',
  'activity',
  'labels',
  'lastNote',
  'lastTodo',
  'score',
  'notes',
  'nrconcepts',
  'address',
  'postcode',
  'city',
  'municipality',
  'createdAt',
  'updatedAt',
  'owner',
  'cadastreOwners',
  'architect',
  'buyer',
  'advisors',
  'builder',
  'archived',
  'chanceOfSuccess',
  'unitMix',
  'unitTotal',
  'assignedTo',
  'neighbourhood',
  'region',
  'businesspark',
  'landPosition',
  'createdByUserName',
] as const;
export type LocationTableColumn = (typeof locationTableColumns)[number];

/** The most rows one table request answers (the web reads the whole company's list in one go). */
export const LOCATION_TABLE_MAX_LIMIT = 10_000;

/** Query of GET /api/locations/table. */
export const locationTableQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LOCATION_TABLE_MAX_LIMIT).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  order: z
    .enum(['order', '-updatedAt', 'updatedAt', 'name', '-name', 'id', '-id', 'plotsize', '-plotsize'])
    .default('order'),
  archived: z.enum(['true', 'false', 'all']).default('all'),
});

/** Body of the XLSX export: the rows shown (ids in screen order) and the chosen columns with their headers. */
const locationExportXlsxSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(LOCATION_TABLE_MAX_LIMIT),
  columns: z
    .array(z.strictObject({ key: z.enum(locationTableColumns), header: z.string().min(1).max(200) }))
    .min(1)
    .max(locationTableColumns.length),
  /** the worksheet's name */
  sheetName: z.string().min(1).max(31).default('Locaties'),
});
export type LocationExportXlsx = z.infer<typeof locationExportXlsxSchema>;

/** Body of the GeoJSON and GeoPackage exports: the locations whose parcels are written (all when absent). */
const locationExportGeoSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).max(LOCATION_TABLE_MAX_LIMIT).optional(),
});

/** The table of locations and its exports: the company's rows only (ids of another company are simply absent). */
export const locationTableRoutes = {
  table: defineRoute({
    method: 'GET',
    path: '/api/locations/table',
    access: 'signedIn',
    summary: 'The table of locations: every spec column, derived ones included (limit 1-10000, offset, order, archived)',
    query: locationTableQuerySchema,
    response: locationTableRowSchema,
    paged: true,
  }),
  exportXlsx: defineRoute({
    method: 'POST',
    path: '/api/locations/export/xlsx',
    access: 'signedIn',
    summary: 'The given locations (ids, in order) with the given columns as an XLSX workbook (in the Accept-Language)',
    body: locationExportXlsxSchema,
    response: z.unknown(),
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  exportGeoJson: defineRoute({
    method: 'POST',
    path: '/api/locations/export/geojson',
    access: 'signedIn',
    summary: "The parcels of the company's locations (or of ids) as GeoJSON in EPSG:4326",
    body: locationExportGeoSchema,
    response: z.unknown(),
    file: 'application/geo+json',
  }),
  exportGpkg: defineRoute({
    method: 'POST',
    path: '/api/locations/export/gpkg',
    access: 'signedIn',
    summary: "The parcels of the company's locations (or of ids) as a GeoPackage layer in EPSG:4326",
    body: locationExportGeoSchema,
    response: z.unknown(),
    file: 'application/geopackage+sqlite3',
  }),
};

/** Plain value of a cell (what an export writes): numbers stay numbers, lists are joined, missing data is null. */
export function locationCellValue(
  r: LocationTableRow,
  key: LocationTableColumn,
  valueName: (id: number) => string | null = () => null,
): string | number | boolean | null {
  switch (key) {
    case 'status':
      return r.status == null ? null : (valueName(r.status) ?? r.status);
    case 'phase':
      return r.phase == null ? null : (valueName(r.phase) ?? r.phase);
    case 'activity':
      return r.activityAt;
    case 'labels':
      return r.labels.map((l) => l.name).join(', ') || null;
    case 'lastNote':
      return r.lastNote?.name ?? null;
    case 'lastTodo':
      return r.lastTodo?.name ?? null;
    case 'notes':
      return r.notesCount;
    case 'nrconcepts':
      return r.conceptsCount;
    case 'address':
      return [r.road, r.house_number].filter(Boolean).join(' ') || null;
    case 'zones':
      return r.zones.join(', ') || null;
    case 'cadastreOwners':
      return r.cadastreOwners.join(', ') || null;
    case 'unitMix':
      return r.unitMix.join(', ') || null;
    case 'assignedTo':
      return r.assignedToName;
    default:
      return r[key] ?? null;
  }
}

/** PUT /api/locations/custom-values: cells of the custom-fields grid, written in one transaction (all or nothing). */
export const customValueCellsBody = z
  .array(
    z.strictObject({
      locationId: z.number().int().positive(),
      customfieldId: z.number().int().positive(),
      /** the text of the value (an option's name for a select, "true"/"false" for a check box), null clears it */
      value: z.string().max(10_000).nullable(),
      /** the chosen option of a select field */
      customvalueId: z.number().int().positive().nullable().optional(),
    }),
  )
  .min(1, 'send at least one cell')
  .max(5000);
export type CustomValueCells = z.infer<typeof customValueCellsBody>;
