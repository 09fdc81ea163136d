import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Map as MapLibreMap, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { layerOfReprojectedSource } from '@plotwise/contracts/layers/toMapStyle';
import { appConfig } from '../../lib/environment';
import type { MapView } from '../../lib/mapView';
import type { MapCanvasProps } from './mapCanvasTypes';
import {
  addCanvasLayers,
  boundsOf,
  handleMapClick,
  SELECTION,
  SHAPES,
  SKETCH,
  syncCanvasLayers,
  syncLayerVisibility,
  syncOverlay,
  syncPins,
  syncSelection,
  syncSketch,
  syncUserData,
  tileUrlBase,
} from './mapLayers';
import { buildMapStyle, type MapStyleOptions } from './mapStyle';
import { tileArchives } from './tileArchives';
import { installShapeEdit, syncShapeEdit } from './shapeEditLayer';
import { MAP_MODES } from './modes';
import { isSoftwareRenderer, labelFadeMilliseconds, mapPixelRatio, probeSoftwareRendering, rendererOf } from './mapResolution';
import { mapControlLocale, useMapControls } from './mapControls';

export type { LocationPins, MapCanvasProps, MapClick, MapOverlay } from './mapCanvasTypes';

// Without this MapLibre looks for its worker next to the bundle and the map stays blank under Vite.
setWorkerUrl(workerUrl);

/**
 * Creates the map once into `container` (createMap) and removes it when the canvas goes; true once it is made, so the
 * effects that bring it up to date with the props run again then (it is made after the archives' listing is in).
 */
function useMapLibre({
  container,
  mapRef,
  styleReady,
  latest,
}: {
  container: RefObject<HTMLDivElement | null>;
  mapRef: RefObject<MapLibreMap | null>;
  styleReady: RefObject<boolean>;
  latest: RefObject<MapCanvasProps>;
}): boolean {
  const [made, setMade] = useState(false);
  // create once, when the listing of the static tile archives is in (at most 1.5 s; a layer without one reads tiles)
  useEffect(() => {
    let map: MapLibreMap | null = null;
    let gone = false;
    void tileArchives().then((archives) => {
      if (gone) return;
      map = createMap({ container, mapRef, styleReady, latest }, { tileUrlBase: tileUrlBase(), language: latest.current.language, archives });
      setMade(true);
    });
    return () => {
      gone = true;
      map?.remove();
      mapRef.current = null;
      styleReady.current = false;
    };
  }, [container, mapRef, styleReady, latest]);
  return made;
}

/** The map itself (from the props of the first render), its events wired to the newest props; 'load' sets `styleReady`. */
function createMap({ container, mapRef, styleReady, latest }: Parameters<typeof useMapLibre>[0], opts: MapStyleOptions): MapLibreMap {
  const v = latest.current.view;
  const map = new MapLibreMap({
    container: container.current!,
    style: buildMapStyle(latest.current.layers, opts) as unknown as StyleSpecification,
    center: [v.lon, v.lat],
    zoom: v.zoom,
    pitch: v.pitch,
    bearing: v.bearing,
    maxPitch: 70,
    attributionControl: false,
    doubleClickZoom: false,
    locale: mapControlLocale(latest.current.language),
    fadeDuration: labelFadeMilliseconds(latest.current.layers.resolution, probeSoftwareRendering()),
  });
  mapRef.current = map;
  // before the first frame (MapLibre draws on the next animation frame)
  map.setPixelRatio(mapPixelRatio(latest.current.layers.resolution, window.devicePixelRatio, isSoftwareRenderer(rendererOf(map.getCanvas()))));
  map.on('load', () => {
    styleReady.current = true;
    addCanvasLayers(map, !!latest.current.layers.visible.plots);
    installShapeEdit(map, () => latest.current.shapeEdit);
    syncCanvasLayers(map, latest.current);
    latest.current.onBoundsChange?.(boundsOf(map));
  });
  map.on('moveend', () => {
    const c = map.getCenter();
    latest.current.onViewChange({ zoom: map.getZoom(), lat: c.lat, lon: c.lng, pitch: map.getPitch(), bearing: map.getBearing() });
    latest.current.onBoundsChange?.(boundsOf(map));
  });
  map.on('click', (e) => handleMapClick(map, e, latest.current));
  map.on('dblclick', () => latest.current.onDoubleClick?.());
  map.on('error', (e) => {
    const source = (e as { sourceId?: string }).sourceId;
    if (source?.startsWith('remote-')) latest.current.onBaseMapError?.();
    const layer = layerOfReprojectedSource(source);
    if (layer) latest.current.onLayerAvailable?.(layer, false);
  });
  // a tile of such a layer that loads after a failure: its source answers again
  map.on('data', (e) => {
    const d = e as { dataType?: string; sourceId?: string; tile?: unknown };
    const layer = d.dataType === 'source' && d.tile ? layerOfReprojectedSource(d.sourceId) : null;
    if (layer) latest.current.onLayerAvailable?.(layer, true);
  });
  // the browser tests wait for the map's idle event and read what it drew
  if (appConfig().environment !== 'production') (window as unknown as { __plotwiseMap?: MapLibreMap }).__plotwiseMap = map;
  return map;
}

