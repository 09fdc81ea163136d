import { LAYER_CATALOGUE } from '@plotwise/contracts/layers/layerCatalogue';
import type { LayerDefinition } from '@plotwise/contracts/layers/layerDefinition';
import { MAP_RESOLUTIONS, type MapResolution } from './mapResolution';

/** Which layers the user sees (one base map or none, any data layers with their opacity) and how sharp they are drawn. */
export interface LayerState {
  base: string | 'none';
  visible: Record<string, boolean>;
  opacity: Record<string, number>;
  resolution: MapResolution;
}

/** Where the user's layer choice is kept in the browser (shared by every map screen). */
export const LAYERS_KEY = 'map.layers';

export const BASE_LAYERS = LAYER_CATALOGUE.filter((l) => l.role === 'base').sort((a, b) => a.order - b.order);
/** The base map drawn from our own tiles (works offline): what the map offers when an online one cannot load. */
export const OFFLINE_BASE: string | 'none' = BASE_LAYERS.find((l) => !l.needsInternet)?.id ?? 'none';
export const DATA_LAYERS = LAYER_CATALOGUE.filter((l) => l.role === 'data');

/** The catalogue's defaults: its default base map (our own, offline) and the data layers it shows. */
export function defaultLayerState(catalogue: readonly LayerDefinition[] = LAYER_CATALOGUE): LayerState {
  const base = catalogue.find((l) => l.role === 'base' && l.visibleByDefault)?.id ?? 'none';
  const visible: Record<string, boolean> = {};
  const opacity: Record<string, number> = {};
  for (const l of catalogue) {
    if (l.role !== 'data') continue;
    visible[l.id] = l.visibleByDefault;
    opacity[l.id] = l.opacity;
  }
  return { base, visible, opacity, resolution: 'auto' };
}

/** A stored state over the current catalogue: unknown ids are dropped, new layers get their defaults. */
export function restoreLayerState(stored: Partial<LayerState> | undefined, catalogue: readonly LayerDefinition[] = LAYER_CATALOGUE): LayerState {
  const d = defaultLayerState(catalogue);
  if (!stored) return d;
  const known = new Set(catalogue.map((l) => l.id));
  const base = stored.base === 'none' || (stored.base && catalogue.some((l) => l.id === stored.base && l.role === 'base')) ? stored.base : d.base;
  const pick = <T>(from: Record<string, T> | undefined, fallback: Record<string, T>, ok: (v: unknown) => boolean) => {
    const out = { ...fallback };
    for (const [k, v] of Object.entries(from ?? {})) if (known.has(k) && k in fallback && ok(v)) out[k] = v;
    return out;
  };
  return {
    base,
    visible: pick(stored.visible, d.visible, (v) => typeof v === 'boolean'),
    opacity: pick(stored.opacity, d.opacity, (v) => typeof v === 'number' && v >= 0 && v <= 1),
    resolution: stored.resolution && MAP_RESOLUTIONS.includes(stored.resolution) ? stored.resolution : d.resolution,
  };
}

export const toggleLayer = (s: LayerState, id: string, on = !s.visible[id]): LayerState => ({ ...s, visible: { ...s.visible, [id]: on } });
export const setLayerOpacity = (s: LayerState, id: string, value: number): LayerState => ({
  ...s,
  opacity: { ...s.opacity, [id]: Math.min(1, Math.max(0, value)) },
});
export const setBaseLayer = (s: LayerState, id: string | 'none'): LayerState => ({ ...s, base: id });
export const setResolution = (s: LayerState, resolution: MapResolution): LayerState => ({ ...s, resolution });
