import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  AttributionControl,
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  type GeoJSONSource,
  type MapGeoJSONFeature,
  type StyleSpecification,
  type VectorTileSource,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { LAYER_CATALOGUE } from '@plotwise/contracts/layers/layerCatalogue';
import { styleForLayer } from '@plotwise/contracts/layers/toMapStyle';
import { appConfig } from '../../app/environment';
import type { MapView } from '../../lib/mapView';
import type { LayerState } from './layerState';
import { buildMapStyle, opacityPaint, type MapStyleOptions } from './mapStyle';
import { installShapeEdit, syncShapeEdit, type ShapeEditBinding } from './shapeEditLayer';
import type { FeatureCollection } from './featureCollection';
import type { Sketch } from './sketch';
import { MAP_MODES } from './modes';
import type { MapMode } from './modes/mapMode';

// Without this MapLibre looks for its worker next to the bundle and the map stays blank under Vite.
setWorkerUrl(workerUrl);

export interface MapClick {
  lngLat: [number, number];
  plot: { id: number; properties: Record<string, unknown> } | null;
  location: { id: number; properties: Record<string, unknown> } | null;
  /** a feature of the overlay under the click (e.g. a search match), when there is an overlay */
  overlay: { id: number | null; properties: Record<string, unknown> } | null;
  /** a parcel of the site being edited (the `shapes` prop) under the click */
  shape: { id: number; properties: Record<string, unknown> } | null;
}

/** An extra vector tile layer drawn on top of the catalogue layers, e.g. the search matches coloured by score. */
export interface MapOverlay {
  /** MapLibre layer id (its source is `overlay-${id}`) */
  id: string;
  /** absolute tile URL template with {z}/{x}/{y} */
  tiles: string;
  sourceLayer: string;
  paint: Record<string, unknown>;
  /** deepest zoom the tiles are cut for; the map overzooms beyond it */
  maxzoom?: number;
}

export interface MapCanvasProps {
  view: MapView;
  onViewChange: (view: MapView) => void;
  layers: LayerState;
  language: 'nl' | 'en';
  /** the current mode: the map draws what it draws (`features`) and shows its pointer */
  mode: MapMode;
  selectedPlotIds: number[];
  sketch: Sketch;
  onClick: (click: MapClick) => void;
  onDoubleClick?: () => void;
  /** raster tiles that fail to load (no internet): the screen says so once */
  onBaseMapError?: () => void;
  /** a location to outline more strongly (the detail screen) */
  highlightLocationId?: number | null;
  label: string;
  overlay?: MapOverlay | null;
  /** the visible map as [west, south, east, north] degrees, after every move */
  onBoundsChange?: (bounds: [number, number, number, number]) => void;
  /** move to a new `view` in a flight instead of a jump */
  animateViewChanges?: boolean;
  /** what the user-drawn catalogue layers show (buildable area, measurements), by layer id */
  userData?: Partial<Record<string, FeatureCollection>>;
  /** the parcels of the site being edited, outlined; a click on one reports it as `shape` */
  shapes?: FeatureCollection | null;
  /** the company's locations as pins, clustered or not, in the user's pin colour (also the colour of their plots) */
  pins?: LocationPins | null;
  /** the area whose corners are being edited, with what dragging its handles does (shapeEditLayer.ts) */
  shapeEdit?: ShapeEditBinding | null;
  /** the location's drawn geometry custom fields, outlined */
  fieldShapes?: FeatureCollection | null;
}

/** The pins of the locations layer: points with the tile layer's properties, and a MapLibre colour expression. */
export interface LocationPins {
  data: FeatureCollection;
  cluster: boolean;
  color: unknown;
}


const tileUrlBase = () => new URL(`${appConfig().services.api}/tiles`, window.location.href).href.replace(/\/$/, '');

