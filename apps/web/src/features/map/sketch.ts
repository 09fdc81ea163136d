import { lngLat, lngLatToRd, polygonArea, vec2, type LngLat } from '@plotwise/core';
import type { FeatureCollection } from './featureCollection';

/**
 * The sketch of a drawing mode (modes/): the points clicked, its length, area and polygon in RD metres, and what
 * the map draws of it.
 */

/**
 * A WGS84 position in the form MapLibre and GeoJSON take it, [longitude, latitude] in degrees: the map's side of
 * core's LngLat (lngLatOfMap converts at the boundary).
 */
export type MapLngLat = [lon: number, lat: number];

/** Core's LngLat of a position the map gave. */
export const lngLatOfMap = ([lon, lat]: MapLngLat): LngLat => lngLat(lon, lat);

/** Points the user clicked while measuring or drawing, in WGS84. */
export interface Sketch {
  points: MapLngLat[];
  /** finished: a drawn plot is closed; a measurement stops growing */
  done: boolean;
}

export const emptySketch: Sketch = { points: [], done: false };

export const addPoint = (s: Sketch, p: MapLngLat): Sketch => (s.done ? { points: [p], done: false } : { ...s, points: [...s.points, p] });
export const removeLastPoint = (s: Sketch): Sketch => ({ points: s.points.slice(0, -1), done: false });
export const finishSketch = (s: Sketch): Sketch => ({ ...s, done: s.points.length >= 2 });

const toRd = (position: MapLngLat) => {
  const p = lngLatToRd(lngLatOfMap(position));
  return vec2(p.x, p.y);
};

/** Length of the clicked line in metres (measured in RD New, the Dutch grid, as surveyors do). */
export function sketchLengthMeters(s: Sketch, closed = false): number {
  const pts = s.points.map(toRd);
  let sum = 0;
  for (let i = 1; i < pts.length; i++) sum += Math.hypot(pts[i]!.x - pts[i - 1]!.x, pts[i]!.y - pts[i - 1]!.y);
  if (closed && pts.length > 2) sum += Math.hypot(pts[0]!.x - pts.at(-1)!.x, pts[0]!.y - pts.at(-1)!.y);
  return sum;
}

/** Area of the clicked polygon in square metres (0 below three points). */
export function sketchAreaSquareMeters(s: Sketch): number {
  return s.points.length < 3 ? 0 : polygonArea(s.points.map(toRd));
}

/** The drawn polygon as GeoJSON (closed ring), or null below three points. */
export function sketchPolygon(s: Sketch): { type: 'Polygon'; coordinates: [number, number][][] } | null {
  if (s.points.length < 3) return null;
  return { type: 'Polygon', coordinates: [[...s.points, s.points[0]!]] };
}

/** What the map draws for a sketch: the vertices, the line and (for an area, `closed`) the closing side and the area. */
export function sketchFeatures(s: Sketch, closed: boolean): FeatureCollection {
  const features: FeatureCollection['features'] = s.points.map((p) => ({ type: 'Feature', properties: { kind: 'vertex' }, geometry: { type: 'Point', coordinates: p } }));
  if (s.points.length >= 2)
    features.push({
      type: 'Feature',
      properties: { kind: 'line' },
      geometry: { type: 'LineString', coordinates: closed && s.points.length > 2 ? [...s.points, s.points[0]] : s.points },
    });
  const polygon = closed ? sketchPolygon(s) : null;
  if (polygon) features.push({ type: 'Feature', properties: { kind: 'area' }, geometry: polygon });
  return { type: 'FeatureCollection', features };
}
