import type { BuildingRow, Placement } from './editorState';

/** A point in RD metres (x east, y north). */
export interface Pt {
  x: number;
  y: number;
}

/** The value on the grid (grid <= 0: unchanged). */
export const snap = (v: number, grid: number): number => (grid > 0 ? Math.round(v / grid) * grid : v);

/** Smallest side of a drawn outline; a shorter drag is a click (the palette's size is placed there). */
const MIN_SIDE = 2;

/**
 * The building of a dragged rectangle: its centre, length along x and width along y, axis-aligned (rotate
 * afterwards with the handle). Corners snap to the grid; null when the drag is too small to be an outline.
 */
export function rectFromDrag(a: Pt, b: Pt, grid: number): Placement | null {
  const x0 = snap(Math.min(a.x, b.x), grid);
  const x1 = snap(Math.max(a.x, b.x), grid);
  const y0 = snap(Math.min(a.y, b.y), grid);
  const y1 = snap(Math.max(a.y, b.y), grid);
  if (x1 - x0 < MIN_SIDE || y1 - y0 < MIN_SIDE) return null;
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, maxlength: x1 - x0, maxwidth: y1 - y0, rotate_z: 0 };
}

/** The four corners of a building's footprint (counter-clockwise from the local south-west corner). */
export function footprintCorners(
  b: Partial<Pick<BuildingRow, 'x' | 'y' | 'maxlength' | 'maxwidth' | 'rotate_z'>>,
): Pt[] {
  const hl = (b.maxlength ?? 0) / 2;
  const hw = (b.maxwidth ?? 0) / 2;
  const c = Math.cos(b.rotate_z ?? 0);
  const s = Math.sin(b.rotate_z ?? 0);
  return [
    [-hl, -hw],
    [hl, -hw],
    [hl, hw],
    [-hl, hw],
  ].map(([u, v]) => ({ x: (b.x ?? 0) + u! * c - v! * s, y: (b.y ?? 0) + u! * s + v! * c }));
}

/** Where the rotation handle sits: a few metres beyond the middle of the footprint's east end (local +x). */
export function rotationHandle(b: Pick<BuildingRow, 'x' | 'y' | 'maxlength' | 'rotate_z'>, reach = 4): Pt {
  const r = (b.maxlength ?? 0) / 2 + reach;
  const a = b.rotate_z ?? 0;
  return { x: (b.x ?? 0) + r * Math.cos(a), y: (b.y ?? 0) + r * Math.sin(a) };
}

/** Radians to whole degrees in [0, 360) as shown on screen. */
export const toDegrees = (radians: number): number => {
  const d = Math.round((radians * 180) / Math.PI) % 360;
  return d < 0 ? d + 360 : d;
};
/** Degrees to the radians that are stored. */
export const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The rotation the handle gives when dragged to `pointer`: the angle from the centre, in whole degrees (or
 * steps of 15 degrees while snapping), stored in radians.
 */
export function rotationTo(centre: Pt, pointer: Pt, snapping: boolean): number {
  const deg = (Math.atan2(pointer.y - centre.y, pointer.x - centre.x) * 180) / Math.PI;
  const step = snapping ? 15 : 1;
  return toRadians(toDegrees(toRadians(Math.round(deg / step) * step)));
}

/** A move by (dx, dy) metres; with a grid the new centre lands on the grid. */
export function moved(b: Pick<BuildingRow, 'x' | 'y'>, dx: number, dy: number, grid: number): Placement {
  return { x: snap((b.x ?? 0) + dx, grid), y: snap((b.y ?? 0) + dy, grid) };
}
