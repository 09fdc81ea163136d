import type { FloorModel } from '../buildingModel';

/** How close to a facade line a room's corner counts as on it, m. */
const ON_FACADE_METERS = 0.05;

/**
 * An active plinth (issue 40 item 3): the share of each long facade of a slab's ground floor (in the local frame,
 * length along x) that its storage and bicycle rooms take, the front facade's first.
 */
export function blindPlinthShares(ground: FloorModel): number[] {
  const ys = ground.polygon.map((p) => p.y);
  const xs = ground.polygon.map((p) => p.x);
  const length = Math.max(...xs) - Math.min(...xs);
  return [Math.min(...ys), Math.max(...ys)].map((edgeY) => {
    let blind = 0;
    for (const s of ground.spaces) {
      if (s.subtype !== 'storage' && s.subtype !== 'bicycle') continue;
      const onEdge = s.polygon.filter((p) => Math.abs(p.y - edgeY) < ON_FACADE_METERS).map((p) => p.x);
      if (onEdge.length >= 2) blind += Math.max(...onEdge) - Math.min(...onEdge);
    }
    return blind / length;
  });
}
