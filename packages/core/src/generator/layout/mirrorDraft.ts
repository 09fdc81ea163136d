import type { Rect } from '../../geometry/rect';
import type { Polygon, Vec2 } from '../../geometry/vec2';
import type { DraftSpace } from './floorDraft';

/** Mirrors a draft within [0, length] x [0, width] (flip_direction), keeping rectangles normalised. */
export function mirrorDraft(
  d: DraftSpace,
  flipX: boolean,
  flipY: boolean,
  length: number,
  width: number,
): DraftSpace {
  if (!flipX && !flipY) return d;
  const p = (v: Vec2): Vec2 => ({ x: flipX ? length - v.x : v.x, y: flipY ? width - v.y : v.y });
  return {
    ...d,
    rect: mirrorRect(d.rect, flipX, flipY, length, width),
    entrance: d.entrance ? p(d.entrance) : (d.entrance ?? null),
    balcony: d.balcony ? { ...d.balcony, polygon: d.balcony.polygon.map(p) as Polygon } : (d.balcony ?? null),
  };
}

/** Mirrors a rectangle within [0, length] x [0, width]. */
export function mirrorRect(r: Rect, flipX: boolean, flipY: boolean, length: number, width: number): Rect {
  return {
    x0: flipX ? length - r.x1 : r.x0,
    x1: flipX ? length - r.x0 : r.x1,
    y0: flipY ? width - r.y1 : r.y0,
    y1: flipY ? width - r.y0 : r.y1,
  };
}
