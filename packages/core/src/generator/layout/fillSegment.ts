import type { BlockContext } from '../blockContext';
import { report } from '../blockContext';
import type { Grid } from './gridSnap';
import { snapDown, snapUp } from './gridSnap';
import type { MixUnit } from './mixUnit';
import type { CountOptions } from './rowPlan';
import { takeForced } from './rowPlan';

/** A stretch along x: a unit of the mix, or what no unit could take. */
interface Piece {
  x0: number;
  x1: number;
  unit: MixUnit | null;
}

/** Where a segment of a unit row sits, so the right walls come off the unit widths. */
interface Segment {
  x0: number;
  x1: number;
  /** Net depth the units get (metres). */
  netDepth: number;
  /** Extra deduction at each end beyond half an inner wall (the outer wall at a facade end). */
  extraStart: number;
  extraEnd: number;
  /** How many identical floors this row stands for; weights the mix tally. */
  weight: number;
  /** Floor index, so messages say where. */
  floor: number;
}

const EPS = 1e-9;

/** A unit type that fits a row's depth, with its narrowest and widest grid width there. */
interface Candidate {
  u: MixUnit;
  wmin: number;
  wmax: number;
}

/**
 * The types that fit a net depth within their size and length limits on the grid, and their ids (the row
 * options' key), found once per mix, grid and depth: the core search fills the same rows many times.
 */
function candidatesAt(ctx: BlockContext, netDepth: number): { candidates: Candidate[]; ids: string } {
  const inner = ctx.rules.innerWallThicknessMeters;
  const { grid } = ctx;
  let cache = candidateCache.get(ctx.mix);
  if (
    !cache ||
    cache.inner !== inner ||
    cache.grid.min !== grid.min ||
    cache.grid.increment !== grid.increment ||
    cache.grid.max !== grid.max
  ) {
    cache = { inner, grid: { ...grid }, byDepth: new Map() };
    candidateCache.set(ctx.mix, cache);
  }
  const hit = cache.byDepth.get(netDepth);
  if (hit) return hit;
  const candidates = ctx.mix
    .map((u) => {
      // Grid width = net width + one inner wall (half on each side).
      const netMin = Math.max(u.size / netDepth, u.minlength);
      const netMax = Math.min(u.size_max / netDepth, u.maxlength);
      const wmin = snapUp(netMin + inner, grid);
      const wmax = snapDown(netMax + inner, grid);
      return { u, wmin, wmax };
    })
    .filter((c): c is Candidate => c.wmin !== null && c.wmax !== null && c.wmin <= c.wmax + EPS);
  const found = { candidates, ids: candidates.map((c) => c.u.unit_id).join(',') };
  cache.byDepth.set(netDepth, found);
  return found;
}

const candidateCache = new WeakMap<
  readonly MixUnit[],
  { inner: number; grid: Grid; byDepth: Map<number, { candidates: Candidate[]; ids: string }> }
>();

/**
 * Fills a row segment with units of the mix: unit widths snap to the grid and keep the net area within
 * size..size_max; the next unit is the one furthest below its target share across the building so far.
 * Spare width widens units up to size_max; what is still left becomes a leftover piece.
 */
