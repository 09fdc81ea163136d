import { towerFloorCounts } from '../blocks/tower';
import type { GeneratorInput } from '../generatorInput';
import { blockContext, buildingFrame, buildingMix, startGeneration } from '../generation';
import { snapDown, snapUp } from '../layout/gridSnap';
import { placeFootprint } from '../layout/placeFootprint';
import { resolveLevels } from '../layout/resolveLevels';

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

// Towers: a tower's mix is a blend of its floors' counts of dwellings by type, so the share of any group of
// types lies between the least and the most that group has on any floor the letter can hold (every row cut
// within its types' limits at every depth it may take, spare rooms and any loss of area allowed). When a
// group's target share lies further outside that range than 5 points for each of its types (or of the
// others, whichever are fewer), at least one type misses by more than 5 points whatever the layout. The
// check reads the input: the footprint the buildable area leaves (the generator's own first step,
// layout/placeFootprint.ts) and the rows of the tower's letter on it (blocks/tower.ts), not what the
// generator built or which floors its plan picked.

/**
 * The unit types of a tower whose target shares the goal cannot reach: the smallest group of types whose
 * target share no blend of the tower's possible floors comes within 5 points per type of. Empty for other
 * block types and for towers whose floors can reach every share.
 */
export function towerMixOutOfReach(input: GeneratorInput): (string | number)[] {
  const cfg = input.building.cfg;
  if (cfg.blocktype !== 'tower') return [];
  const g = startGeneration(input);
  const mix = buildingMix(g);
  const t = mix.length;
  if (t < 2) return [];
  const maxHeight = Math.max(0, Math.min(input.building.maxheight, input.site.max_height ?? Infinity));
  const { levels } = resolveLevels(cfg, maxHeight, g.id);
  const { L0, W0, frame0 } = buildingFrame(g);
  const fp = placeFootprint({
    input,
    frame0,
    length: L0,
    width: W0,
    offsets: levels.map((l) => ({ x: l.offset_x, y: l.offset_y })),
    polygonMode: cfg.shape_mode === 'polygon',
    outerWall: g.rules.outerWallThicknessMeters,
    say: g.say,
  });
  if (!fp) return [];
  const ctx = blockContext(g, { length: fp.length, width: fp.width, levels, maxHeight, mix });
  const floors = towerFloorCounts(ctx).filter((c) => c.some((n) => n > 0));
  if (floors.length === 0) return [];
  // Every group of types (bit mask), smallest first; among groups of one size, one the floors cannot give
  // enough of (the types they cannot hold), then the furthest out.
  const groups = Array.from({ length: 2 ** t - 2 }, (_, i) => i + 1).map((m) =>
    mix.flatMap((_, j) => ((m >> j) & 1 ? [j] : [])),
  );
  let worst: { group: number[]; short: boolean; gap: number } | null = null;
  for (const group of groups) {
    if (worst && group.length > worst.group.length) continue;
    const target = group.reduce((s, j) => s + mix[j]!.share, 0);
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of floors) {
      const k = c.reduce((a, b) => a + b, 0);
      const share = group.reduce((s, j) => s + c[j]!, 0) / k;
      lo = Math.min(lo, share);
      hi = Math.max(hi, share);
    }
    const slack = (GOAL_POINTS * Math.min(group.length, t - group.length)) / 100;
    const short = target - hi - slack;
    const gap = Math.max(short, lo - target - slack);
    if (gap <= 1e-9) continue;
    const better =
      !worst ||
      group.length < worst.group.length ||
      (short > 1e-9 && !worst.short) ||
      (short > 1e-9 === worst.short && gap > worst.gap + 1e-9);
    if (better) worst = { group, short: short > 1e-9, gap };
  }
  return worst ? worst.group.map((j) => mix[j]!.unit_id) : [];
}
