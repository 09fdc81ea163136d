import type { GeoJSONSource, Map as MapLibreMap, MapGeoJSONFeature, MapMouseEvent } from 'maplibre-gl';
import { LAYER_CATALOGUE } from '@plotwise/contracts/layers/layerCatalogue';
import { styleForLayer } from '@plotwise/contracts/layers/toMapStyle';
import { appConfig } from '../../lib/environment';
import type { FeatureCollection } from './featureCollection';
import type { LayerState } from './layerState';
import type { LocationPins, MapCanvasProps, MapOverlay } from './mapCanvasTypes';
import { opacityPaint } from './mapStyle';
import { syncShapeEdit } from './shapeEditLayer';
import { MAP_MODES } from './modes';

// The layers MapCanvas adds to the catalogue's style (click target, selection, site shapes, sketch, pins,
// overlay) and the functions that bring the map up to date with its props.

/** Where the tile layers of the catalogue are served, as an absolute URL without a trailing slash. */
export const tileUrlBase = () => new URL(`${appConfig().services.api}/tiles`, window.location.href).href.replace(/\/$/, '');

/** The selection's line layer; its presence says our layers are installed. */
export const SELECTION = 'plots-selection';
/** The sketch's source; its presence says our sources are installed. */
export const SKETCH = 'sketch';
/** The site shapes' source (the `shapes` prop). */
export const SHAPES = 'site-shapes';
const emptyCollection: FeatureCollection = { type: 'FeatureCollection', features: [] };
// the invisible fill that makes a whole parcel clickable
const PLOT_HIT = 'plots-hit';
const PINS = 'location-pins';
const PIN_CLUSTERS = `${PINS}-cluster`;
const OVERLAY_SOURCE = 'overlay-';
const plotsMinZoom = LAYER_CATALOGUE.find((l) => l.id === 'plots')?.minZoom ?? 14;