export function fillSegment(ctx: BlockContext, seg: Segment): Piece[] {
  const inner = ctx.rules.innerWallThicknessMeters;
  const usable = seg.x1 - seg.x0 - seg.extraStart - seg.extraEnd;
  const { candidates, ids } = candidatesAt(ctx, seg.netDepth);
  if (seg.netDepth <= 0 || candidates.length === 0) {
    // No unit type fits this depth within its size and length limits: the row stays empty and says so,
    // once per building also as what to change (the row's net depth against the mix), not only as leftovers.
    if (!ctx.messages.some((m) => m.message === 'unit_depth_out_of_range' && m.target === 'mix'))
      report(ctx, 'unit_depth_out_of_range', 'mix', round2(Math.max(0, seg.netDepth)));
    report(
      ctx,
      'leftover_space',
      `f${seg.floor} x ${seg.x0.toFixed(2)}-${seg.x1.toFixed(2)}`,
      round2((seg.x1 - seg.x0) * Math.max(0, seg.netDepth)),
    );
    return [{ x0: seg.x0, x1: seg.x1, unit: null }];
  }
  const counts = rowCounts(ctx, candidates, ids, usable, seg);
  // Lay the chosen units out in the order the running deficit asks for, so types alternate.
  const chosen: { c: (typeof candidates)[number]; w: number }[] = [];
  const left = [...counts];
  let placed = 0;
  for (const v of ctx.tally.values()) placed += v;
  for (;;) {
    const total = placed + seg.weight;
    let bi = -1;
    let bestDeficit = -Infinity;
    candidates.forEach((c, i) => {
      if (left[i]! <= 0) return;
      const deficit = c.u.share * total - (ctx.tally.get(c.u.unit_id) ?? 0);
      if (deficit > bestDeficit + EPS) {
        bi = i;
        bestDeficit = deficit;
      }
    });
    if (bi < 0) break;
    const c = candidates[bi]!;
    left[bi]!--;
    chosen.push({ c, w: c.wmin });
    ctx.tally.set(c.u.unit_id, (ctx.tally.get(c.u.unit_id) ?? 0) + seg.weight);
    placed += seg.weight;
  }
  const used = chosen.reduce((sum, p) => sum + p.w, 0);
  if (chosen.length === 0) {
    // The row is shorter than the narrowest unit of the mix at this depth: say so once, as what to change.
    if (!ctx.messages.some((m) => m.message === 'unit_length_out_of_range' && m.target === 'mix'))
      report(ctx, 'unit_length_out_of_range', 'mix', round2(usable));
    report(
      ctx,
      'leftover_space',
      `f${seg.floor} x ${seg.x0.toFixed(2)}-${seg.x1.toFixed(2)}`,
      round2((seg.x1 - seg.x0) * seg.netDepth),
    );
    return [{ x0: seg.x0, x1: seg.x1, unit: null }];
  }
  // Widen in grid steps, round-robin, while units stay within size_max.
  let spare = usable - used;
  let grew = true;
  while (spare >= ctx.grid.increment - EPS && grew) {
    grew = false;
    for (const p of chosen) {
      if (spare < ctx.grid.increment - EPS) break;
      if (p.w + ctx.grid.increment <= p.c.wmax + EPS) {
        p.w = round6(p.w + ctx.grid.increment);
        spare -= ctx.grid.increment;
        grew = true;
      }
    }
  }
  // A sliver below one grid step goes to a unit that can take it without passing size_max.
  if (spare > EPS) {
    const taker = [...chosen]
      .reverse()
      .find(
        (p) =>
          (p.w + spare - inner) * seg.netDepth <= p.c.u.size_max + EPS &&
          p.w + spare - inner <= p.c.u.maxlength + EPS,
      );
    if (taker) {
      taker.w += spare;
      spare = 0;
    }
  }
  const pieces: Piece[] = [];
  let x = seg.x0;
  chosen.forEach((p, k) => {
    const w = p.w + (k === 0 ? seg.extraStart : 0);
    pieces.push({ x0: x, x1: x + w, unit: p.c.u });
    x += w;
  });
  if (spare > EPS) {
    pieces.push({ x0: x, x1: seg.x1, unit: null });
    report(
      ctx,
      'leftover_space',
      `f${seg.floor} x ${seg.x0.toFixed(2)}-${seg.x1.toFixed(2)}`,
      round2(spare * seg.netDepth),
    );
  } else {
    pieces[pieces.length - 1] = { ...pieces[pieces.length - 1]!, x1: seg.x1 };
  }
  return pieces;
}

/**
 * The row's counts per candidate: forced by the block's row plan when it re-lays a recorded layout out,
 * else chosen here (and, when the plan records, noted with every option that wastes little more).
 */
