import { sketchAreaSquareMeters, sketchLengthMeters, type Sketch } from '../sketch';
import { sketchMode } from './mapMode';

/** Measure: click points along a line; its length (and, from three points, the area they enclose) follow live. */
export const measure = sketchMode('measure', 'line');

/**
 * The live figures of a sketch in RD metres: its length (`closed`: with the side back to the first point, as an
 * area's perimeter) and, from three points, the area it encloses.
 */
export function measurement(s: Sketch, closed: boolean): { lengthMeters: number; areaSquareMeters: number | null } {
  return { lengthMeters: sketchLengthMeters(s, closed), areaSquareMeters: s.points.length >= 3 ? sketchAreaSquareMeters(s) : null };
}
