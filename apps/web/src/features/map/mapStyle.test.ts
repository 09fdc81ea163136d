import { describe, expect, it } from 'vitest';
import { buildMapStyle } from './mapStyle';
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

  it('shows exactly the chosen base map, or none', () => {
    const none = buildMapStyle(setBaseLayer(defaultLayerState(), 'none'), opts);
    expect(none.layers.filter((l: any) => l.type === 'raster' && l.layout.visibility === 'visible' && ['osm', 'brt_standaard', 'luchtfoto'].includes(l.id))).toEqual([]);
    const osm = buildMapStyle(setBaseLayer(defaultLayerState(), 'osm'), opts);
    expect(layer(osm, 'osm').layout.visibility).toBe('visible');
    expect(layer(osm, 'brt_standaard').layout.visibility).toBe('none');
  });

  it('applies the user\'s visibility and opacity', () => {
    const s = setLayerOpacity(toggleLayer(defaultLayerState(), 'zoning_enkelbestemming', true), 'zoning_enkelbestemming', 0.25);
    const style = buildMapStyle(s, opts);
    expect(layer(style, 'zoning_enkelbestemming').layout.visibility).toBe('visible');
    expect(layer(style, 'zoning_enkelbestemming').paint['fill-opacity']).toBe(0.25);
  });
});
