import { localToRd } from '../geometry/transform';
import type { Vec2 } from '../geometry/vec2';
import type { BuildingModel } from '../generator/buildingModel';

/** A vertical prism: a ground ring (RD metres, counter-clockwise, not closed) from `bottom` to `top` metres. */
export interface Prism {
  ring: Vec2[];
  bottom: number;
  top: number;
  /** who it belongs to: a building id of the concept, or a neighbour's BAG identificatie */
  owner: string;
}

function counterClockwise(ring: Vec2[]): Vec2[] {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice < 0 ? [...ring].reverse() : ring;
}

/**
 * The massing of a generated building in RD metres: one prism per floor layout (its `repeat_count` storeys
 * stacked in one), roof structures included, for every copy of the building. Floor polygons already hold
 * their offsets; copies shift as the generator's buildable-area check shifts them.
 */
export function modelPrisms(model: BuildingModel, owner: string = String(model.building_id)): Prism[] {
  const prisms: Prism[] = [];
  for (const inst of model.shape.instances)
    for (const f of model.children.floors) {
      if (f.polygon.length < 3) continue;
      const ring = counterClockwise(
        f.polygon.map((v) => localToRd(model.frame, { x: v.x + inst.x, y: v.y + inst.y })),
      );
      const storeys = f.kind === 'storey' ? f.repeat_count : 1;
      prisms.push({ ring, bottom: f.z, top: f.z + f.height * storeys, owner });
    }
  return prisms;
}

/** A neighbour's footprint extruded from the ground to its height. */
export function footprintPrism(ring: readonly Vec2[], heightMeters: number, owner: string): Prism {
  return {
    ring: counterClockwise(ring.map((p) => ({ x: p.x, y: p.y }))),
    bottom: 0,
    top: heightMeters,
    owner,
  };
}
