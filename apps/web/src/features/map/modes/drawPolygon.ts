import type { Sketch } from '../sketch';
import { sketchMode, type MapModeDef } from './mapMode';

/**
 * What a drawn area is for: a new plot or parcel, the site's buildable area, a geometry custom field, or the
 * custom area of a search filter. Each is the same drawing (click the corners; Enter or a double-click closes it,
 * Backspace takes back a corner, Escape clears); the screen acts on the closed polygon.
 */
export type DrawPurpose = 'draw_plot' | 'draw_buildable' | 'draw_field' | 'draw_area';

export const drawPolygon = (purpose: DrawPurpose): MapModeDef => sketchMode(purpose, 'area');

/** A closed ring needs three corners. */
export const MIN_POLYGON_POINTS = 3;

/** Whether the sketch is a closed area the screen can act on (saved, searched in). */
export const isClosedArea = (s: Sketch) => s.done && s.points.length >= MIN_POLYGON_POINTS;

