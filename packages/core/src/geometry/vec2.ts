/** A point in a building's local frame, metres: x along the building's length, y along its width. */
export interface Vec2 {
  readonly x: number;
  readonly y: number;
}

/** A simple polygon as a closed ring without the repeated first point; counter-clockwise when positive. */
export type Polygon = readonly Vec2[];

/** Shorthand constructor for a local point. */
export const vec2 = (x: number, y: number): Vec2 => ({ x, y });