function rowCounts(
  ctx: BlockContext,
  cands: readonly Candidate[],
  ids: string,
  usable: number,
  seg: Segment,
): number[] {
  const plan = ctx.rowPlan;
  const shape = `${round6(usable)}:${round6(seg.netDepth)}:${ids}`;
  const key = `${seg.floor}:${shape}`;
  const forced = takeForced(plan, key);
  const mixIndex = cands.map((c) => ctx.mix.indexOf(c.u));
  if (forced) return mixIndex.map((j) => forced[j] ?? 0);
  // A row's options depend on its length, depth and types only: found once per block, shared by every
  // layout the core search and the rebalance try.
  let found = ctx.rowOptions?.get(shape);
  if (!found) {
    found = countOptions(cands, usable, mixIndex, ctx.mix.length);
    ctx.rowOptions?.set(shape, found);
  }
  const chosen = found.complete ? pickCounts(ctx, cands, found, seg.weight) : -1;
  const best =
    chosen >= 0 ? [...found.options[chosen]!.counts] : chooseCounts(ctx, cands, usable, seg.weight);
  if (plan && !plan.forced) {
    // Every row is recorded, so the k-th row of the second layout is the k-th recorded here; a row whose
    // options were cut by the cap keeps its own choice as its only option.
    let options: CountOptions['options'] = found.options;
    if (chosen < 0) {
      const mixCounts = new Array<number>(ctx.mix.length).fill(0);
      best.forEach((n, i) => (mixCounts[mixIndex[i]!] = n));
      options = [{ counts: best, mixCounts, left: 0, extra: 0 }];
    }
    plan.rows.push({
      key,
      weight: seg.weight,
      area: usable * seg.netDepth * seg.weight,
      options,
      wastePerMetre: seg.netDepth * seg.weight,
      chosen: Math.max(0, chosen),
    });
  }
  return best;
}

/**
 * Every count vector that fills `usable` metres leaving at most SPARE_WASTE more than the least any
 * vector leaves, in the search's order (the rebalance weighs the area given up against the mix).
 */
function countOptions(
  cands: readonly { u: MixUnit; wmin: number; wmax: number }[],
  usable: number,
  mixIndex: readonly number[],
  mixLength: number,
): CountOptions {
  const k = cands.length;
  const counts = new Array<number>(k).fill(0);
  let least = usable;
  let list: { counts: number[]; left: number }[] = [];
  let complete = true;
  let budget = 50_000;
  const visit = (i: number, minSum: number, maxSum: number, n: number) => {
    if (--budget < 0) return;
    if (i === k) {
      if (n === 0) return;
      const left = Math.max(0, usable - maxSum);
      if (left < least - 1e-6) {
        least = left;
        list = list.filter((o) => o.left <= least + SPARE_WASTE + 1e-6);
      }
      if (left > least + SPARE_WASTE + 1e-6) return;
      if (list.length >= MAX_OPTIONS) complete = false;
      else list.push({ counts: [...counts], left });
      return;
    }
    const c = cands[i]!;
    for (let m = 0; minSum + m * c.wmin <= usable + EPS; m++) {
      counts[i] = m;
      visit(i + 1, minSum + m * c.wmin, maxSum + m * c.wmax, n + m);
    }
    counts[i] = 0;
  };
  visit(0, 0, 0, 0);
  const options = list
    .filter((o) => o.left <= least + SPARE_WASTE + 1e-6)
    .map((o) => {
      const mixCounts = new Array<number>(mixLength).fill(0);
      o.counts.forEach((n, i) => (mixCounts[mixIndex[i]!] = n));
      return { counts: o.counts, mixCounts, left: o.left, extra: Math.max(0, o.left - least) };
    });
  return { options, complete: complete && options.length > 0 };
}

/**
 * Among the options that leave the least, the index of the one that brings the building's mix closest to
 * the target shares, a dwelling fewer than the most costing COUNT_PREF (the first such in the search's
 * order), as `chooseCounts` would choose.
 */