const SELECTION = 'plots-selection';
const SKETCH = 'sketch';
const SHAPES = 'site-shapes';
const emptyCollection: FeatureCollection = { type: 'FeatureCollection', features: [] };
const PLOT_HIT = 'plots-hit';
const PINS = 'location-pins';
const PIN_CLUSTERS = `${PINS}-cluster`;
const OVERLAY_SOURCE = 'overlay-';
const plotsMinZoom = LAYER_CATALOGUE.find((l) => l.id === 'plots')?.minZoom ?? 14;

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

  // create once
  useEffect(() => {
    const opts: MapStyleOptions = { tileUrlBase: tileUrlBase(), language: latest.current.language };
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
    });
    mapRef.current = map;
    map.addControl(new NavigationControl({ visualizePitch: true }), 'top-right');
    map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
    map.addControl(new AttributionControl({ compact: true }), 'bottom-right');
    map.on('load', () => {
      styleReady.current = true;
      // plots are drawn as outlines; an invisible fill makes the whole parcel clickable
      map.addLayer({ id: PLOT_HIT, type: 'fill', source: 'plotwise-plots', 'source-layer': 'plots', minzoom: plotsMinZoom, paint: { 'fill-color': '#000000', 'fill-opacity': 0 }, layout: { visibility: latest.current.layers.visible.plots ? 'visible' : 'none' } });
      map.addLayer({ id: `${SELECTION}-fill`, type: 'fill', source: 'plotwise-plots', 'source-layer': 'plots', filter: ['in', ['id'], ['literal', []]], paint: { 'fill-color': '#e8590c', 'fill-opacity': 0.35 } });
      map.addLayer({ id: SELECTION, type: 'line', source: 'plotwise-plots', 'source-layer': 'plots', filter: ['in', ['id'], ['literal', []]], paint: { 'line-color': '#d9480f', 'line-width': 3 } });
      map.addSource(SHAPES, { type: 'geojson', data: emptyCollection as never, promoteId: 'id' });
      map.addLayer({ id: `${SHAPES}-fill`, type: 'fill', source: SHAPES, paint: { 'fill-color': ['case', ['boolean', ['get', 'selected'], false], '#e8590c', '#2f9e44'], 'fill-opacity': 0.25 } });
      map.addLayer({ id: `${SHAPES}-line`, type: 'line', source: SHAPES, paint: { 'line-color': ['case', ['boolean', ['get', 'selected'], false], '#d9480f', '#2b8a3e'], 'line-width': 2.5 } });
      map.addSource(SKETCH, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      map.addLayer({ id: `${SKETCH}-area`, type: 'fill', source: SKETCH, filter: ['==', ['get', 'kind'], 'area'], paint: { 'fill-color': '#1c7ed6', 'fill-opacity': 0.2 } });
      map.addLayer({ id: `${SKETCH}-line`, type: 'line', source: SKETCH, filter: ['==', ['get', 'kind'], 'line'], paint: { 'line-color': '#1c7ed6', 'line-width': 2, 'line-dasharray': [2, 1] } });
      map.addLayer({ id: `${SKETCH}-vertex`, type: 'circle', source: SKETCH, filter: ['==', ['get', 'kind'], 'vertex'], paint: { 'circle-color': '#ffffff', 'circle-radius': 4, 'circle-stroke-color': '#1c7ed6', 'circle-stroke-width': 2 } });
      installShapeEdit(map, () => latest.current.shapeEdit);
      syncShapeEdit(map, latest.current.shapeEdit?.edit, latest.current.fieldShapes);
      syncSelection(map, latest.current.selectedPlotIds);
      syncSketch(map, latest.current);
      syncOverlay(map, latest.current.overlay ?? null);
      syncUserData(map, latest.current.userData, latest.current.shapes);
      syncPins(map, latest.current.pins ?? null, !!latest.current.layers.visible.locations);
      latest.current.onBoundsChange?.(boundsOf(map));
    });
    map.on('moveend', () => {
      const c = map.getCenter();
      latest.current.onViewChange({ zoom: map.getZoom(), lat: c.lat, lon: c.lng, pitch: map.getPitch(), bearing: map.getBearing() });
      latest.current.onBoundsChange?.(boundsOf(map));
    });
    map.on('click', (e) => {
      const at = (layerIds: string[]) => {
        const present = layerIds.filter((id) => map.getLayer(id));
        return present.length ? map.queryRenderedFeatures(e.point, { layers: present }) : [];
      };
      const pick = (f: MapGeoJSONFeature | undefined, idKey?: string) =>
        f ? { id: Number(idKey ? f.properties[idKey] : f.id), properties: f.properties as Record<string, unknown> } : null;
      // a cluster of pins opens up: the map zooms to where it splits
      const cluster = at([PIN_CLUSTERS])[0];
      if (cluster) {
        void (map.getSource(PINS) as GeoJSONSource).getClusterExpansionZoom(Number(cluster.properties.cluster_id)).then((zoom) => map.easeTo({ center: e.lngLat, zoom }));
        return;
      }
      latest.current.onClick({
        lngLat: [e.lngLat.lng, e.lngLat.lat],
        plot: pick(at([PLOT_HIT, `${SELECTION}-fill`]).find((f) => f.sourceLayer === 'plots')),
        location: pick(at([PINS, ...layerIdsOf('locations')])[0], 'location_id'),
        overlay: (() => {
          const o = latest.current.overlay;
          const f = o ? at([o.id])[0] : undefined;
          return f ? { id: f.id === undefined ? null : Number(f.id), properties: f.properties as Record<string, unknown> } : null;
        })(),
        shape: pick(at([`${SHAPES}-fill`])[0]),
      });
    });
    map.on('dblclick', () => latest.current.onDoubleClick?.());
    map.on('error', (e) => {
      const source = (e as { sourceId?: string }).sourceId;
      if (source?.startsWith('remote-')) latest.current.onBaseMapError?.();
    });
    // the browser tests wait for the map's idle event and read what it drew
    if (appConfig().environment !== 'production') (window as unknown as { __plotwiseMap?: MapLibreMap }).__plotwiseMap = map;
    return () => {
      map.remove();
      mapRef.current = null;
      styleReady.current = false;
    };
  }, []);

  // the route's view (back/forward, a search result) moves the map; the map's own moves come back equal
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const c = map.getCenter();
    const v = props.view;
    const moved = Math.abs(c.lat - v.lat) > 1e-6 || Math.abs(c.lng - v.lon) > 1e-6 || Math.abs(map.getZoom() - v.zoom) > 0.01;
    if (moved || Math.abs(map.getPitch() - v.pitch) > 0.1 || Math.abs(map.getBearing() - v.bearing) > 0.1) {
      const target = { center: [v.lon, v.lat] as [number, number], zoom: v.zoom, pitch: v.pitch, bearing: v.bearing };
      if (latest.current.animateViewChanges) map.flyTo({ ...target, duration: 1200 });
      else map.jumpTo(target);
    }
  }, [props.view]);

  // the overlay follows its tile URL (a new query is a new URL)
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const apply = () => syncOverlay(map, latest.current.overlay ?? null);
    whenStyleReady(map, apply);
  }, [props.overlay]);

  // layer visibility and opacity
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const apply = () => {
      const opts = { tileUrlBase: tileUrlBase(), language: props.language };
      for (const def of LAYER_CATALOGUE) {
        const visible = def.role === 'base' ? props.layers.base === def.id : !!props.layers.visible[def.id];
        const opacity = def.role === 'base' ? def.opacity : (props.layers.opacity[def.id] ?? def.opacity);
        for (const l of styleForLayer(def, opts).layers) {
          if (!map.getLayer(l.id)) continue;
          // with pins, the locations' points are drawn by the pins (clustered or not), their plots by the tiles
          const drawnByPins = l.id === 'locations' && !!latest.current.pins;
          map.setLayoutProperty(l.id, 'visibility', visible && !drawnByPins ? 'visible' : 'none');
          for (const [k, val] of Object.entries(opacityPaint(l.type, l.id.endsWith('-fill') ? opacity * 0.4 : opacity))) map.setPaintProperty(l.id, k as 'fill-opacity', val);
        }
      }
    };
    const withHit = () => {
      apply();
      if (map.getLayer(PLOT_HIT)) map.setLayoutProperty(PLOT_HIT, 'visibility', props.layers.visible.plots ? 'visible' : 'none');
    };
    whenStyleReady(map, withHit);
  }, [props.layers, props.language]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(SELECTION)) syncSelection(map, props.selectedPlotIds);
  }, [props.selectedPlotIds]);

  const pinsShown = !!props.layers.visible.locations;
  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(SELECTION)) syncPins(map, props.pins ?? null, pinsShown);
  }, [props.pins, pinsShown]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getSource(SHAPES)) syncUserData(map, props.userData, props.shapes);
  }, [props.userData, props.shapes]);

  const edited = props.shapeEdit?.edit;
  useEffect(() => {
    const map = mapRef.current;
    if (map?.getSource(SKETCH)) syncShapeEdit(map, edited, props.fieldShapes);
  }, [edited, props.fieldShapes]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getSource(SKETCH)) syncSketch(map, latest.current);
    const canvas = map?.getCanvas();
    if (canvas) canvas.style.cursor = MAP_MODES[props.mode].cursor;
  }, [props.sketch, props.mode]);

  return <div ref={container} role="region" aria-label={props.label} style={{ position: 'absolute', inset: 0 }} data-testid="map" />;
}

