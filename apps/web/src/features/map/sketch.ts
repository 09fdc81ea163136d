import { lngLat, lngLatToRd, polygonArea, vec2 } from '@plotwise/core';

/**
 * The map's interaction modes (spec section 4), plus the site screen's: drawing the buildable area, a line
 * that splits a parcel, a geometry custom field, and editing the corners of a stored area (editShape.ts).
 */
export type MapMode = 'default' | 'select_plot' | 'draw_plot' | 'measure' | 'draw_buildable' | 'split_plot' | 'draw_field' | 'edit_shape';

/** Modes whose sketch is an area (a closed ring), not a line. */
export const drawsArea = (mode: MapMode) => mode === 'draw_plot' || mode === 'draw_buildable' || mode === 'draw_field';
/** Modes in which clicks add points to a sketch. */
export const sketches = (mode: MapMode) => drawsArea(mode) || mode === 'measure' || mode === 'split_plot';

/** Points the user clicked while measuring or drawing, in WGS84 [lon, lat]. */
export interface Sketch {
  points: [number, number][];
  /** finished: a drawn plot is closed; a measurement stops growing */
  done: boolean;
}

export const emptySketch: Sketch = { points: [], done: false };

export const addPoint = (s: Sketch, p: [number, number]): Sketch => (s.done ? { points: [p], done: false } : { ...s, points: [...s.points, p] });
export const removeLastPoint = (s: Sketch): Sketch => ({ points: s.points.slice(0, -1), done: false });
export const finishSketch = (s: Sketch): Sketch => ({ ...s, done: s.points.length >= 2 });

const toRd = ([lon, lat]: [number, number]) => {
  const p = lngLatToRd(lngLat(lon, lat));
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

/** What the map draws for a sketch: the vertices, the line and (when drawing a plot) the area. */
export function sketchFeatures(s: Sketch, mode: MapMode) {
  const features: unknown[] = s.points.map((p) => ({ type: 'Feature', properties: { kind: 'vertex' }, geometry: { type: 'Point', coordinates: p } }));
  if (s.points.length >= 2)
    features.push({
      type: 'Feature',
      properties: { kind: 'line' },
      geometry: { type: 'LineString', coordinates: drawsArea(mode) && s.points.length > 2 ? [...s.points, s.points[0]] : s.points },
    });
  const polygon = drawsArea(mode) ? sketchPolygon(s) : null;
  if (polygon) features.push({ type: 'Feature', properties: { kind: 'area' }, geometry: polygon });
  return { type: 'FeatureCollection' as const, features };
}
