import { pointInPolygon, pointSegmentDistance } from '../../geometry/pointInPolygon';
import type { Polygon, Vec2 } from '../../geometry/vec2';
import type { Space, SpaceSubtype } from '../buildingModel';

// Where a footprint polygon cuts a gallery or corridor into a wedge (issue 40, D5), a dwelling's door may no
// longer open onto circulation, or onto circulation narrower than the corridor width. Measured on the real
// outlines, not their bounding boxes: a door lies on the shared wall of the dwelling and the circulation,
// and the circulation's net outline holds the corridor width straight in front of it.

const EPS = 1e-6;
/** A door lies on the wall two rooms share: on both gross outlines, within this (metres). */
const ON_WALL_METERS = 0.05;
/** The door's place is sought along the dwelling's outline in steps of this (metres). */
const STEP_METERS = 0.1;
/** Circulation a dwelling's door may open onto. */
const circulation = new Set<SpaceSubtype>(['gallery', 'corridor', 'hall', 'entrance']);

/** The nearest point of a ring to `p`, and how far it is. */
function nearestOnRing(p: Vec2, ring: Polygon): { point: Vec2; distance: number } {
  let best = { point: ring[0]!, distance: Infinity };
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    const q = { x: a.x + t * dx, y: a.y + t * dy };
    const d = Math.hypot(p.x - q.x, p.y - q.y);
    if (d < best.distance) best = { point: q, distance: d };
  }
  return best;
}

/** The unit normal of the edge of `ring` that `p` lies on, pointing into the ring; null when it lies on none. */
function inwardNormal(p: Vec2, ring: Polygon): Vec2 | null {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < EPS || pointSegmentDistance(p, a, b) > ON_WALL_METERS) continue;
    const n = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
    const probe = { x: p.x + n.x * 0.01, y: p.y + n.y * 0.01 };
    return pointInPolygon(probe, ring, 0) ? n : { x: -n.x, y: -n.y };
  }
  return null;
}

/**
 * True when `door` opens onto a circulation space at least `widthMeters` wide straight in front of it:
 * walking from the door square to its wall, across the wall and then the full width stays in the space's
 * net outline.
 */
function opensOntoCirculation(spaces: readonly Space[], door: Vec2, widthMeters: number): boolean {
  return spaces.some((c) => {
    if (!circulation.has(c.subtype) || c.net_polygon.length < 3) return false;
    const n = inwardNormal(door, c.polygon);
    if (!n) return false;
    // The wall: how far the net outline lies from the door (half an inner wall where the door is in front of it).
    const wall = nearestOnRing(door, c.net_polygon).distance;
    const at = (t: number) => ({ x: door.x + n.x * (wall + t), y: door.y + n.y * (wall + t) });
    return pointInPolygon(at(ON_WALL_METERS), c.net_polygon) && pointInPolygon(at(widthMeters - ON_WALL_METERS), c.net_polygon);
  });
}

/**
 * A door for dwelling `s` onto circulation at least `widthMeters` wide: its own when it does, else the
 * place on its outline nearest to it that does; null when none does (the dwelling has no access).
 */
export function accessDoor(spaces: readonly Space[], s: Space, widthMeters: number): Vec2 | null {
  if (s.entrance && opensOntoCirculation(spaces, s.entrance, widthMeters)) return s.entrance;
  const from = s.entrance ?? s.position;
  let best: { door: Vec2; distance: number } | null = null;
  const ring = s.polygon;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const steps = Math.max(1, Math.ceil(len / STEP_METERS));
    for (let k = 0; k <= steps; k++) {
      const door = { x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps };
      const distance = Math.hypot(door.x - from.x, door.y - from.y);
      if (best && distance >= best.distance) continue;
      if (opensOntoCirculation(spaces, door, widthMeters)) best = { door, distance };
    }
  }
  return best?.door ?? null;
}