function layerIdsOf(entryId: string): string[] {
  const def = LAYER_CATALOGUE.find((l) => l.id === entryId);
  return def ? styleForLayer(def, { tileUrlBase: '', language: 'nl' }).layers.map((l) => l.id) : [];
}

function syncSelection(map: MapLibreMap, ids: number[]) {
  const filter = ['in', ['id'], ['literal', ids]] as unknown as Parameters<MapLibreMap['setFilter']>[1];
  map.setFilter(SELECTION, filter);
  map.setFilter(`${SELECTION}-fill`, filter);
}

function boundsOf(map: MapLibreMap): [number, number, number, number] {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

function syncOverlay(map: MapLibreMap, overlay: MapOverlay | null) {
  const sourceId = overlay ? `${OVERLAY_SOURCE}${overlay.id}` : null;
  // an overlay that is gone or replaced by another one
  for (const layer of map.getStyle().layers) {
    const source = (layer as { source?: string }).source;
    if (source?.startsWith(OVERLAY_SOURCE) && source !== sourceId) {
      map.removeLayer(layer.id);
      if (map.getSource(source)) map.removeSource(source);
    }
  }
  if (!overlay || !sourceId) return;
  const source = map.getSource(sourceId) as VectorTileSource | undefined;
  if (source) {
    if (source.tiles?.[0] !== overlay.tiles) source.setTiles([overlay.tiles]);
    return;
  }
  map.addSource(sourceId, { type: 'vector', tiles: [overlay.tiles], maxzoom: overlay.maxzoom ?? 16 });
  map.addLayer({ id: overlay.id, type: 'circle', source: sourceId, 'source-layer': overlay.sourceLayer, paint: overlay.paint as never });
}

/** The pins' source is rebuilt when clustering is switched (MapLibre fixes it when the source is added). */
const clusteredPins = new WeakMap<MapLibreMap, boolean>();

function syncPins(map: MapLibreMap, pins: LocationPins | null, visible: boolean) {
  const current = map.getSource(PINS) as GeoJSONSource | undefined;
  if (current && (!pins || clusteredPins.get(map) !== pins.cluster)) {
    map.removeLayer(PIN_CLUSTERS);
    map.removeLayer(PINS);
    map.removeSource(PINS);
  }
  if (!pins) return;
  if (!map.getSource(PINS)) {
    clusteredPins.set(map, pins.cluster);
    map.addSource(PINS, { type: 'geojson', data: pins.data as never, cluster: pins.cluster, clusterRadius: 40, clusterMaxZoom: 14 });
    map.addLayer({ id: PIN_CLUSTERS, type: 'circle', source: PINS, filter: ['has', 'point_count'], paint: { 'circle-color': '#1f3b57', 'circle-opacity': 0.85, 'circle-radius': ['step', ['get', 'point_count'], 11, 10, 15, 50, 20], 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 } });
    map.addLayer({ id: PINS, type: 'circle', source: PINS, filter: ['!', ['has', 'point_count']], paint: { 'circle-radius': 6, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 } });
  } else (map.getSource(PINS) as GeoJSONSource).setData(pins.data as never);
  map.setPaintProperty(PINS, 'circle-color', pins.color as never);
  // the plots of a location take its pin's colour
  for (const [id, property] of [['locations-fill', 'fill-color'], ['locations-line', 'line-color']] as const)
    if (map.getLayer(id)) map.setPaintProperty(id, property, pins.color as never);
  for (const id of [PINS, PIN_CLUSTERS]) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
  if (map.getLayer('locations')) map.setLayoutProperty('locations', 'visibility', 'none');
}

/** What the current mode draws (its sketch, a picked point). */
function syncSketch(map: MapLibreMap, { mode, sketch, selectedPlotIds }: MapCanvasProps) {
  (map.getSource(SKETCH) as GeoJSONSource).setData(MAP_MODES[mode].features({ sketch, selection: selectedPlotIds }) as never);
}

function syncUserData(map: MapLibreMap, userData: MapCanvasProps['userData'], shapes: FeatureCollection | null | undefined) {
  for (const [id, data] of Object.entries(userData ?? {})) (map.getSource(`user-${id}`) as GeoJSONSource | undefined)?.setData((data ?? emptyCollection) as never);
  (map.getSource(SHAPES) as GeoJSONSource | undefined)?.setData((shapes ?? emptyCollection) as never);
}
