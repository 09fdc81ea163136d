import { useCallback, useMemo, useState } from 'react';
import { storedSettings } from '../../app/storedSettings';
import { useUserCfg } from '../../app/useUserCfg';
import { LAYERS_KEY, restoreLayerState, type LayerState } from './layerState';

/**
 * The layers a map screen shows: the user's choice kept in this browser (shared by every map screen), except
 * whether the company's locations show, which is the user's setting (user cfg showlocations) on every device.
 * `adjust` changes the first state of one screen (the 3D screen shows extruded buildings).
 */
export function useLayerChoice(adjust?: (s: LayerState) => LayerState): [LayerState, (s: LayerState) => void] {
  const [layers, setLayersState] = useState<LayerState>(() => {
    const s = restoreLayerState(storedSettings.get<Partial<LayerState>>(LAYERS_KEY));
    return adjust ? adjust(s) : s;
  });
  const { cfg, update } = useUserCfg();
  const shown = useMemo<LayerState>(() => ({ ...layers, visible: { ...layers.visible, locations: cfg.showlocations } }), [layers, cfg.showlocations]);
  const setLayers = useCallback(
    (s: LayerState) => {
      if (s.visible.locations !== undefined && s.visible.locations !== cfg.showlocations) update({ showlocations: s.visible.locations });
      setLayersState(s);
      storedSettings.set(LAYERS_KEY, s);
    },
    [cfg.showlocations, update],
  );
  return [shown, setLayers];
}
