import { clipPolygonToConvex } from '../../geometry/clipPolygon';
import { polygonArea } from '../../geometry/polygonArea';
import { rectPolygon } from '../../geometry/rect';
import { cleanRing } from '../../geometry/ring';
import type { BlockContext, FloorDraft } from '../blockContext';
import { clipToFootprint } from './clipToFootprint';
import type { DraftSpace } from './floorDraft';
import { finalizeFloor } from './floorDraft';

// Issue 40 (D7): in shape mode polygon the floors are cut to the footprint after the block has laid them out
// (placeFloors), and a dwelling the cut leaves too small for every type of the mix, or without a door onto
// circulation, becomes a leftover room. A block that sizes its storage to its dwellings before that cut
// planned storage for dwellings that are not built: a U tower on a slanted site held 1.6 bergingen a dwelling.

const lostToCut = new WeakSet<DraftSpace>();

/** True for a dwelling draft that counts as a unit and survives the footprint's cut (`markDwellingsLostToCut`). */
export function isBuiltDwelling(d: DraftSpace): boolean {
  return d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false && !lostToCut.has(d);
}

/**
 * Marks the dwelling drafts of laid-out floors that the cut to the block's footprint polygon will make
 * leftover rooms, by running that cut (the one placeFloors runs, in the block's own frame) on each floor.
 * Storage and bicycle planning then count only the dwellings that are built. Nothing to do without a polygon.
 */
export function markDwellingsLostToCut(floors: readonly FloorDraft[], ctx: BlockContext): void {
  const footprint = ctx.footprint;
  if (!footprint) return;
  for (const f of floors) {
    const polygon = cleanRing(clipPolygonToConvex(footprint, rectPolygon(f.outline)));
    if (polygon.length < 3 || polygonArea(polygon) < 1e-6) continue;
    const { spaces, walls } = finalizeFloor(f.drafts, f.outline, ctx.rules, 0, 0);
    const cut = clipToFootprint({
      spaces,
      walls,
      polygon,
      rules: ctx.rules,
      mix: ctx.mix,
      corridorWidth: ctx.corridorWidth,
      buildingId: ctx.buildingId,
      floorIndex: 0,
      walled: true,
    });
    const built = new Set((cut?.spaces ?? []).filter((s) => s.category === 'unit' && s.counts_as_unit).map((s) => s.id));
    f.drafts.forEach((d, k) => {
      if (isBuiltDwelling(d) && !built.has(`f0-s${k}`)) lostToCut.add(d);
    });
  }
}
