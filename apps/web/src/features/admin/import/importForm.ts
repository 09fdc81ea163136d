import { FEATURE_LAYERS } from '@plotwise/contracts';

/** The server's upload limit (apps/server/src/geodata/routes.ts). */
export const IMPORT_LIMIT_BYTES = 20 * 1024 ** 3;

/**
 * The file types each format reads from an upload (the importers' file filters; a zip holds files of
 * those types). The server decides by the file name too, so a wrong type would only fail after the upload.
 */
export const FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'brk-gml': ['.gml', '.xml', '.zip'],
  'brk-geojson': ['.geojson', '.json', '.zip'],
  bag: ['.xml', '.zip'],
  bag_mutations: ['.xml', '.zip'],
  'bag-geojson': ['.geojson', '.json', '.zip'],
  bag3d: ['.gpkg', '.geojson', '.json', '.zip'],
  imro: ['.gml', '.xml', '.zip'],
  'cbs-areas': ['.gpkg', '.geojson', '.json', '.zip'],
  'cbs-figures': ['.csv', '.json', '.zip'],
  geojson: ['.geojson', '.json', '.zip'],
  gpkg: ['.gpkg'],
  omgevingsplan: ['.zip', '.xml', '.gml'],
  netcapaciteit: ['.json'],
  shapefile: ['.zip'],
  'inspire-cp': ['.gml', '.xml', '.zip'],
  bgt: ['.gml', '.xml', '.zip'],
};

/** The BAG object types a bag-geojson import tells apart (its layer option). */
export const BAG_TYPES = ['pand', 'verblijfsobject', 'ligplaats', 'standplaats', 'woonplaats'] as const;

/** The coordinate systems an import may be told to read (docs/geodata.md, "Geometry and CRS"). */
export const CRS_CHOICES = ['EPSG:28992', 'EPSG:7415', 'EPSG:4326', 'CRS84', 'EPSG:4258', 'EPSG:3857'] as const;

/** Which optional fields a format uses; an unknown format (newer server) gets them all. */
export function fieldsOf(format: string | null): { layer: 'none' | 'required' | 'optional'; bagType: boolean; crs: boolean; year: boolean } {
  switch (format) {
    case null:
      return { layer: 'none', bagType: false, crs: false, year: false };
    case 'geojson':
    case 'shapefile': // the layer is named from the zip's name; the CRS from the .prj, or this field
      return { layer: 'required', bagType: false, crs: true, year: false };
    case 'gpkg':
      return { layer: 'optional', bagType: false, crs: true, year: false };
    case 'bag-geojson':
      return { layer: 'required', bagType: true, crs: true, year: false };
    case 'cbs-areas':
      return { layer: 'none', bagType: false, crs: true, year: true };
    case 'cbs-figures':
    case 'omgevingsplan': // RD New, as the STOP/IMOW deliveries say themselves
    case 'netcapaciteit': // no geometry: supply areas by postcode
      return { layer: 'none', bagType: false, crs: false, year: false };
    default:
      return FILE_TYPES[format] ? { layer: 'none', bagType: false, crs: true, year: false } : { layer: 'optional', bagType: false, crs: true, year: true };
  }
}

