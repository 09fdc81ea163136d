import { describe, expect, it } from 'vitest';
import { bagTypeOf, fieldsOf, IMPORT_LIMIT_BYTES, importFormData, layerName, suggestedLayer, unknownLayer, validateImportForm, type ImportFormValues } from './importForm';

const base: ImportFormValues = { format: 'brk-gml', file: { name: 'kadastralekaart_perceel.gml', size: 1234 }, area: '', layer: '', crs: null, year: '', dataDate: '' };
const keys = (v: Partial<ImportFormValues>) =>
  Object.fromEntries(Object.entries(validateImportForm({ ...base, ...v })).map(([field, e]) => [field, e.key]));

describe('validateImportForm', () => {
  it('accepts a BRK GML file with nothing else', () => {
    expect(validateImportForm(base)).toEqual({});
    expect(keys({ file: { name: 'Kadaster.ZIP', size: 10 } })).toEqual({});
  });

  it('takes a shapefile only zipped, into a named layer, and INSPIRE parcels as GML or zip', () => {
    expect(keys({ format: 'shapefile', file: { name: 'bomen.shp', size: 10 }, layer: 'trees' })).toEqual({ file: 'fileType' });
    expect(keys({ format: 'shapefile', file: { name: 'bomen.zip', size: 10 } })).toEqual({ layer: 'layerRequired' });
    expect(keys({ format: 'shapefile', file: { name: 'bomen.zip', size: 10 }, layer: 'trees' })).toEqual({});
    expect(suggestedLayer('shapefile', 'Bomen 2024.zip')).toBe('bomen_2024');
    expect(fieldsOf('shapefile')).toEqual({ layer: 'required', bagType: false, crs: true, year: false });
    expect(keys({ format: 'inspire-cp', file: { name: 'cp_percelen.gml', size: 10 } })).toEqual({});
    expect(keys({ format: 'inspire-cp', file: { name: 'cp_percelen.json', size: 10 } })).toEqual({ file: 'fileType' });
    expect(fieldsOf('inspire-cp')).toEqual({ layer: 'none', bagType: false, crs: true, year: false });
  });

  it('asks for a format and a file', () => {
    expect(keys({ format: null, file: null })).toEqual({ format: 'formatRequired', file: 'fileRequired' });
  });

  it('refuses an empty file, one above the 20 GB limit, and a file type the format does not read', () => {
    expect(keys({ file: { name: 'a.gml', size: 0 } })).toEqual({ file: 'fileEmpty' });
    expect(keys({ file: { name: 'a.gml', size: IMPORT_LIMIT_BYTES + 1 } })).toEqual({ file: 'fileTooLarge' });
    const wrong = validateImportForm({ ...base, file: { name: 'percelen.csv', size: 10 } });
    expect(wrong.file).toEqual({ key: 'fileType', values: { format: 'brk-gml', types: '.gml, .xml, .zip' } });
    expect(keys({ format: 'gpkg', file: { name: 'layers.zip', size: 10 } })).toEqual({ file: 'fileType' });
    expect(keys({ format: 'cbs-figures', file: { name: 'kwb-2024.csv', size: 10 } })).toEqual({});
  });

  it('leaves the file type to the server for a format it does not know yet', () => {
    expect(keys({ format: 'dxf-2030', file: { name: 'x.dxf', size: 10 } })).toEqual({});
  });

  it('needs a layer for GeoJSON and a BAG object type for BAG GeoJSON', () => {
    expect(keys({ format: 'geojson', file: { name: 'bomen.geojson', size: 10 } })).toEqual({ layer: 'layerRequired' });
    expect(keys({ format: 'geojson', file: { name: 'bomen.geojson', size: 10 }, layer: 'trees' })).toEqual({});
    expect(keys({ format: 'geojson', file: { name: 'x.json', size: 10 }, layer: '!!!' })).toEqual({ layer: 'layerName' });
    expect(keys({ format: 'gpkg', file: { name: 'x.gpkg', size: 10 } })).toEqual({});
    expect(keys({ format: 'bag-geojson', file: { name: 'items.json', size: 10 } })).toEqual({ layer: 'bagTypeRequired' });
    expect(keys({ format: 'bag-geojson', file: { name: 'items.json', size: 10 }, layer: 'gebouw' })).toEqual({ layer: 'bagType' });
    expect(keys({ format: 'bag-geojson', file: { name: 'items.json', size: 10 }, layer: 'pand' })).toEqual({});
  });

  it('checks the year of CBS boundaries and the length of the area', () => {
    expect(keys({ format: 'cbs-areas', file: { name: 'wijkenbuurten.gpkg', size: 10 }, year: '2024' })).toEqual({});
    expect(keys({ format: 'cbs-areas', file: { name: 'wijkenbuurten.gpkg', size: 10 }, year: '24' })).toEqual({ year: 'year' });
    expect(keys({ format: 'cbs-areas', file: { name: 'wijkenbuurten.gpkg', size: 10 }, year: '2024.5' })).toEqual({ year: 'year' });
    // a year on a format that has no year field is not sent, so it is not checked either
    expect(keys({ year: 'soon' })).toEqual({});
    expect(keys({ area: 'x'.repeat(201) })).toEqual({ area: 'areaLength' });
  });

  it('takes the date of the data as a day or a year, for every format', () => {
    expect(keys({ dataDate: '2020-09-15' })).toEqual({});
    expect(keys({ dataDate: '2024' })).toEqual({});
    expect(keys({ dataDate: '15-09-2020' })).toEqual({ dataDate: 'dataDate' });
    expect(keys({ dataDate: '2020-13-45' })).toEqual({ dataDate: 'dataDate' });
  });
});

