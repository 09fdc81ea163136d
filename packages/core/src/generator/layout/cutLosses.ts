import type { BlockContext, FloorDraft } from '../blockContext';
import type { DraftSpace } from './floorDraft';
import { layFloor } from './placeFloors';

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
 * leftover rooms, by laying each floor out as placeFloors will (`layFloor`, in the block's own frame).
 * Storage and bicycle planning then count only the dwellings that are built. Nothing to do without a polygon.
 */
export function markDwellingsLostToCut(floors: readonly FloorDraft[], ctx: BlockContext): void {
  const footprint = ctx.footprint;
  if (!footprint) return;
  const place = { rules: ctx.rules, footprint, mix: ctx.mix, corridorWidth: ctx.corridorWidth, buildingId: ctx.buildingId };
  for (const f of floors) {
    // a floor the polygon leaves nothing of is not built: none of its dwellings stands
    const laid = layFloor(f.drafts, f.outline, 0, 0, true, place);
    const built = new Set((laid?.spaces ?? []).filter((s) => s.category === 'unit' && s.counts_as_unit).map((s) => s.id));
    f.drafts.forEach((d, k) => {
      if (isBuiltDwelling(d) && !built.has(`f0-s${k}`)) lostToCut.add(d);
    });
  }
}
