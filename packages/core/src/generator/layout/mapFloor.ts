import type { Polygon, Vec2 } from '../../geometry/vec2';
import type { FloorModel, Space, Wall } from '../buildingModel';

/** A rigid motion of the plane (a turn and a shift), so lengths, depths and areas stay as they are. */
export type PointMap = (p: Vec2) => Vec2;

/** Moves by (dx, dy) metres. */
export const shiftBy =
  (dx: number, dy: number): PointMap =>
  (p) => ({ x: p.x + dx, y: p.y + dy });

/** Turns by `angle` radians about `from` and puts `from` at `to`. */
export const turnAbout = (from: Vec2, angle: number, to: Vec2): PointMap => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (p) => {
    const x = p.x - from.x;
    const y = p.y - from.y;
    return { x: to.x + x * c - y * s, y: to.y + x * s + y * c };
  };
};

const ring = (p: Polygon, f: PointMap): Polygon => p.map(f);

/** A space moved by a rigid motion: outlines, door, balcony and centroid. */
function mapSpace(s: Space, f: PointMap): Space {
  const c = f(s.position);
  return {
    ...s,
    polygon: ring(s.polygon, f),
    net_polygon: ring(s.net_polygon, f),
    position: { x: c.x, y: c.y, z: s.position.z },
    entrance: s.entrance ? f(s.entrance) : null,
    balcony: s.balcony ? { ...s.balcony, polygon: ring(s.balcony.polygon, f) } : null,
  };
}

/** A wall moved by a rigid motion. */
function mapWall(w: Wall, f: PointMap): Wall {
  return { ...w, shape: ring(w.shape, f), edges: w.edges.map(([a, b]) => [f(a), f(b)] as [Vec2, Vec2]) };
}

/** A floor moved by a rigid motion (everything on it moves along). */
export function mapFloor(floor: FloorModel, f: PointMap): FloorModel {
  return {
    ...floor,
    polygon: ring(floor.polygon, f),
    spaces: floor.spaces.map((s) => mapSpace(s, f)),
    walls: floor.walls.map((w) => mapWall(w, f)),
  };
}
