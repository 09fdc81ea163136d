import { fitStripInPolygon } from '../geometry/fitStripInPolygon';
import { polygonArea } from '../geometry/polygonArea';
import type { RdPoint } from '../units/units';

/** A rectangle on the site: centre in RD metres, length along the angle, width across it. */
export interface PlacedRect {
  x: number;
  y: number;
  length: number;
  width: number;
  rotateZ: number;
}

/** The centre of area of a ring (the vertex mean when the ring has no area). */
function ringCentroid(ring: readonly RdPoint[]): { x: number; y: number } {
  const a = polygonArea(ring);
  const n = ring.length;
  if (a < 1e-9 || n < 3)
    return {
      x: ring.reduce((s, p) => s + p.x, 0) / (n || 1),
      y: ring.reduce((s, p) => s + p.y, 0) / (n || 1),
    };
  let cx = 0;
  let cy = 0;
  let twice = 0;
  for (let i = 0; i < n; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % n]!;
    const c = p.x * q.y - q.x * p.y;
    twice += c;
    cx += (p.x + q.x) * c;
    cy += (p.y + q.y) * c;
  }
  return { x: cx / (3 * twice), y: cy / (3 * twice) };
}

/**
 * The longest rectangle of `width` at angle `rotateZ` (radians) through the site's centroid that lies inside
 * the buildable area, at most `maxLength` long; null when not even `minLength` fits. Storing the fitted size
 * (rather than letting the generator shorten a longer block) keeps the building the same when it is valued on
 * an open site, as the sheets do.
 */
export function placeBlock(
  area: readonly RdPoint[],
  rotateZ: number,
  width: number,
  maxLength: number,
  minLength: number,
): PlacedRect | null {
  if (area.length < 3) return null;
  const c = ringCentroid(area);
  const reach = Math.max(...area.map((p) => Math.hypot(p.x - c.x, p.y - c.y)));
  const cos = Math.cos(rotateZ);
  const sin = Math.sin(rotateZ);
  // local frame: origin at the strip's corner (reach back along the angle, half a width across), x along the angle
  const ox = c.x - reach * cos + (width / 2) * sin;
  const oy = c.y - reach * sin - (width / 2) * cos;
  const local = area.map((p) => {
    const dx = p.x - ox;
    const dy = p.y - oy;
    return { x: dx * cos + dy * sin, y: -dx * sin + dy * cos };
  });
  const fit = fitStripInPolygon(local, 2 * reach, width);
  if (!fit) return null;
  // the part of the fitted strip nearest the centroid, at most maxLength long
  const mid = Math.min(
    Math.max(reach, fit.x0 + Math.min(maxLength, fit.x1 - fit.x0) / 2),
    fit.x1 - Math.min(maxLength, fit.x1 - fit.x0) / 2,
  );
  const length = Math.min(maxLength, fit.x1 - fit.x0);
  if (length < minLength) return null;
  const lx = mid;
  const ly = width / 2;
  return {
    x: ox + lx * cos - ly * sin,
    y: oy + lx * sin + ly * cos,
    length: Math.floor(length * 10) / 10,
    width,
    rotateZ,
  };
}
