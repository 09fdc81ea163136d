import { isSimpleRing, lngLat, lngLatToRd, rdPoint, rdToLngLat, vec2 } from '@plotwise/core';
import { sketchAreaSquareMeters, sketchLengthMeters, sketchPolygon, type MapLngLat, type Sketch } from './sketch';

/**
 * The edit mode of the site screen: the corners of a stored area (a drawn parcel, the buildable area, a geometry
 * custom field) as handles to drag, add (from the middle of a side) and remove. Pure: the map layer
 * (shapeEditLayer.ts) and the screen call these; measures come from the sketch helpers, so drawing and editing
 * measure alike.
 */

/** What is being edited: a drawn parcel of the site, the buildable area, or a geometry custom field. */
export type EditTarget = { kind: 'parcel'; plotId: number } | { kind: 'buildable' } | { kind: 'field'; fieldId: number };

/** The corners being edited (an open ring in WGS84), the one chosen for the keyboard, and the corners it started with. */
export interface ShapeEdit {
  target: EditTarget;
  points: MapLngLat[];
  selected: number | null;
  original: MapLngLat[];
}

/** A ring needs three corners; removing one below that is refused. */
export const MIN_CORNERS = 3;

/** The outer ring of a stored Polygon (or a MultiPolygon of one part) as open corners; null for anything else. */
export function ringOfGeometry(geometry: unknown): MapLngLat[] | null {
  const g = geometry as { type?: string; coordinates?: unknown } | null;
  const outer =
    g?.type === 'Polygon'
      ? (g.coordinates as number[][][])[0]
      : g?.type === 'MultiPolygon' && (g.coordinates as number[][][][]).length === 1
        ? (g.coordinates as number[][][][])[0]![0]
        : undefined;
  if (!outer || outer.length < 4) return null;
  const ring = outer.map(([lon, lat]) => [lon!, lat!] as MapLngLat);
  const [first, last] = [ring[0]!, ring.at(-1)!];
  if (first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring.length >= MIN_CORNERS ? ring : null;
}

/** Starts editing a stored area; null when it is not one ring. */
export function startEdit(target: EditTarget, geometry: unknown): ShapeEdit | null {
  const points = ringOfGeometry(geometry);
  return points ? { target, points, selected: null, original: points } : null;
}

const asSketch = (points: MapLngLat[]): Sketch => ({ points, done: true });

/** Area and perimeter of the edited ring, in RD metres as the rest of the screen measures. */
export function editMeasures(points: MapLngLat[]): { areaSquareMeters: number; perimeterMeters: number } {
  return { areaSquareMeters: sketchAreaSquareMeters(asSketch(points)), perimeterMeters: sketchLengthMeters(asSketch(points), true) };
}

/** Whether the ring bounds one piece: no side crosses or touches another (a self-intersecting outline is refused). */
export function isValidRing(points: MapLngLat[]): boolean {
  if (points.length < MIN_CORNERS) return false;
  const rd = points.map(([lon, lat]) => {
    const p = lngLatToRd(lngLat(lon, lat));
    return vec2(p.x, p.y);
  });
  // a millimetre: corners dragged onto a side count as touching it
  return isSimpleRing(rd, 1e-3) && sketchAreaSquareMeters(asSketch(points)) > 0;
}

/** The edited ring as a closed GeoJSON polygon, coordinates rounded to 1e-8 degrees (about a millimetre). */
export function editPolygon(points: MapLngLat[]) {
  const round = (v: number) => Math.round(v * 1e8) / 1e8;
  return sketchPolygon(asSketch(points.map(([lon, lat]) => [round(lon), round(lat)])));
}

/** Whether the corners differ from the ones the edit started with. */
export const isChanged = (e: ShapeEdit) => e.points.length !== e.original.length || e.points.some((p, i) => p[0] !== e.original[i]![0] || p[1] !== e.original[i]![1]);

/** Corner `index` moved to `to`. */
export function moveCorner(e: ShapeEdit, index: number, to: MapLngLat): ShapeEdit {
  if (index < 0 || index >= e.points.length) return e;
  return { ...e, points: e.points.map((p, i) => (i === index ? to : p)), selected: index };
}

/** A new corner after corner `after` (at `at`, else the middle of the side); it becomes the selected one. */
export function insertCorner(e: ShapeEdit, after: number, at?: MapLngLat): ShapeEdit {
  if (after < 0 || after >= e.points.length) return e;
  const a = e.points[after]!;
  const b = e.points[(after + 1) % e.points.length]!;
  const p = at ?? midpoint(a, b);
  return { ...e, points: [...e.points.slice(0, after + 1), p, ...e.points.slice(after + 1)], selected: after + 1 };
}

/** Corner `index` removed (not below three corners); the corner before it becomes the selected one. */
export function removeCorner(e: ShapeEdit, index: number): ShapeEdit {
  if (e.points.length <= MIN_CORNERS || index < 0 || index >= e.points.length) return e;
  const points = e.points.filter((_, i) => i !== index);
  return { ...e, points, selected: (index - 1 + points.length) % points.length };
}

/** The next (+1) or previous (-1) corner chosen for the keyboard. */
export function selectCorner(e: ShapeEdit, step: 1 | -1): ShapeEdit {
  const n = e.points.length;
  return { ...e, selected: e.selected === null ? (step > 0 ? 0 : n - 1) : (e.selected + step + n) % n };
}

/** The selected corner moved by metres east (dx) and north (dy) on the Dutch grid. */
export function nudgeCorner(e: ShapeEdit, dxMeters: number, dyMeters: number): ShapeEdit {
  if (e.selected === null) return e;
  const [lon, lat] = e.points[e.selected]!;
  const rd = lngLatToRd(lngLat(lon, lat));
  const moved = rdToLngLat(rdPoint(rd.x + dxMeters, rd.y + dyMeters));
  return moveCorner(e, e.selected, [moved.lng, moved.lat]);
}

function midpoint(a: MapLngLat, b: MapLngLat): MapLngLat {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** What the map draws while editing: the area, its outline, a handle per corner and one in the middle of each side. */
export function editFeatures(e: ShapeEdit | null) {
  if (!e) return { type: 'FeatureCollection' as const, features: [] };
  const n = e.points.length;
  const valid = isValidRing(e.points);
  const features: { type: 'Feature'; properties: Record<string, unknown>; geometry: unknown }[] = [
    { type: 'Feature', properties: { kind: 'area', valid }, geometry: sketchPolygon(asSketch(e.points)) },
    { type: 'Feature', properties: { kind: 'line', valid }, geometry: { type: 'LineString', coordinates: [...e.points, e.points[0]] } },
  ];
  e.points.forEach((p, i) => {
    features.push({ type: 'Feature', properties: { kind: 'midpoint', index: i }, geometry: { type: 'Point', coordinates: midpoint(p, e.points[(i + 1) % n]!) } });
  });
  e.points.forEach((p, i) => {
    features.push({ type: 'Feature', properties: { kind: 'vertex', index: i, selected: i === e.selected }, geometry: { type: 'Point', coordinates: p } });
  });
  return { type: 'FeatureCollection' as const, features };
}
