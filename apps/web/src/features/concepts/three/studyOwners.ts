import type { Prism } from '@plotwise/core/sun/index';
import type { RenderView } from '../shared/renderView';

/** How far around the concept neighbours' facades are studied too (metres): the ones it can shade. */
const NEIGHBOUR_REACH = 60;

/** The concept's owners and the neighbours within reach of its buildings. */
export function studyOwners(prisms: readonly Prism[], concept: ReadonlySet<string>): string[] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of prisms)
    if (concept.has(p.owner))
      for (const v of p.ring) {
        x0 = Math.min(x0, v.x);
        y0 = Math.min(y0, v.y);
        x1 = Math.max(x1, v.x);
        y1 = Math.max(y1, v.y);
      }
  const near = prisms.filter(
    (p) =>
      !concept.has(p.owner) &&
      p.ring.some(
        (v) =>
          v.x > x0 - NEIGHBOUR_REACH &&
          v.x < x1 + NEIGHBOUR_REACH &&
          v.y > y0 - NEIGHBOUR_REACH &&
          v.y < y1 + NEIGHBOUR_REACH,
      ),
  );
  return [...concept, ...new Set(near.map((p) => p.owner))];
}

/**
 * The prisms the sun-hours study shades and studies: what the 3D view shows. A hidden group of BAG buildings (the
 * plot's own are hidden unless the render settings show them, renderView.plotBuildings) casts no shadow on the
 * concept either; demolished buildings are not among the scene's prisms at all (sceneStages.neighbourBuildings).
 */
export function studyPrisms(
  prisms: readonly Prism[],
  groups: { surroundings: ReadonlySet<string>; plotBuildings: ReadonlySet<string> },
  shown: Pick<RenderView, 'surroundingBuildings' | 'plotBuildings'>,
): Prism[] {
  const hidden = [
    ...(shown.surroundingBuildings ? [] : [groups.surroundings]),
    ...(shown.plotBuildings ? [] : [groups.plotBuildings]),
  ];
  return prisms.filter((p) => !hidden.some((g) => g.has(p.owner)));
}
