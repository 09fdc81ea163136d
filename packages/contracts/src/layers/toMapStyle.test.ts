import { createPropertyExpression, latest, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { LAYER_CATALOGUE, layerById } from './layerCatalogue';
import { layerOfReprojectedSource, styleForLayer, type MapLayer, type StyleOptions } from './toMapStyle';

const opts: StyleOptions = { tileUrlBase: 'https://plotwise.test/api/tiles/', language: 'nl' };

/** A layer's paint property evaluated by MapLibre's own expression engine for one feature at a zoom. */
function evaluatePaint(layer: MapLayer, property: string, zoom: number, properties: Record<string, unknown>, type: 1 | 2 | 3) {
  const spec = (latest as unknown as Record<string, Record<string, never>>)[`paint_${layer.type}`]![property]!;
  const e = createPropertyExpression(layer.paint[property], `layers.${layer.id}.paint.${property}`, spec);
  if (e.result !== 'success') throw new Error(JSON.stringify(e.value));
  return e.value.evaluate({ zoom }, { properties, type } as never) as unknown;
}

/** A layer's layout property evaluated by MapLibre's own expression engine for one feature at a zoom. */
function evaluateLayout(layer: MapLayer, property: string, zoom: number, properties: Record<string, unknown>, type: 1 | 2 | 3) {
  const spec = (latest as unknown as Record<string, Record<string, never>>)[`layout_${layer.type}`]![property]!;
  const e = createPropertyExpression(layer.layout[property], `layers.${layer.id}.layout.${property}`, spec);
  if (e.result !== 'success') throw new Error(JSON.stringify(e.value));
  return e.value.evaluate({ zoom }, { properties, type } as never) as unknown;
}

describe('styleForLayer', () => {
  it('turns the whole catalogue into a style MapLibre accepts', () => {
    const sources: Record<string, unknown> = {};
    const layers: unknown[] = [];
    for (const def of [...LAYER_CATALOGUE].sort((a, b) => a.order - b.order)) {
      const s = styleForLayer(def, opts);
      for (const [id, source] of Object.entries(s.sources)) sources[id] ??= source;
      layers.push(...s.layers);
    }
    const errors = validateStyleMin({ version: 8, sources, layers } as never);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it("draws PDOK's Omgevingswet geometries from our reprojecting route: fills, outlines as lines, points", () => {
    const s = styleForLayer(layerById('omgevingswet_geometries')!, opts);
    expect(s.sourceId).toBe('proxy-omgevingswet_geometries');
    expect(layerOfReprojectedSource(s.sourceId)).toBe('omgevingswet_geometries');
    expect(layerOfReprojectedSource('remote-bgt')).toBeNull();
    expect(s.source).toEqual({ type: 'vector', tiles: ['https://plotwise.test/api/tiles/omgevingswet/{z}/{x}/{y}.pbf'], minzoom: 13, maxzoom: 17, attribution: 'PDOK, Geometrieën Omgevingswet' });
    expect(s.layers.map((l) => [l.type, l['source-layer'], l.filter])).toEqual([
      ['fill', 'omgevingswet_geometries', ['==', ['geometry-type'], 'Polygon']],
      ['line', 'omgevingswet_geometries', ['==', ['geometry-type'], 'LineString']],
      ['circle', 'omgevingswet_geometries', ['==', ['geometry-type'], 'Point']],
    ]);
  });

  it('reads a tile layer from its static archive when one is given, the other layers tile by tile', () => {
    const archives = { zoning: { url: 'https://cdn.test/tiles/zoning-v3.7.pmtiles', maxZoom: 16 } };
    expect(styleForLayer(layerById('zoning_bouwvlak')!, { ...opts, archives }).source).toEqual({ type: 'vector', tiles: ['pmtiles://https://cdn.test/tiles/zoning-v3.7.pmtiles/{z}/{x}/{y}'], minzoom: 0, maxzoom: 16 });
    expect(styleForLayer(layerById('plots')!, { ...opts, archives }).source).toMatchObject({ tiles: ['https://plotwise.test/api/tiles/plots/{z}/{x}/{y}.mvt'] });
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

  it('draws the base map from our own tiles only, in several layers that share the catalogue\'s sources', () => {
    const s = styleForLayer(layerById('plotwise_base')!, { ...opts, language: 'en' });
    expect(Object.keys(s.sources).sort()).toEqual(['plotwise-buildings', 'plotwise-features', 'plotwise-statistics']);
    // the same source objects the data layers use, so the map fetches each tile once
    expect(s.sources['plotwise-buildings']).toEqual(styleForLayer(layerById('buildings')!, opts).source);
    for (const src of Object.values(s.sources)) expect((src as { tiles: string[] }).tiles[0]).toMatch(/^https:\/\/plotwise\.test\/api\/tiles\/\w+\/\{z\}\/\{x\}\/\{y\}\.mvt$/);
    const byId = new Map(s.layers.map((l) => [l.id, l]));
    expect(s.layers[0]).toMatchObject({ id: 'plotwise_base-land', type: 'background' });
    expect(s.layers[0]!.source).toBeUndefined();
    expect(byId.get('plotwise_base-water')).toMatchObject({
      type: 'fill', source: 'plotwise-features', 'source-layer': 'features', minzoom: 8,
      filter: ['all', ['==', ['get', 'layer'], 'water'], ['==', ['geometry-type'], 'Polygon']],
    });
    expect(byId.get('plotwise_base-buildings')).toMatchObject({ type: 'fill', source: 'plotwise-buildings', 'source-layer': 'buildings', minzoom: 13 });
    expect(byId.get('plotwise_base-municipality-label')).toMatchObject({
      type: 'symbol', source: 'plotwise-statistics', filter: ['==', ['get', 'level'], 'gemeente'], layout: { 'text-field': ['get', 'name'] },
    });
    expect(s.layers.every((l) => l.layout.visibility === 'visible' && l.metadata['plotwise:name'] === 'Plotwise base map')).toBe(true);
    // water below roads below labels; the background lowest
    const at = (id: string) => s.layers.findIndex((l) => l.id === `plotwise_base-${id}`);
    expect(at('land')).toBe(0);
    expect(at('water')).toBeLessThan(at('roads'));
    expect(at('roads')).toBeLessThan(at('road-label'));
  });

  it('draws roads wider by type and zoom, and tints land use by category in any case', () => {
    const s = styleForLayer(layerById('plotwise_base')!, opts);
    const roads = s.layers.find((l) => l.id === 'plotwise_base-roads')!;
    const width = (roadType: string, zoom: number) => evaluatePaint(roads, 'line-width', zoom, { road_type: roadType }, 2) as number;
    expect(width('main', 16)).toBeGreaterThan(width('regional', 16));
    expect(width('regional', 16)).toBeGreaterThan(width('local', 16));
    expect(width('local', 16)).toBeGreaterThan(0);
    expect(width('main', 12)).toBeLessThan(width('main', 16));
    // streets only from closer in; an unknown type is drawn as a street
    expect(width('local', 8)).toBe(0);
    expect(width('unknown', 16)).toBe(width('local', 16));
    const landUse = s.layers.find((l) => l.id === 'plotwise_base-landuse')!;
    const tint = (category: string) => JSON.stringify(evaluatePaint(landUse, 'fill-color', 12, { category }, 3));
    expect(tint('Woongebied')).toBe(tint('woongebied'));
    expect(tint('bos')).not.toBe(tint('woongebied'));
    expect(JSON.parse(tint('something else'))).toMatchObject({ a: 0 });
  });

  it('draws the kadastrale grenzen and the street names with the plots, out of the plots tile, at the parcels\' zooms', () => {
    const s = styleForLayer(layerById('plots')!, opts);
    expect(Object.keys(s.sources)).toEqual(['plotwise-plots']);
    expect(s.layers.map((l) => [l.id, l.type, l.source, l['source-layer'], l.minzoom, l.maxzoom, l.layout.visibility])).toEqual([
      ['plots', 'line', 'plotwise-plots', 'plots', 14, 22, 'visible'],
      ['plots-boundaries', 'line', 'plotwise-plots', 'plot_boundaries', 14, 22, 'visible'],
      ['plots-boundaries-other', 'line', 'plotwise-plots', 'plot_boundaries', 14, 22, 'visible'],
      ['plots-labels', 'symbol', 'plotwise-plots', 'plot_labels', 14, 22, 'visible'],
    ]);
    const [, definitive, other, labels] = s.layers;
    // a definitive line solid, every other kind dashed
    expect(definitive!.filter).toEqual(['==', ['get', 'type_code'], '3']);
    expect(definitive!.paint['line-dasharray']).toBeUndefined();
    expect(other!.filter).toEqual(['!', ['==', ['get', 'type_code'], '3']]);
    expect(other!.paint['line-dasharray']).toEqual([3, 2]);
    // the name as text, turned by the file's angle (clockwise, as MapLibre turns text) with the map
    expect(evaluateLayout(labels!, 'text-field', 16, { text: 'Kerkstraat', angle: -12.5 }, 1)).toMatchObject({ sections: [expect.objectContaining({ text: 'Kerkstraat' })] });
    expect(evaluateLayout(labels!, 'text-rotate', 16, { text: 'Kerkstraat', angle: -12.5 }, 1)).toBe(-12.5);
    expect(evaluateLayout(labels!, 'text-rotate', 16, { text: 'Kerkstraat' }, 1)).toBe(0);
    expect(labels!.layout['text-rotation-alignment']).toBe('map');
    expect(evaluatePaint(labels!, 'text-color', 16, { type: 'Water' }, 1)).not.toEqual(evaluatePaint(labels!, 'text-color', 16, { type: 'Weg' }, 1));
    expect(s.layers.every((l) => l.metadata['plotwise:layer'] === 'plots')).toBe(true);
  });

  it('gives user-drawn layers an empty GeoJSON source the map fills', () => {
    const s = styleForLayer(layerById('buildable_area')!, opts);
    expect(s).toMatchObject({ sourceId: 'user-buildable_area', source: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } });
    expect(s.layers.map((l) => l.type)).toEqual(['fill', 'line']);
  });
});