function pickCounts(
  ctx: BlockContext,
  cands: readonly { u: MixUnit; wmin: number; wmax: number }[],
  found: CountOptions,
  weight: number,
): number {
  const tally = cands.map((c) => ctx.tally.get(c.u.unit_id) ?? 0);
  const otherTotal = [...ctx.tally.values()].reduce((sum, v) => sum + v, 0);
  let best = 0;
  let bestCost = Infinity;
  let most = 0;
  for (const o of found.options) if (o.extra <= 1e-6) most = Math.max(most, o.counts.reduce((a, b) => a + b, 0));
  for (let oi = 0; oi < found.options.length; oi++) {
    const o = found.options[oi]!;
    if (o.extra > 1e-6) continue;
    const n = o.counts.reduce((a, b) => a + b, 0);
    const total = otherTotal + n * weight;
    let cost = 0;
    for (let j = 0; j < cands.length; j++) {
      const d = tally[j]! + o.counts[j]! * weight - cands[j]!.u.share * total;
      cost += d * d;
    }
    cost /= total * total;
    if (!ctx.plainFill) cost += COUNT_PREF * (most - n);
    if (cost < bestCost - 1e-12) {
      best = oi;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * What a dwelling fewer than the row's most costs a row's count choice (`pickCounts`), on the scale of its
 * squared share gaps: 0.0025 is a 5-point gap. Rows that hold the same length of dwellings either way take
 * the more homes unless the mix needs the fewer (issue 40: 300 inputs, gallery 6.62 -> 6.67 and corridor
 * 7.54 -> 7.61 dwellings a 1 000 m2 GFA, the mix figures unchanged; 0.01 gave no more).
 */
const COUNT_PREF = 0.0025;

const round2 = (v: number) => Math.round(v * 100) / 100;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * How many units of each type fill `usable` metres: the count vector whose width range covers the most
 * of the segment (ideally all of it), and among those the one that brings the building's mix closest to
 * the target shares. An exhaustive search over count vectors; a segment holds a dozen units at most, so
 * this stays small, and a node budget keeps odd inputs bounded.
 */
function chooseCounts(
  ctx: BlockContext,
  cands: readonly { u: MixUnit; wmin: number; wmax: number }[],
  usable: number,
  weight: number,
): number[] {
  const k = cands.length;
  const tally = cands.map((c) => ctx.tally.get(c.u.unit_id) ?? 0);
  const otherTotal = [...ctx.tally.values()].reduce((sum, v) => sum + v, 0);
  let best: number[] = new Array<number>(k).fill(0);
  let bestLeft = usable;
  let bestCost = Infinity;
  const counts = new Array<number>(k).fill(0);
  let budget = 50_000;
  const visit = (i: number, minSum: number, maxSum: number, n: number) => {
    if (--budget < 0) return;
    if (i === k) {
      if (n === 0) return;
      const left = Math.max(0, usable - maxSum);
      const total = otherTotal + n * weight;
      let cost = 0;
      for (let j = 0; j < k; j++) {
        const d = tally[j]! + counts[j]! * weight - cands[j]!.u.share * total;
        cost += d * d;
      }
      cost /= total * total;
      // The more homes first, as `pickCounts` (its `most` is the same for every vector of the row).
      if (!ctx.plainFill) cost -= COUNT_PREF * n;
      if (left < bestLeft - 1e-6 || (Math.abs(left - bestLeft) <= 1e-6 && cost < bestCost - 1e-12)) {
        best = [...counts];
        bestLeft = left;
        bestCost = cost;
      }
      return;
    }
    const c = cands[i]!;
    for (let m = 0; minSum + m * c.wmin <= usable + EPS; m++) {
      counts[i] = m;
      visit(i + 1, minSum + m * c.wmin, maxSum + m * c.wmax, n + m);
    }
    counts[i] = 0;
  };
  visit(0, 0, 0, 0);
  return best;
}

/** Options kept per row for the rebalance; beyond it the row keeps its first-fill choice. */
const MAX_OPTIONS = 64;

/**
 * How much more of a row (metres) than the least possible an option may leave to a storage room: enough
 * for one dwelling of another type to make room, not so much that whole dwellings are given up lightly.
 */
const SPARE_WASTE = 5;
