import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { LAYER_CATALOGUE, layerById } from './layerCatalogue';
import { styleForLayer, type StyleOptions } from './toMapStyle';

const opts: StyleOptions = { tileUrlBase: 'https://plotwise.test/api/tiles/', language: 'nl' };

describe('styleForLayer', () => {
  it('turns the whole catalogue into a style MapLibre accepts', () => {
    const sources: Record<string, unknown> = {};
    const layers: unknown[] = [];
    for (const def of [...LAYER_CATALOGUE].sort((a, b) => a.order - b.order)) {
      const s = styleForLayer(def, opts);
      sources[s.sourceId] ??= s.source;
      layers.push(...s.layers);
    }
    const errors = validateStyleMin({ version: 8, sources, layers } as never);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('shares one vector source per tile layer and filters the kind out of it', () => {
    const a = styleForLayer(layerById('zoning_bouwvlak')!, opts);
    const b = styleForLayer(layerById('zoning_enkelbestemming')!, opts);
    expect(a.sourceId).toBe('plotwise-zoning');
    expect(b.sourceId).toBe(a.sourceId);
    expect(a.source).toEqual({ type: 'vector', tiles: ['https://plotwise.test/api/tiles/zoning/{z}/{x}/{y}.mvt'], minzoom: 0, maxzoom: 16 });
    expect(a.layers).toHaveLength(1);
    expect(a.layers[0]).toMatchObject({ id: 'zoning_bouwvlak', type: 'line', 'source-layer': 'zoning', filter: ['==', ['get', 'type'], 'bouwvlak'], minzoom: 13, maxzoom: 21 });
    // single zoning: a fill coloured by category, plus its outline
    expect(b.layers.map((l) => l.id)).toEqual(['zoning_enkelbestemming', 'zoning_enkelbestemming-outline']);
    const fill = b.layers[0]!.paint['fill-color'] as unknown[];
    expect(fill.slice(0, 2)).toEqual(['match', ['to-string', ['get', 'category']]]);
    expect(fill[fill.indexOf('residential') + 1]).toBe('#FFFF00');
    expect(fill.at(-1)).toBe('#EBE1EB'); // unknown categories: overig
  });

  it('builds WMS GetMap, WMTS and XYZ raster sources with the zoom the service serves', () => {
    const ahn = styleForLayer(layerById('ahn_dtm')!, opts);
    expect(ahn.source).toMatchObject({ type: 'raster', tileSize: 256, minzoom: 8, maxzoom: 19 });
    const url = (ahn.source as { tiles: string[] }).tiles[0]!;
    expect(url).toMatch(/^https:\/\/service\.pdok\.nl\/rws\/ahn\/wms\/v1_0\?SERVICE=WMS&VERSION=1\.3\.0&REQUEST=GetMap&LAYERS=dtm_05m&/);
    expect(url).toContain('CRS=EPSG:3857');
    expect(url).toContain('BBOX={bbox-epsg-3857}');
    expect(ahn.layers[0]).toMatchObject({ type: 'raster', paint: { 'raster-opacity': 0.6 } });

    const brt = styleForLayer(layerById('brt_standaard')!, opts);
    expect(brt.source).toMatchObject({ tiles: ['https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png'], attribution: expect.stringContaining('Kadaster') });
    // online base maps are choices: none shows until the user picks it
    expect(brt.layers[0]!.layout.visibility).toBe('none');
    expect(styleForLayer(layerById('osm')!, opts).layers[0]!.layout.visibility).toBe('none');
  });

  it('draws points, lines and polygons of a mixed generic layer, and names layers in the chosen language', () => {
    const pt = styleForLayer(layerById('public_transport')!, { ...opts, language: 'en' });
    expect(pt.layers.map((l) => [l.type, l.filter])).toEqual([
      ['circle', ['all', ['==', ['get', 'layer'], 'public_transport'], ['==', ['geometry-type'], 'Point']]],
      ['line', ['all', ['==', ['get', 'layer'], 'public_transport'], ['==', ['geometry-type'], 'LineString']]],
      ['fill', ['all', ['==', ['get', 'layer'], 'public_transport'], ['==', ['geometry-type'], 'Polygon']]],
    ]);
    expect(pt.layers[0]!.metadata).toEqual({ 'plotwise:layer': 'public_transport', 'plotwise:name': 'Public transport' });
    expect(styleForLayer(layerById('plots')!, opts).layers[0]!.metadata['plotwise:name']).toBe('Percelen');
  });

  it('gives user-drawn layers an empty GeoJSON source the map fills', () => {
    const s = styleForLayer(layerById('buildable_area')!, opts);
    expect(s).toMatchObject({ sourceId: 'user-buildable_area', source: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } });
    expect(s.layers.map((l) => l.type)).toEqual(['fill', 'line']);
  });
});
