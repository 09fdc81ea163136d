import { Box } from '@mantine/core';
import type { LngLat } from '@plotwise/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedSettings } from '../../app/storedSettings';
import type { MapView } from '../../lib/mapView';
import { LAYERS_KEY, restoreLayerState, type LayerState } from '../map/layerState';
import { MapCanvas } from '../map/MapCanvas';
import type { FeatureCollection } from '../map/featureCollection';
import { emptySketch, lngLatOfMap, type MapLngLat } from '../map/sketch';
import { zoomForBbox } from '../map/zoomForBbox';

const NO_PLOTS: number[] = [];

/** The user's layer choice of the map screens (the same stored state), read once. */
export function useStoredLayers(): LayerState {
  const [layers] = useState<LayerState>(() => restoreLayerState(storedSettings.get<Partial<LayerState>>(LAYERS_KEY)));
  return layers;
}

/**
 * A map a debug screen clicks on: the shared MapCanvas with the user's layers, its own view (these routes carry no
 * view), and the screen's shapes outlined on top.
 */
export function DebugMap({
  view,
  onViewChange,
  onPick,
  shapes,
  label,
  height = 360,
}: {
  view: MapView;
  onViewChange: (v: MapView) => void;
  onPick?: (lngLat: LngLat) => void;
  shapes?: FeatureCollection | null;
  label: string;
  height?: number | string;
}) {
  const { i18n } = useTranslation();
  const layers = useStoredLayers();
  const onClick = useCallback((c: { lngLat: MapLngLat }) => onPick?.(lngLatOfMap(c.lngLat)), [onPick]);
  return (
    <Box pos="relative" h={height} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, overflow: 'hidden' }}>
      <MapCanvas
        view={view}
        onViewChange={onViewChange}
        layers={layers}
        language={i18n.language === 'nl' ? 'nl' : 'en'}
        mode="default"
        selectedPlotIds={NO_PLOTS}
        sketch={emptySketch}
        onClick={onClick}
        shapes={shapes ?? null}
        label={label}
      />
    </Box>
  );
}

/** A GeoJSON geometry (or several) as the feature collection the map outlines. */
export function shapesOf(geometries: unknown[]): FeatureCollection {
  return { type: 'FeatureCollection', features: geometries.map((geometry, i) => ({ type: 'Feature', id: i + 1, properties: {}, geometry })) };
}

/** A view centred on a WGS84 box, zoomed to show it. */
export function viewOfBbox(bbox: [number, number, number, number], base: MapView): MapView {
  const [w, s, e, n] = bbox;
  return { ...base, lat: (s + n) / 2, lon: (w + e) / 2, zoom: zoomForBbox(bbox) };
}
