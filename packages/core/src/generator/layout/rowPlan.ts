import type { MixUnit } from './mixUnit';

/**
 * One unit row of a slab layout as the row filler saw it: its options (units per type, indexed like the
 * block's mix, each with the metres it leaves to storage beyond the row's best option), the one it chose,
 * its floors (`weight`) and its net area. `key` tells the row apart when the layout is run again.
 */
export interface RowOptions {
  key: string;
  weight: number;
  area: number;
  /** Options shared by every row of this shape (`extra`: metres left beyond the least). */
  options: readonly { mixCounts: readonly number[]; extra: number }[];
  /** Net floor area one metre of `extra` gives up over the row's floors (net depth x weight). */
  wastePerMetre: number;
  chosen: number;
}

/**
 * The rows of one slab layout. While laying out, `rows` collects each row's options in fill order; a
 * second layout of the same floors and cores takes `forced[k]` for its k-th row instead of choosing.
 */
export interface RowPlan {
  rows: RowOptions[];
  forced: readonly { key: string; counts: readonly number[] }[] | null;
  next: number;
}

/** A row's count options: per candidate and per mix index, and the metres each leaves beyond the least. */
export interface CountOptions {
  options: { counts: number[]; mixCounts: number[]; left: number; extra: number }[];
  /** False when the option cap cut the list: the row then chooses by the full search. */
  complete: boolean;
}

/** An empty plan that records the rows of a first layout. */
export function recordingPlan(): RowPlan {
  return { rows: [], forced: null, next: 0 };
}

/** A plan that lays the recorded rows out again, row k with the counts `counts[k]`. */
export function forcedPlan(
  rows: readonly RowOptions[],
  choice: readonly { counts: readonly number[] }[],
): RowPlan {
  return { rows: [], forced: rows.map((r, k) => ({ key: r.key, counts: choice[k]!.counts })), next: 0 };
}

/**
 * The counts the plan forces on the next row, or null (the row chooses for itself): no plan, a recording
 * plan, or a row that is not the one recorded at this place (its key differs).
 */
export function takeForced(plan: RowPlan | undefined, key: string): readonly number[] | null {
  if (!plan?.forced) return null;
  const f = plan.forced[plan.next++];
  return f && f.key === key ? f.counts : null;
}

/**
 * What a tally of the whole building costs, in percentage points: the distance of its shares from the
 * targets (root of the squared gaps, with the largest gap counted twice so that a single far-off type
 * weighs more: the goal measures the largest gap), plus AREA_POINTS for every 1 % of the rows' net area
 * left to storage rooms beyond each row's best option (the mix comes first, but not at any price).
 */
function score(counts: readonly number[], waste: number, area: number, mix: readonly MixUnit[]): number {
  // Plain loops: the core placement search scores tens of thousands of tallies per slab.
  let total = 0;
  for (let j = 0; j < counts.length; j++) total += counts[j]!;
  if (total <= 0) return Infinity;
  let sum = 0;
  let worst = 0;
  for (let j = 0; j < mix.length; j++) {
    const d = counts[j]! / total - mix[j]!.share;
    sum += d * d;
    worst = Math.max(worst, d * d);
  }
  return 100 * Math.sqrt(sum + worst) + (area > 0 ? (AREA_POINTS * 100 * waste) / area : 0);
}

/** Points a tally pays for each 1 % of the rows' net area given up to storage (see `score`). */
export const AREA_POINTS = 1;

/**
 * Points of the mix score that 1 % more dwellings is worth in the last pass of `rebalanceForGoal` (issue 40:
 * as many homes as the rows hold), which may not take any type's share further than the goal's 5 points.
 */
const DWELLING_POINTS = 1;

const MAX_SWEEPS = 30;