/** Adds our own sources and layers on top of the catalogue's, once the style has loaded. */
export function addCanvasLayers(map: MapLibreMap, plotsVisible: boolean) {
  // plots are drawn as outlines; an invisible fill makes the whole parcel clickable
  map.addLayer({ id: PLOT_HIT, type: 'fill', source: 'plotwise-plots', 'source-layer': 'plots', minzoom: plotsMinZoom, paint: { 'fill-color': '#000000', 'fill-opacity': 0 }, layout: { visibility: plotsVisible ? 'visible' : 'none' } });
  map.addLayer({ id: `${SELECTION}-fill`, type: 'fill', source: 'plotwise-plots', 'source-layer': 'plots', filter: ['in', ['id'], ['literal', []]], paint: { 'fill-color': '#e8590c', 'fill-opacity': 0.35 } });
  map.addLayer({ id: SELECTION, type: 'line', source: 'plotwise-plots', 'source-layer': 'plots', filter: ['in', ['id'], ['literal', []]], paint: { 'line-color': '#d9480f', 'line-width': 3 } });
  map.addSource(SHAPES, { type: 'geojson', data: emptyCollection as never, promoteId: 'id' });
  map.addLayer({ id: `${SHAPES}-fill`, type: 'fill', source: SHAPES, paint: { 'fill-color': ['case', ['boolean', ['get', 'selected'], false], '#e8590c', '#2f9e44'], 'fill-opacity': 0.25 } });
  map.addLayer({ id: `${SHAPES}-line`, type: 'line', source: SHAPES, paint: { 'line-color': ['case', ['boolean', ['get', 'selected'], false], '#d9480f', '#2b8a3e'], 'line-width': 2.5 } });
  map.addSource(SKETCH, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({ id: `${SKETCH}-area`, type: 'fill', source: SKETCH, filter: ['==', ['get', 'kind'], 'area'], paint: { 'fill-color': '#1c7ed6', 'fill-opacity': 0.2 } });
  map.addLayer({ id: `${SKETCH}-line`, type: 'line', source: SKETCH, filter: ['==', ['get', 'kind'], 'line'], paint: { 'line-color': '#1c7ed6', 'line-width': 2, 'line-dasharray': [2, 1] } });
  map.addLayer({ id: `${SKETCH}-vertex`, type: 'circle', source: SKETCH, filter: ['==', ['get', 'kind'], 'vertex'], paint: { 'circle-color': '#ffffff', 'circle-radius': 4, 'circle-stroke-color': '#1c7ed6', 'circle-stroke-width': 2 } });
}

/** Brings all of our layers up to date with the props at once: on load; after it each prop's effect syncs its own. */
export function syncCanvasLayers(map: MapLibreMap, props: MapCanvasProps) {
  syncShapeEdit(map, props.shapeEdit?.edit, props.fieldShapes);
  syncSelection(map, props.selectedPlotIds);
  syncSketch(map, props);
  syncOverlay(map, props.overlay ?? null);
  syncUserData(map, props.userData, props.shapes);
  syncPins(map, props.pins ?? null, !!props.layers.visible.locations);
}

/** Shows, hides and fades the catalogue's layers as `layers` says (the plots' click target with the plots). */
export function syncLayerVisibility(map: MapLibreMap, layers: LayerState, language: MapCanvasProps['language'], pinsDrawn: boolean) {
  const opts = { tileUrlBase: tileUrlBase(), language };
  for (const def of LAYER_CATALOGUE) {
    const visible = def.role === 'base' ? layers.base === def.id : !!layers.visible[def.id];
    const opacity = def.role === 'base' ? def.opacity : (layers.opacity[def.id] ?? def.opacity);
    for (const l of styleForLayer(def, opts).layers) {
      if (!map.getLayer(l.id)) continue;
      // with pins, the locations' points are drawn by the pins (clustered or not), their plots by the tiles
      const drawnByPins = l.id === 'locations' && pinsDrawn;
      map.setLayoutProperty(l.id, 'visibility', visible && !drawnByPins ? 'visible' : 'none');
      for (const [k, val] of Object.entries(opacityPaint(l.type, l.id.endsWith('-fill') ? opacity * 0.4 : opacity))) map.setPaintProperty(l.id, k as 'fill-opacity', val);
    }
  }
  if (map.getLayer(PLOT_HIT)) map.setLayoutProperty(PLOT_HIT, 'visibility', layers.visible.plots ? 'visible' : 'none');
}

/** A click: a cluster of pins opens up (the map zooms to where it splits); anything else is reported with what lies under it. */
export function handleMapClick(map: MapLibreMap, e: MapMouseEvent, props: MapCanvasProps) {
  const at = (layerIds: string[]) => {
    const present = layerIds.filter((id) => map.getLayer(id));
    return present.length ? map.queryRenderedFeatures(e.point, { layers: present }) : [];
  };
  const pick = (f: MapGeoJSONFeature | undefined, idKey?: string) =>
    f ? { id: Number(idKey ? f.properties[idKey] : f.id), properties: f.properties as Record<string, unknown> } : null;
  const cluster = at([PIN_CLUSTERS])[0];
  if (cluster) {
    void (map.getSource(PINS) as GeoJSONSource).getClusterExpansionZoom(Number(cluster.properties.cluster_id)).then((zoom) => map.easeTo({ center: e.lngLat, zoom }));
    return;
  }
  props.onClick({
    lngLat: [e.lngLat.lng, e.lngLat.lat],
    plot: pick(at([PLOT_HIT, `${SELECTION}-fill`]).find((f) => f.sourceLayer === 'plots')),
    location: pick(at([PINS, ...layerIdsOf('locations')])[0], 'location_id'),
    overlay: (() => {
      const o = props.overlay;
      const f = o ? at([o.id])[0] : undefined;
      return f ? { id: f.id === undefined ? null : Number(f.id), properties: f.properties as Record<string, unknown> } : null;
    })(),
    shape: pick(at([`${SHAPES}-fill`])[0]),
  });
}

function layerIdsOf(entryId: string): string[] {
  const def = LAYER_CATALOGUE.find((l) => l.id === entryId);
  return def ? styleForLayer(def, { tileUrlBase: '', language: 'nl' }).layers.map((l) => l.id) : [];
}

/** Outlines and fills the selected plots. */
export function syncSelection(map: MapLibreMap, ids: number[]) {
  const filter = ['in', ['id'], ['literal', ids]] as unknown as Parameters<MapLibreMap['setFilter']>[1];
  map.setFilter(SELECTION, filter);
  map.setFilter(`${SELECTION}-fill`, filter);
}

/** The visible map as [west, south, east, north] degrees. */
export function boundsOf(map: MapLibreMap): [number, number, number, number] {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

/** Replaces, re-points or removes the overlay's source and layer. */
export function syncOverlay(map: MapLibreMap, overlay: MapOverlay | null) {
  // a source per tile URL: new tiles get a new source rather than setTiles on the old one, whose tiles still loading
  // for the URL before could land after the switch and stay drawn (the search overlay coloured 69 plots for 2
  // matches on a loaded CI machine)
  const sourceId = overlay ? `${OVERLAY_SOURCE}${overlay.id}-${urlKey(overlay.tiles)}` : null;
  // an overlay that is gone or replaced by another one
  for (const layer of map.getStyle().layers) {
    const source = (layer as { source?: string }).source;
    if (source?.startsWith(OVERLAY_SOURCE) && source !== sourceId) {
      map.removeLayer(layer.id);
      if (map.getSource(source)) map.removeSource(source);
    }
  }
  if (!overlay || !sourceId) return;
  if (map.getSource(sourceId)) return;
  map.addSource(sourceId, { type: 'vector', tiles: [overlay.tiles], maxzoom: overlay.maxzoom ?? 16 });
  map.addLayer({ id: overlay.id, type: 'circle', source: sourceId, 'source-layer': overlay.sourceLayer, paint: overlay.paint as never });
}

/** A short key of a tile URL (FNV-1a), so that a source's id names its URL. */
function urlKey(url: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) h = Math.imul(h ^ url.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/** The pins' source is rebuilt when clustering is switched (MapLibre fixes it when the source is added). */
const clusteredPins = new WeakMap<MapLibreMap, boolean>();

/** Draws the location pins (clustered or not) in their colour, which the locations' plots take too. */
export function syncPins(map: MapLibreMap, pins: LocationPins | null, visible: boolean) {
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
export function syncSketch(map: MapLibreMap, { mode, sketch, selectedPlotIds }: Pick<MapCanvasProps, 'mode' | 'sketch' | 'selectedPlotIds'>) {
  (map.getSource(SKETCH) as GeoJSONSource).setData(MAP_MODES[mode].features({ sketch, selection: selectedPlotIds }) as never);
}

/** Fills the user-drawn catalogue layers and the site shapes. */
export function syncUserData(map: MapLibreMap, userData: MapCanvasProps['userData'], shapes: FeatureCollection | null | undefined) {
  for (const [id, data] of Object.entries(userData ?? {})) (map.getSource(`user-${id}`) as GeoJSONSource | undefined)?.setData((data ?? emptyCollection) as never);
  (map.getSource(SHAPES) as GeoJSONSource | undefined)?.setData((shapes ?? emptyCollection) as never);
}