describe('layer names', () => {
  it('are stored as the importer stores them', () => {
    expect(layerName('Natura 2000.geojson')).toBe('natura_2000');
    expect(layerName('bomen-amsterdam.json')).toBe('bomen_amsterdam');
  });

  it('are suggested from the file name', () => {
    expect(suggestedLayer('geojson', 'Natura2000.geojson')).toBe('natura2000');
    expect(suggestedLayer('bag-geojson', 'verblijfsobject.json')).toBe('verblijfsobject');
    expect(suggestedLayer('bag-geojson', 'items.json')).toBe('');
    expect(suggestedLayer('brk-gml', 'perceel.gml')).toBe('');
    expect(bagTypeOf('panden')).toBe('pand');
  });

  it('warn when no map layer draws them', () => {
    expect(unknownLayer('geojson', 'trees')).toBeNull();
    expect(unknownLayer('geojson', 'Natura 2000')).toBe('natura_2000');
    expect(unknownLayer('gpkg', '')).toBeNull();
    expect(unknownLayer('bag-geojson', 'pand')).toBeNull();
  });
});

describe('importFormData', () => {
  const file = Object.assign(new Blob(['{}']), { name: 'bomen.geojson' });

  it('sends the fields a format uses, trimmed, and the file last', () => {
    const form = importFormData({ ...base, format: 'geojson', area: ' noord ', layer: ' trees ', crs: 'EPSG:4326', year: '2024', dataDate: ' 2024-07-01 ' }, file);
    expect([...form.keys()]).toEqual(['format', 'area', 'layer', 'crs', 'dataDate', 'file']);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({ format: 'geojson', area: 'noord', layer: 'trees', crs: 'EPSG:4326', dataDate: '2024-07-01' });
    expect((form.get('file') as File).name).toBe('bomen.geojson');
  });

  it('leaves out empty options and those of other formats', () => {
    const form = importFormData({ ...base, format: 'cbs-figures', layer: 'x', crs: 'EPSG:4326', year: '2024' }, file);
    expect([...form.keys()]).toEqual(['format', 'file']);
    expect(fieldsOf('cbs-areas')).toMatchObject({ year: true, crs: true, layer: 'none' });
  });
});
