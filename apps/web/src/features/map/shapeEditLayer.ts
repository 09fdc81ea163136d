import type { ExpressionSpecification, GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent, MapLayerTouchEvent } from 'maplibre-gl';
import { editFeatures, type ShapeEdit } from './editShape';
import type { FeatureCollection } from './featureCollection';

/**
 * The map side of the edit mode (editShape.ts) and the drawn geometry custom fields: MapCanvas installs these
 * layers once and passes the newest binding on every change. A corner handle is dragged; a side's middle handle
 * becomes a new corner when pressed (and follows the drag); a double-click on a corner removes it.
 */
export interface ShapeEditBinding {
  edit: ShapeEdit | null;
  /** corner `index` dragged to a position */
  onMove: (index: number, to: [number, number]) => void;
  /** a new corner after corner `after`, at a position */
  onInsert: (after: number, at: [number, number]) => void;
  onRemove: (index: number) => void;
  onSelect: (index: number) => void;
}

const EDIT = 'shape-edit';
const FIELDS = 'field-shapes';
const VERTEX = `${EDIT}-vertex`;
const MIDPOINT = `${EDIT}-midpoint`;
const empty = { type: 'FeatureCollection', features: [] } as const;

/** Adds the sources, layers and drag handling; `get` reads the screen's newest binding. */
export function installShapeEdit(map: MapLibreMap, get: () => ShapeEditBinding | null | undefined) {
  map.addSource(FIELDS, { type: 'geojson', data: empty as never });
  map.addLayer({ id: `${FIELDS}-fill`, type: 'fill', source: FIELDS, paint: { 'fill-color': '#9c36b5', 'fill-opacity': 0.15 } });
  map.addLayer({ id: `${FIELDS}-line`, type: 'line', source: FIELDS, paint: { 'line-color': '#862e9c', 'line-width': 2, 'line-dasharray': [3, 2] } });
  map.addSource(EDIT, { type: 'geojson', data: empty as never });
  const valid: ExpressionSpecification = ['boolean', ['get', 'valid'], true];
  map.addLayer({ id: `${EDIT}-area`, type: 'fill', source: EDIT, filter: ['==', ['get', 'kind'], 'area'], paint: { 'fill-color': ['case', valid, '#1c7ed6', '#e03131'], 'fill-opacity': 0.2 } });
  map.addLayer({ id: `${EDIT}-line`, type: 'line', source: EDIT, filter: ['==', ['get', 'kind'], 'line'], paint: { 'line-color': ['case', valid, '#1c7ed6', '#e03131'], 'line-width': 2.5 } });
  map.addLayer({ id: MIDPOINT, type: 'circle', source: EDIT, filter: ['==', ['get', 'kind'], 'midpoint'], paint: { 'circle-color': '#1c7ed6', 'circle-opacity': 0.55, 'circle-radius': 4.5, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 } });
  map.addLayer({
    id: VERTEX,
    type: 'circle',
    source: EDIT,
    filter: ['==', ['get', 'kind'], 'vertex'],
    paint: {
      'circle-color': ['case', ['boolean', ['get', 'selected'], false], '#f59f00', '#ffffff'],
      'circle-radius': ['case', ['boolean', ['get', 'selected'], false], 8, 6.5],
      'circle-stroke-color': '#1c7ed6',
      'circle-stroke-width': 2.5,
    },
  });

  const canvas = map.getCanvas();
  let dragging = false;
  const startDrag = (e: MapLayerMouseEvent | MapLayerTouchEvent, kind: 'vertex' | 'midpoint') => {
    const binding = get();
    const f = e.features?.[0];
    if (!binding?.edit || !f) return;
    // keeps the map from panning for this gesture
    e.preventDefault();
    const at = f.properties.index as number;
    let index = at;
    if (kind === 'midpoint') {
      binding.onInsert(at, [e.lngLat.lng, e.lngLat.lat]);
      index = at + 1;
    } else binding.onSelect(at);
    dragging = true;
    canvas.style.cursor = 'grabbing';
    const move = (ev: { lngLat: { lng: number; lat: number } }) => get()?.onMove(index, [ev.lngLat.lng, ev.lngLat.lat]);
    const stop = () => {
      dragging = false;
      canvas.style.cursor = '';
      map.off('mousemove', move);
      map.off('touchmove', move);
      map.off('mouseup', stop);
      map.off('touchend', stop);
      window.removeEventListener('mouseup', stop);
    };
    map.on('mousemove', move);
    map.on('touchmove', move);
    map.on('mouseup', stop);
    map.on('touchend', stop);
    // a button released outside the map ends the drag too
    window.addEventListener('mouseup', stop);
  };
  map.on('mousedown', VERTEX, (e) => startDrag(e, 'vertex'));
  map.on('touchstart', VERTEX, (e) => startDrag(e, 'vertex'));
  map.on('mousedown', MIDPOINT, (e) => startDrag(e, 'midpoint'));
  map.on('touchstart', MIDPOINT, (e) => startDrag(e, 'midpoint'));
  map.on('dblclick', VERTEX, (e) => {
    const f = e.features?.[0];
    if (f) get()?.onRemove(f.properties.index as number);
  });
  for (const layer of [VERTEX, MIDPOINT]) {
    map.on('mouseenter', layer, () => {
      if (!dragging) canvas.style.cursor = layer === VERTEX ? 'move' : 'copy';
    });
    map.on('mouseleave', layer, () => {
      if (!dragging) canvas.style.cursor = '';
    });
  }
}

/** Shows the edited ring's handles and the drawn geometry custom fields. */
export function syncShapeEdit(map: MapLibreMap, edit: ShapeEdit | null | undefined, fieldShapes: FeatureCollection | null | undefined) {
  (map.getSource(EDIT) as GeoJSONSource | undefined)?.setData(editFeatures(edit ?? null) as never);
  (map.getSource(FIELDS) as GeoJSONSource | undefined)?.setData((fieldShapes ?? empty) as never);
}