/** The route's view (back/forward, a search result) moves the map; the map's own moves come back equal. */
function useFollowView(mapRef: RefObject<MapLibreMap | null>, view: MapView, latest: RefObject<MapCanvasProps>, made: boolean) {
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const c = map.getCenter();
    const v = view;
    const moved = Math.abs(c.lat - v.lat) > 1e-6 || Math.abs(c.lng - v.lon) > 1e-6 || Math.abs(map.getZoom() - v.zoom) > 0.01;
    if (moved || Math.abs(map.getPitch() - v.pitch) > 0.1 || Math.abs(map.getBearing() - v.bearing) > 0.1) {
      const target = { center: [v.lon, v.lat] as [number, number], zoom: v.zoom, pitch: v.pitch, bearing: v.bearing };
      if (latest.current.animateViewChanges) map.flyTo({ ...target, duration: 1200 });
      else map.jumpTo(target);
    }
  }, [mapRef, view, latest, made]);
}

/**
 * The only place that constructs a MapLibre map. Layers come from the catalogue (contracts/layers); the
 * screen owns the state (view, layers, mode, selection, sketch) and this component mirrors it onto the map.
 */
export function MapCanvas(props: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  // set on the map's 'load': MapLibre's isStyleLoaded() is also false while any tile is loading, and 'load' fires
  // once, so an update deferred to 'load' after that was lost (a saved query kept the previous overlay)
  const styleReady = useRef(false);
  const whenStyleReady = (map: MapLibreMap, apply: () => void) => {
    if (styleReady.current) apply();
    else map.once('load', apply);
  };
  // the map's event handlers read the newest props without re-registering
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const made = useMapLibre({ container, mapRef, styleReady, latest });
  useMapControls(mapRef, props.language, made);
  useFollowView(mapRef, props.view, latest, made);

  // the overlay follows its tile URL (a new query is a new URL)
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const apply = () => syncOverlay(map, latest.current.overlay ?? null);
    whenStyleReady(map, apply);
  }, [props.overlay, made]);

  // the resolution the user picks in the layer panel
  const resolution = props.layers.resolution;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const ratio = mapPixelRatio(resolution, window.devicePixelRatio, isSoftwareRenderer(rendererOf(map.getCanvas())));
    if (map.getPixelRatio() !== ratio) map.setPixelRatio(ratio);
  }, [resolution, made]);

  // layer visibility and opacity
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    whenStyleReady(map, () => syncLayerVisibility(map, props.layers, props.language, !!latest.current.pins));
  }, [props.layers, props.language, made]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(SELECTION)) syncSelection(map, props.selectedPlotIds);
  }, [props.selectedPlotIds, made]);

  const pinsShown = !!props.layers.visible.locations;
  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(SELECTION)) syncPins(map, props.pins ?? null, pinsShown);
  }, [props.pins, pinsShown, made]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getSource(SHAPES)) syncUserData(map, props.userData, props.shapes);
  }, [props.userData, props.shapes, made]);

  const edited = props.shapeEdit?.edit;
  useEffect(() => {
    const map = mapRef.current;
    if (map?.getSource(SKETCH)) syncShapeEdit(map, edited, props.fieldShapes);
  }, [edited, props.fieldShapes, made]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getSource(SKETCH)) syncSketch(map, latest.current);
    const canvas = map?.getCanvas();
    if (canvas) canvas.style.cursor = MAP_MODES[props.mode].cursor;
  }, [props.sketch, props.mode, made]);

  return <div ref={container} role="region" aria-label={props.label} style={{ position: 'absolute', inset: 0 }} data-testid="map" />;
}
