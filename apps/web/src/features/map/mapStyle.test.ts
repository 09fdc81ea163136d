import { describe, expect, it } from 'vitest';
import { buildMapStyle, opacityPaint } from './mapStyle';
import { defaultLayerState, setBaseLayer, setLayerOpacity, toggleLayer } from './layerState';

const opts = { tileUrlBase: 'http://localhost:3000/api/tiles', language: 'nl' as const };
const layer = (style: ReturnType<typeof buildMapStyle>, id: string) => style.layers.find((l) => l.id === id) as any;

describe('map style', () => {
  it('draws base maps below data layers and our layers from our own tile URLs', () => {
    const style = buildMapStyle(defaultLayerState(), opts);
    const ids = style.layers.map((l) => l.id);
    expect(ids[0]).toBe('background');
    expect(ids.indexOf('osm')).toBeLessThan(ids.indexOf('plots'));
    expect((style.sources['plotwise-plots'] as any).tiles).toEqual(['http://localhost:3000/api/tiles/plots/{z}/{x}/{y}.mvt']);
    // zoning entries share one source
    expect(Object.keys(style.sources).filter((s) => s === 'plotwise-zoning')).toHaveLength(1);
  });

  it('opens on our own base map: its layers show, the online ones do not, and nothing comes from outside our tile URL', () => {
    const style = buildMapStyle(defaultLayerState(), opts);
    const base = style.layers.filter((l) => l.id.startsWith('plotwise_base-'));
    expect(base.map((l) => l.id)).toEqual(expect.arrayContaining(['plotwise_base-land', 'plotwise_base-water', 'plotwise_base-roads', 'plotwise_base-buildings', 'plotwise_base-municipality-outline', 'plotwise_base-neighbourhood-label']));
    expect(base.every((l: any) => l.layout.visibility === 'visible')).toBe(true);
    for (const id of ['osm', 'brt_standaard', 'brt_grijs', 'brt_pastel', 'luchtfoto']) expect(layer(style, id).layout.visibility).toBe('none');
    // below every data layer, above the plain background
    const ids = style.layers.map((l) => l.id);
    expect(ids.indexOf('plotwise_base-land')).toBe(1);
    expect(Math.max(...base.map((l) => ids.indexOf(l.id)))).toBeLessThan(ids.indexOf('soil_use'));
    // no glyph server: its labels are drawn with the browser's fonts
    expect(style.glyphs).toBeUndefined();
    // the only sources a default map fetches from are ours (the online ones are hidden, MapLibre skips them)
    const used = new Set(style.layers.filter((l: any) => l.layout?.visibility === 'visible' && l.source).map((l: any) => l.source as string));
    for (const id of used) for (const url of (style.sources[id] as any).tiles ?? []) expect(url.startsWith(`${opts.tileUrlBase}/`), url).toBe(true);
    expect(used.has('plotwise-features')).toBe(true);
    // the base map credits the data it draws
    expect((style.sources['plotwise-features'] as any).attribution).toContain('Plotwise-basiskaart');
    // a base map is drawn at full opacity: its land use tints are colours, not faded fills
    expect(layer(style, 'plotwise_base-landuse').paint['fill-opacity']).toBe(1);
  });

  it('shows exactly the chosen base map, or none', () => {
    const none = buildMapStyle(setBaseLayer(defaultLayerState(), 'none'), opts);
    expect(none.layers.filter((l: any) => l.type === 'raster' && l.layout.visibility === 'visible' && ['osm', 'brt_standaard', 'luchtfoto'].includes(l.id))).toEqual([]);
    const osm = buildMapStyle(setBaseLayer(defaultLayerState(), 'osm'), opts);
    expect(layer(osm, 'osm').layout.visibility).toBe('visible');
    expect(layer(osm, 'brt_standaard').layout.visibility).toBe('none');
    expect(layer(osm, 'plotwise_base-water').layout.visibility).toBe('none');
    expect(none.layers.filter((l: any) => l.id.startsWith('plotwise_base-') && l.layout.visibility === 'visible')).toEqual([]);
  });

  it('gives every layer type of the style an opacity paint property', () => {
    expect(opacityPaint('symbol', 0.5)).toEqual({ 'text-opacity': 0.5 });
    expect(opacityPaint('background', 1)).toEqual({ 'background-opacity': 1 });
    expect(opacityPaint('line', 0.9)).toEqual({ 'line-opacity': 1 });
  });

  it('applies the user\'s visibility and opacity', () => {
    const s = setLayerOpacity(toggleLayer(defaultLayerState(), 'zoning_enkelbestemming', true), 'zoning_enkelbestemming', 0.25);
    const style = buildMapStyle(s, opts);
    expect(layer(style, 'zoning_enkelbestemming').layout.visibility).toBe('visible');
    expect(layer(style, 'zoning_enkelbestemming').paint['fill-opacity']).toBe(0.25);
  });

  it('draws the kadastrale grenzen and street names as part of the plots: shown, hidden and faded with them', () => {
    const ids = ['plots', 'plots-boundaries', 'plots-boundaries-other', 'plots-labels'];
    const shown = buildMapStyle(defaultLayerState(), opts);
    for (const id of ids) expect(layer(shown, id).layout.visibility, id).toBe('visible');
    // above the parcels' outlines, from the one plots tile
    const order = shown.layers.map((l) => l.id);
    expect(ids.map((id) => order.indexOf(id))).toEqual([...ids.map((id) => order.indexOf(id))].sort((a, b) => a - b));
    expect(new Set(ids.map((id) => layer(shown, id).source))).toEqual(new Set(['plotwise-plots']));
    expect(layer(shown, 'plots-labels').layout).toMatchObject({ 'text-field': ['get', 'text'], 'text-rotation-alignment': 'map' });
    const hidden = buildMapStyle(toggleLayer(defaultLayerState(), 'plots', false), opts);
    for (const id of ids) expect(layer(hidden, id).layout.visibility, id).toBe('none');
    const faded = buildMapStyle(setLayerOpacity(defaultLayerState(), 'plots', 0.5), opts);
    expect(layer(faded, 'plots-labels').paint['text-opacity']).toBe(0.5);
    expect(layer(faded, 'plots-boundaries-other').paint['line-opacity']).toBe(0.7);
  });
});
