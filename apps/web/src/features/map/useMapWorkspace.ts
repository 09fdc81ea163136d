import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMapView } from '../../app/useRouteMapView';
import type { MapView } from '../../lib/mapView';
import { OFFLINE_BASE, type LayerState } from './layerState';
import type { MapCanvasProps } from './MapCanvas';
import { useLayerChoice } from './useLayerChoice';
import { useMapMode, type MapModeOptions } from './useMapMode';
import type { MapFocus } from './useLocationFocus';
import { useOpenOnData, type MapFrame } from './useOpenOnData';

export interface MapWorkspaceOptions {
  /** where the map opens without a view in its address (useOpenOnData); `pitch`: it opens tilted */
  open: { minZoom: number; pitch?: number; focus?: MapFocus; frame?: MapFrame };
  /** changes the first layer state of this screen (the 3D screen shows extruded buildings) */
  adjustLayers?: (s: LayerState) => LayerState;
  /** the modes: the first one, the screen's own options, what a click selects, the events the screen acts on */
  modes: MapModeOptions;
}

/** What MapCanvas takes from the workspace. */
type CanvasBinding = Pick<MapCanvasProps, 'view' | 'onViewChange' | 'layers' | 'language' | 'mode' | 'selectedPlotIds' | 'sketch' | 'onClick' | 'onDoubleClick' | 'onBaseMapError' | 'onLayerAvailable'>;

/**
 * The one shell of the map workspaces (the /map screens and the site search): the view in the address
 * (useRouteMapView), the layers kept for the user (useLayerChoice), opening on the data or on what the screen is
 * about (useOpenOnData), a base map that cannot load, and the current mode with its state (useMapMode).
 * `canvas` is what MapCanvas takes; null until the view is known. MapShell draws it with the base map notice.
 */
export function useMapWorkspace({ open, adjustLayers, modes }: MapWorkspaceOptions) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'nl' ? 'nl' : 'en';
  const { view, setView, isDefault, inRoute } = useRouteMapView();
  const [layers, setChosenLayers] = useLayerChoice(adjustLayers);
  const mode = useMapMode(modes);
  const [baseMapError, setBaseMapError] = useState(false);
  const [failedLayers, setFailedLayers] = useState<readonly string[]>([]);

  useOpenOnData({ isDefault, inRoute }, setView, open);
  useOpensTilted(view, setView, open.pitch);

  const onBaseMapError = useCallback(() => setBaseMapError(true), []);
  // a layer switched off forgets its failure: switched on again, its tiles are asked again
  const setLayers = useCallback(
    (next: LayerState) => {
      setChosenLayers(next);
      setFailedLayers((ids) => (ids.every((id) => next.visible[id]) ? ids : ids.filter((id) => next.visible[id])));
    },
    [setChosenLayers],
  );
  const onLayerAvailable = useCallback(
    (id: string, available: boolean) =>
      setFailedLayers((ids) => (available ? (ids.includes(id) ? ids.filter((x) => x !== id) : ids) : ids.includes(id) ? ids : [...ids, id])),
    [],
  );
  const canvas: CanvasBinding | null = view
    ? { view, onViewChange: setView, layers, language, mode: mode.mode, selectedPlotIds: mode.selection, sketch: mode.sketch, onClick: mode.onClick, onDoubleClick: mode.onDoubleClick, onBaseMapError, onLayerAvailable }
    : null;
  return {
    view,
    setView,
    layers,
    setLayers,
    language,
    /** the current mode, its state and its inputs */
    mode,
    canvas,
    /** the visible layers whose online source fails (their tiles answer an error): the layer panel says so */
    unavailableLayers: failedLayers,
    baseMap: {
      /** an online base map failed to load (not ours, which needs no internet) */
      failed: baseMapError && layers.base !== 'none' && layers.base !== OFFLINE_BASE,
      dismiss: () => setBaseMapError(false),
      switchToOffline: () => setLayers({ ...layers, base: OFFLINE_BASE }),
    },
  };
}

export type MapWorkspace = ReturnType<typeof useMapWorkspace>;

/** A map that opens tilted (the 3D buildings) does so once, unless the address asks for a pitch of its own. */
function useOpensTilted(view: MapView | undefined, setView: (view: Partial<MapView>) => void, pitch: number | undefined) {
  const tilted = useRef(false);
  useEffect(() => {
    if (pitch === undefined || tilted.current || !view) return;
    tilted.current = true;
    if (view.pitch === 0) setView({ pitch });
  }, [pitch, view, setView]);
}
