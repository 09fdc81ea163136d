import type { GeneratorInput } from '../generatorInput';
import { buildingMix, startGeneration } from '../generation';
import { snapDown, snapUp } from '../layout/gridSnap';

// When the unit-mix goal (every type within 5 points of its target share) cannot be met whatever the layout:
// a slab's unit rows all have one net depth, fixed by the building's width and its circulation, so a unit
// type whose size range at that depth asks for a width outside its length limits (or between two grid
// widths) can never be built. Its built share is 0, so when its target share is above the goal's 5 points
// the goal is out of reach by the input alone. The check reads the input only, not what the generator
// built, so the generator cannot excuse itself; it is the generator's own width rule (layout/fillSegment.ts:
// net area within size..size_max, net length within the length limits, widths on the grid).

/** Points a type may miss its share by under the goal (issue 22). */
const GOAL_POINTS = 5;

/** Net depth of a slab's unit rows (metres), as the slab lays them out; null for other block types. */
export function slabRowNetDepth(input: GeneratorInput): number | null {
  const cfg = input.building.cfg;
  if (cfg.blocktype !== 'gallery_flats' && cfg.blocktype !== 'corridor_flats') return null;
  const { rules } = startGeneration(input);
  const inner = rules.innerWallThicknessMeters;
  const outer = rules.outerWallThicknessMeters;
  const half = inner / 2;
  const cw = cfg.flat.corridor_width ?? input.preset?.corridorWidth ?? rules.corridorWidthMeters;
  const W = input.building.maxwidth;
  // Gross circulation widths as linearBlock's slabStrips: a gallery loses the facade wall and half an inner wall.
  const rowDepth = cfg.blocktype === 'gallery_flats' ? W - (cw + outer + half) : (W - (cw + inner)) / 2;
  return rowDepth - half - outer;
}

/**
 * The unit types of a slab's mix whose target share the goal cannot reach: no grid width gives them a
 * net area within size..size_max at the rows' net depth within their length limits, and their share is
 * above 5 points. Empty for other block types and for slabs where every type can be built.
 */
export function slabMixOutOfReach(input: GeneratorInput): (string | number)[] {
  const depth = slabRowNetDepth(input);
  if (depth === null || depth <= 0) return [];
  const g = startGeneration(input);
  const mix = buildingMix(g);
  const inner = g.rules.innerWallThicknessMeters;
  const pick = (v: number, rule: number) => (Number.isFinite(v) && v > 0 ? v : rule);
  const min = pick(g.cfg.grids.min_grid_size, g.rules.gridMinSizeMeters);
  const grid = {
    min,
    increment: pick(g.cfg.grids.grid_increments, g.rules.gridIncrementMeters),
    max: Math.max(min, pick(g.cfg.grids.max_grid_size, g.rules.gridMaxSizeMeters)),
  };
  return mix
    .filter((u) => {
      const wmin = snapUp(Math.max(u.size / depth, u.minlength) + inner, grid);
      const wmax = snapDown(Math.min(u.size_max / depth, u.maxlength) + inner, grid);
      const fits = wmin !== null && wmax !== null && wmin <= wmax + 1e-9;
      return !fits && u.share * 100 > GOAL_POINTS + 1e-9;
    })
    .map((u) => u.unit_id);
}