/** A layer name as the generic importer stores it: lower case, digits and underscores, no extension. */
export function layerName(s: string): string {
  return s
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** The BAG object type a file name tells (as the importer reads it), if any. */
export function bagTypeOf(fileName: string): string | null {
  const n = fileName.toLowerCase();
  return BAG_TYPES.find((k) => n.startsWith(k) || n.includes(`${k}.`) || n === `${k}en`) ?? null;
}

/** What the layer field should hold once a file is chosen (when the staff member left it empty). */
export function suggestedLayer(format: string | null, fileName: string): string {
  if (format === 'geojson' || format === 'shapefile') return layerName(fileName);
  if (format === 'bag-geojson') return bagTypeOf(fileName) ?? '';
  return '';
}

export interface ImportFormValues {
  format: string | null;
  file: { name: string; size: number } | null;
  area: string;
  layer: string;
  crs: string | null;
  year: string;
  /** the date the data describe (YYYY-MM-DD or a year), for files that do not state it */
  dataDate: string;
}

export type ImportField = 'format' | 'file' | 'area' | 'layer' | 'year' | 'dataDate';

/** The messages of the form's checks: keys under adminImport.form.errors. */
export const FORM_ERRORS = ['formatRequired', 'fileRequired', 'fileEmpty', 'fileTooLarge', 'fileType', 'layerRequired', 'layerName', 'bagTypeRequired', 'bagType', 'areaLength', 'year', 'dataDate'] as const;

/** One message per field: an i18n key under adminImport.form.errors and its values. */
export type ImportFormErrors = Partial<Record<ImportField, { key: (typeof FORM_ERRORS)[number]; values?: Record<string, string | number> }>>;

const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';

/** Check the form before anything is sent: a 20 GB upload should not be what tells a wrong format. */
export function validateImportForm(v: ImportFormValues): ImportFormErrors {
  const errors: ImportFormErrors = {};
  if (!v.format) errors.format = { key: 'formatRequired' };
  if (!v.file) errors.file = { key: 'fileRequired' };
  else if (v.file.size === 0) errors.file = { key: 'fileEmpty' };
  else if (v.file.size > IMPORT_LIMIT_BYTES) errors.file = { key: 'fileTooLarge', values: { limit: '20 GB' } };
  else if (v.format && FILE_TYPES[v.format] && !FILE_TYPES[v.format]!.includes(extensionOf(v.file.name)))
    errors.file = { key: 'fileType', values: { format: v.format, types: FILE_TYPES[v.format]!.join(', ') } };
  const fields = fieldsOf(v.format);
  const layer = v.layer.trim();
  if (fields.bagType) {
    if (!layer) errors.layer = { key: 'bagTypeRequired' };
    else if (!(BAG_TYPES as readonly string[]).includes(layer)) errors.layer = { key: 'bagType', values: { types: BAG_TYPES.join(', ') } };
  } else if (fields.layer === 'required' && !layer) errors.layer = { key: 'layerRequired' };
  else if (fields.layer !== 'none' && layer && !layerName(layer)) errors.layer = { key: 'layerName' };
  if (v.area.trim().length > 200) errors.area = { key: 'areaLength', values: { max: 200 } };
  const year = v.year.trim();
  if (fields.year && year && !(/^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= 2100)) errors.year = { key: 'year' };
  const dataDate = v.dataDate.trim();
  if (dataDate && !(/^\d{4}(-\d{2}-\d{2})?$/.test(dataDate) && !Number.isNaN(Date.parse(dataDate.length === 4 ? `${dataDate}-01-01` : dataDate)))) errors.dataDate = { key: 'dataDate' };
  return errors;
}

/**
 * A layer name that no map layer draws: the features are stored, but no layer of the catalogue shows them.
 * Returns the stored name to warn about, or null.
 */
export function unknownLayer(format: string | null, layer: string): string | null {
  if (format !== 'geojson' && format !== 'gpkg' && format !== 'shapefile') return null;
  const name = layerName(layer.trim());
  return name && !(FEATURE_LAYERS as readonly string[]).includes(name) ? name : null;
}

/** The multipart body of POST /api/admin/import: the fields first, the file last. */
export function importFormData(v: ImportFormValues, file: Blob & { name: string }): FormData {
  const form = new FormData();
  const fields = fieldsOf(v.format);
  form.set('format', v.format ?? '');
  if (v.area.trim()) form.set('area', v.area.trim());
  if (fields.layer !== 'none' && v.layer.trim()) form.set('layer', v.layer.trim());
  if (fields.crs && v.crs) form.set('crs', v.crs);
  if (fields.year && v.year.trim()) form.set('year', v.year.trim());
  if (v.dataDate.trim()) form.set('dataDate', v.dataDate.trim());
  form.set('file', file, file.name);
  return form;
}
