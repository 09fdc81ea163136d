import { LAYER_CATALOGUE } from '@plotwise/contracts/layers/layerCatalogue';
import type { LayerDefinition } from '@plotwise/contracts/layers/layerDefinition';
import { styleForLayer, type MapLayer, type MapSource, type StyleOptions } from '@plotwise/contracts/layers/toMapStyle';
import type { LayerState } from './layerState';

export interface MapStyleOptions {
  /** absolute, e.g. https://host/api/tiles */
  tileUrlBase: string;
  language: 'nl' | 'en';
  /** the tile layers read from a static archive (tileArchives.ts) */
  archives?: StyleOptions['archives'];
}

export interface MapStyle {
  version: 8;
  sources: Record<string, MapSource>;
  layers: (MapLayer | { id: string; type: 'background'; paint: Record<string, unknown> })[];
  glyphs?: string;
}

/**
 * The whole map style: a plain background (what shows with no base map), the base maps, then the data layers in
 * catalogue order, each with the user's visibility and opacity. No `glyphs` URL: the base map's labels are drawn
 * with the browser's own fonts, so the style fetches nothing from the internet.
 */
export function buildMapStyle(state: LayerState, opts: MapStyleOptions, catalogue: readonly LayerDefinition[] = LAYER_CATALOGUE): MapStyle {
  const sources: Record<string, MapSource> = {};
  const layers: MapStyle['layers'] = [{ id: 'background', type: 'background', paint: { 'background-color': '#eef0ea' } }];
  const attributions = new Map<string, Set<string>>();
  const ordered = [...catalogue].sort((a, b) => (a.role === b.role ? a.order - b.order : a.role === 'base' ? -1 : 1));
  for (const def of ordered) {
    const s = styleForLayer(def, opts);
    for (const [id, source] of Object.entries(s.sources)) sources[id] ??= source;
    // our shared tile sources credit every dataset drawn from them (MapLibre shows a source's credit while it is in use);
    // the base map credits all its sources once, on its first
    if ((def.source.kind === 'tiles' || def.source.kind === 'vectorStyle') && def.attribution)
      attributions.set(s.sourceId, (attributions.get(s.sourceId) ?? new Set()).add(def.attribution));
    const visible = def.role === 'base' ? state.base === def.id : !!state.visible[def.id];
    for (const l of s.layers) {
      const layer = { ...l, layout: { ...l.layout, visibility: visible ? 'visible' : 'none' } } as MapLayer;
      layers.push(applyOpacity(layer, def.role === 'base' ? def.opacity : (state.opacity[def.id] ?? def.opacity)));
    }
  }
  for (const [id, credits] of attributions) sources[id] = { ...sources[id]!, attribution: [...credits].join(' · ') } as MapSource;
  return { version: 8, sources, layers };
}

/** The paint properties that carry a layer's opacity, per MapLibre layer type. */
export function opacityPaint(type: MapLayer['type'], opacity: number): Record<string, number> {
  switch (type) {
    case 'raster':
      return { 'raster-opacity': opacity };
    case 'fill':
      return { 'fill-opacity': opacity };
    case 'line':
      return { 'line-opacity': Math.min(1, opacity + 0.2) };
    case 'circle':
      return { 'circle-opacity': opacity, 'circle-stroke-opacity': opacity };
    case 'fill-extrusion':
      return { 'fill-extrusion-opacity': opacity };
    case 'symbol':
      return { 'text-opacity': opacity };
    case 'background':
      return { 'background-opacity': opacity };
  }
}

function applyOpacity(layer: MapLayer, opacity: number): MapLayer {
  return { ...layer, paint: { ...layer.paint, ...opacityPaint(layer.type, layer.id.endsWith('-fill') ? opacity * 0.4 : opacity) } };
}
