import { describe, expect, it } from 'vitest';
import { LAYER_CATALOGUE } from '@plotwise/contracts/layers/layerCatalogue';
import { BASE_LAYERS, defaultLayerState, OFFLINE_BASE, restoreLayerState, setBaseLayer, setLayerOpacity, toggleLayer } from './layerState';

describe('map layer state', () => {
  it('starts from the catalogue: our own base map (works offline), not an online one, and the layers it shows by default', () => {
    const s = defaultLayerState();
    expect(s.base).toBe('plotwise_base');
    expect(OFFLINE_BASE).toBe('plotwise_base');
    expect(BASE_LAYERS[0]!.id).toBe('plotwise_base');
    expect(BASE_LAYERS.find((l) => l.id === s.base)?.needsInternet).toBe(false);
    expect(s.visible.plots).toBe(true);
    expect(s.visible.zoning_bouwvlak).toBe(false);
    expect(s.opacity.plots).toBe(LAYER_CATALOGUE.find((l) => l.id === 'plots')!.opacity);
  });

  it('toggles, fades and switches base maps without touching other layers', () => {
    let s = defaultLayerState();
    s = toggleLayer(s, 'zoning_bouwvlak');
    s = setLayerOpacity(s, 'plots', 1.7);
    s = setBaseLayer(s, 'none');
    expect(s).toMatchObject({ base: 'none', visible: { zoning_bouwvlak: true, plots: true }, opacity: { plots: 1 } });
  });

  it('restores a stored state, dropping layers that no longer exist and bad values', () => {
    const s = restoreLayerState({ base: 'gone', visible: { plots: false, gone: true }, opacity: { plots: 0.3, buildings: 7 } });
    expect(s.base).toBe(defaultLayerState().base);
    expect(s.visible.plots).toBe(false);
    expect('gone' in s.visible).toBe(false);
    expect(s.opacity.plots).toBe(0.3);
    expect(s.opacity.buildings).toBe(defaultLayerState().opacity.buildings);
    expect(restoreLayerState({ base: 'none' }).base).toBe('none');
    expect(restoreLayerState({ base: 'none' }).resolution).toBe('auto');
    expect(restoreLayerState({ resolution: 'light' }).resolution).toBe('light');
    expect(restoreLayerState({ resolution: 'blurry' as never }).resolution).toBe('auto');
  });

  it('keeps a stored base map choice: none stays none, an online one stays, nothing stored gets our own', () => {
    expect(restoreLayerState({ base: 'none', visible: { plots: true } }).base).toBe('none');
    expect(restoreLayerState({ base: 'brt_grijs' }).base).toBe('brt_grijs');
    expect(restoreLayerState({ base: 'plotwise_base' }).base).toBe('plotwise_base');
    expect(restoreLayerState(undefined).base).toBe('plotwise_base');
    expect(restoreLayerState({ visible: { plots: false } }).base).toBe('plotwise_base');
  });
});