/** The rows' tally and waste as the choice of options moves; `apply` adds or takes away one row's option. */
class Tally {
  readonly counts: number[];
  waste = 0;
  readonly area: number;
  constructor(
    private readonly rows: readonly RowOptions[],
    private readonly mix: readonly MixUnit[],
    tally: readonly number[],
  ) {
    this.counts = [...tally];
    this.area = rows.reduce((s, r) => s + r.area, 0);
    this.first = tally.reduce((a, b) => a + b, 0);
  }
  /** The first layout's dwellings (`more`: each 1 % more is worth `points`). */
  private readonly first: number;
  /** With `more`, a tally pays `points` less per 1 % more dwellings than the first and none may miss a share by more than `capWorst` points. */
  more: { points: number; capWorst: number } | null = null;
  apply(r: number, o: number, sign: 1 | -1): void {
    const row = this.rows[r]!;
    const opt = row.options[o]!;
    for (let j = 0; j < this.counts.length; j++) this.counts[j]! += sign * row.weight * opt.mixCounts[j]!;
    this.waste += sign * opt.extra * row.wastePerMetre;
  }
  score(): number {
    const base = score(this.counts, this.waste, this.area, this.mix);
    if (!this.more || this.first <= 0) return base;
    let total = 0;
    for (const c of this.counts) total += c;
    if (total <= 0) return Infinity;
    for (let j = 0; j < this.mix.length; j++)
      if (Math.abs(this.counts[j]! / total - this.mix[j]!.share) * 100 > this.more.capWorst + 1e-9) return Infinity;
    return base - (this.more.points * 100 * (total - this.first)) / this.first;
  }
}

/**
 * Re-chooses every row's counts against the whole building's mix: the rows are filled one after another,
 * each against the tally of the rows before it, so an early row cannot know what the later ones will
 * lack. Starting from those choices, each row in turn takes the option that brings the whole tally's
 * score (`score`: mix, then area given up) lowest; when no single row can improve it, every pair of rows
 * tries to change options together, which finds the moves where one row gives a type up and another
 * takes it (either move alone would first make the mix worse). Repeats until nothing improves. `tally` is
 * the first layout's tally (units per mix index, by repeat count), rows and any fixed units (end units)
 * included. `how.pairs` false: single rows only and `how.sweeps` passes, the cheap form for comparing core
 * placements; `how.spare` false: only options that waste no more than the row's least.
 */
export function rebalanceRows(
  mix: readonly MixUnit[],
  tally: readonly number[],
  rows: readonly RowOptions[],
  how: {
    pairs: boolean;
    sweeps: number;
    spare: boolean;
    /** Start from these options (by row) instead of the rows' own choices; `tally` must be theirs. */
    start?: readonly number[];
    more?: { points: number; capWorst: number };
  } = { pairs: true, sweeps: MAX_SWEEPS, spare: true },
): Rebalanced {
  const { pairs, sweeps, spare } = how;
  const t = new Tally(rows, mix, tally);
  if (how.more) t.more = how.more;
  const chosen = how.start ? [...how.start] : rows.map((r) => r.chosen);
  // Waste counts beyond each row's best option, so the first layout (its best options) starts near zero.
  t.waste = rows.reduce((s, r, k) => s + r.options[chosen[k]!]!.extra * r.wastePerMetre, 0);
  let cost = t.score();
  let changed = false;
  for (let sweep = 0; sweep < sweeps; sweep++) {
    let improved = false;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      if (row.options.length < 2) continue;
      let bestO = chosen[r]!;
      let bestCost = cost;
      t.apply(r, chosen[r]!, -1);
      for (let o = 0; o < row.options.length; o++) {
        if (o === chosen[r] || (!spare && row.options[o]!.extra > 1e-9)) continue;
        t.apply(r, o, 1);
        const c = t.score();
        t.apply(r, o, -1);
        if (c < bestCost - 1e-9) {
          bestCost = c;
          bestO = o;
        }
      }
      t.apply(r, bestO, 1);
      if (bestO !== chosen[r]) {
        chosen[r] = bestO;
        cost = bestCost;
        improved = true;
      }
    }
    if (!improved && pairs) improved = exchangePair(rows, chosen, t, cost, spare);
    if (!improved) break;
    cost = t.score();
    changed = true;
  }
  const total = t.counts.reduce((a, b) => a + b, 0);
  const worst =
    total > 0 ? Math.max(...mix.map((u, j) => Math.abs(t.counts[j]! / total - u.share) * 100)) : Infinity;
  const moved = changed || chosen.some((o, r) => o !== rows[r]!.chosen);
  return {
    choice: moved ? chosen.map((o, r) => ({ counts: rows[r]!.options[o]!.mixCounts })) : null,
    score: cost,
    area: t.area,
    worst,
    picks: chosen,
    total,
  };
}

/** Points a type may miss its share by under issue 22's goal. */
const GOAL_POINTS = 5;

/**
 * `rebalanceRows` that gives dwelling area up only where the mix needs it: first with the options that
 * waste no more than each row's least; only when some type then still misses its share by more than the
 * goal's 5 points, again with the options that leave a storage room (their area weighed by `score`).
 */
export function rebalanceForGoal(
  mix: readonly MixUnit[],
  tally: readonly number[],
  rows: readonly RowOptions[],
  cheap = false,
  moreHomes = true,
): Rebalanced {
  const how = { pairs: !cheap, sweeps: cheap ? CHEAP_SWEEPS : MAX_SWEEPS };
  const tight = rebalanceRows(mix, tally, rows, { ...how, spare: false });
  let best = tight;
  if (tight.worst > GOAL_POINTS + 1e-9) {
    const loose = rebalanceRows(mix, tally, rows, { ...how, spare: true });
    if (loose.score < tight.score - 1e-9) best = loose;
  }
  // Within the goal, more homes: rows move to options with more dwellings while no type misses its share
  // by more than the goal (the cheap form ranks core placements and leaves this out).
  if (cheap || !moreHomes || DWELLING_POINTS <= 0 || best.worst > GOAL_POINTS + 1e-9) return best;
  const start = tally.map((v) => v);
  // The tally as the best choice leaves it: the first layout's, less its rows' first choices, plus the new ones.
  rows.forEach((r, k) => {
    const from = r.options[r.chosen]!.mixCounts;
    const to = r.options[best.picks[k]!]!.mixCounts;
    for (let j = 0; j < start.length; j++) start[j]! += r.weight * (to[j]! - from[j]!);
  });
  const more = rebalanceRows(mix, start, rows, {
    ...how,
    spare: false,
    start: best.picks,
    more: { points: DWELLING_POINTS, capWorst: GOAL_POINTS },
  });
  return more.total > best.total ? { ...more, fewer: best } : best;
}

/** Sweeps of the cheap form, used to rank core placements: enough to rank them, cheap for 40 placements. */
const CHEAP_SWEEPS = 3;

/** What `rebalanceRows` found: the new choice per row (null: keep the first), its score, the rows' net area. */
interface Rebalanced {
  choice: { counts: readonly number[] }[] | null;
  score: number;
  area: number;
  /** The largest gap between built and target share over the mix's types, in points. */
  worst: number;
  /** The option each row takes, and the dwellings of the tally it leaves. */
  picks: number[];
  total: number;
  /** When the last pass of `rebalanceForGoal` took more dwellings: the choice before it. */
  fewer?: Rebalanced;
}

/** Work cap on the pair search (pairs of rows x their options), so an odd input stays fast. */
const PAIR_BUDGET = 4_000;

/** The best change of two rows' options at once that lowers the score; applied, true when one was found. */
function exchangePair(
  rows: readonly RowOptions[],
  chosen: number[],
  t: Tally,
  cost: number,
  spare: boolean,
): boolean {
  let budget = PAIR_BUDGET;
  let best: { a: number; oa: number; b: number; ob: number; cost: number } | null = null;
  for (let a = 0; a < rows.length && budget > 0; a++) {
    if (rows[a]!.options.length < 2) continue;
    for (let b = a + 1; b < rows.length && budget > 0; b++) {
      if (rows[b]!.options.length < 2) continue;
      t.apply(a, chosen[a]!, -1);
      t.apply(b, chosen[b]!, -1);
      for (let oa = 0; oa < rows[a]!.options.length; oa++) {
        if (oa === chosen[a] || (!spare && rows[a]!.options[oa]!.extra > 1e-9)) continue;
        t.apply(a, oa, 1);
        for (let ob = 0; ob < rows[b]!.options.length; ob++) {
          budget--;
          if (ob === chosen[b] || (!spare && rows[b]!.options[ob]!.extra > 1e-9)) continue;
          t.apply(b, ob, 1);
          const c = t.score();
          t.apply(b, ob, -1);
          if (c < (best?.cost ?? cost) - 1e-9) best = { a, oa, b, ob, cost: c };
        }
        t.apply(a, oa, -1);
      }
      t.apply(a, chosen[a]!, 1);
      t.apply(b, chosen[b]!, 1);
    }
  }
  if (!best) return false;
  t.apply(best.a, chosen[best.a]!, -1);
  t.apply(best.b, chosen[best.b]!, -1);
  chosen[best.a] = best.oa;
  chosen[best.b] = best.ob;
  t.apply(best.a, best.oa, 1);
  t.apply(best.b, best.ob, 1);
  return true;
}
