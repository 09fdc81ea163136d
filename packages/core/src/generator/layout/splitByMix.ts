import type { BlockContext } from '../blockContext';
import type { MixUnit } from './mixUnit';

/** A stretch of a row: a dwelling of the mix, or (null) a room no dwelling type fits. */
export interface MixSlot {
  a: number;
  b: number;
  unit: MixUnit | null;
}

const EPS = 1e-9;

/**
 * Cuts a row [from, to] of fixed depth into dwellings by the mix (towers): of every multiset of unit
 * types of `count` dwellings (or a few fewer or more when `count` cannot hold the sizes), the one whose
 * dwellings all fall within their type's size range and length limits when the row is shared in
 * proportion to the types' mid sizes, and that brings the building's mix closest to its targets.
 * `net(a, b)` is the net area and length of the stretch [a, b] (walls off). When no multiset fits, the row is split evenly and a stretch smaller
 * than every type stays a room without a dwelling (null), so no sliver is ever counted.
 */
export function splitByMix(
  ctx: BlockContext,
  from: number,
  to: number,
  count: number,
  net: (a: number, b: number) => NetSize,
  weight: number,
): MixSlot[] {
  const types = ctx.mix;
  const tally = types.map((u) => ctx.tally.get(u.unit_id) ?? 0);
  const before = [...ctx.tally.values()].reduce((s, v) => s + v, 0);
  const row = rowWalls(from, to, net);
  let best: { slots: MixSlot[]; cost: number } | null = null;
  const counts = new Array<number>(types.length).fill(0);
  let spare = false;
  const tryCounts = (k: number) => {
    const total = before + k * weight;
    let cost = Math.abs(k - count) * 0.02;
    types.forEach((u, j) => {
      const d = (tally[j]! + counts[j]! * weight - u.share * total) / total;
      cost += d * d;
    });
    if (best && cost >= best.cost - 1e-12) return;
    const slots = withinRanges(proportional(types, counts, from, to), row, spare);
    if (slots && slots.every((s) => !s.unit || fits(s.unit, net(s.a, s.b)))) best = { slots, cost };
  };
  const visit = (i: number, left: number, k: number) => {
    if (i === types.length - 1) {
      counts[i] = left;
      tryCounts(k);
      counts[i] = 0;
      return;
    }
    for (let m = 0; m <= left; m++) {
      counts[i] = m;
      visit(i + 1, left - m, k);
    }
    counts[i] = 0;
  };
  for (let k = Math.max(1, count - 2); k <= count + 2; k++) visit(0, k, k);
  // Nothing near the asked count fits the sizes: any count up to twice as many, before splitting evenly.
  for (let k = 1; !best && k <= 2 * count + 2; k++) if (k < count - 2 || k > count + 2) visit(0, k, k);
  // Still nothing: the row length falls between what k and k + 1 dwellings can fill. Dwellings at their
  // widest and a storage room at the row's end, rather than dwellings larger than their type.
  spare = true;
  for (let k = Math.max(1, count - 2); !best && k <= count + 2; k++) visit(0, k, k);
  const chosen: MixSlot[] = best
    ? (best as { slots: MixSlot[] }).slots
    : evenFallback(ctx, from, to, count, (a, b) => net(a, b).area);
  for (const s of chosen)
    if (s.unit) ctx.tally.set(s.unit.unit_id, (ctx.tally.get(s.unit.unit_id) ?? 0) + weight);
  return chosen;
}

/** A stretch's net area and its net length along the row (walls off). */
export interface NetSize {
  area: number;
  length: number;
}

/** Within the type's size range and length limits. */
const fits = (u: MixUnit, n: NetSize) =>
  n.area >= u.size - 1e-6 &&
  n.area <= u.size_max + 1e-6 &&
  n.length >= u.minlength - 1e-6 &&
  n.length <= u.maxlength + 1e-6;

/** The row's net depth and what the walls take off a stretch's length at its start, end and any cut. */
interface RowWalls {
  from: number;
  to: number;
  depth: number;
  start: number;
  end: number;
  cut: number;
}

function rowWalls(from: number, to: number, net: (a: number, b: number) => NetSize): RowWalls {
  const whole = net(from, to);
  const mid = (from + to) / 2;
  const left = net(from, mid).length;
  const right = net(mid, to).length;
  const ends = to - from - whole.length;
  const cut = (to - from - ends - left - right) / 2;
  const start = mid - from - left - cut;
  return { from, to, depth: whole.length > 0 ? whole.area / whole.length : 0, start, end: ends - start, cut };
}

/**
 * Widths for the ordered types that keep every one within its size range and length limits: each starts
 * at its narrowest and the rest of the row is shared in proportion to how much wider each may be.
 * Null when the row is shorter than the narrowest or longer than the widest sum.
 */
function withinRanges(order: MixSlot[], w: RowWalls, spare = false): MixSlot[] | null {
  if (w.depth <= 0) return null;
  const n = order.length;
  // With a spare room at the row's end, the last dwelling ends at a wall, not at the row's end.
  const ded = (i: number) => (i === 0 ? w.start : w.cut) + (i === n - 1 && !spare ? w.end : w.cut);
  const lo = order.map((s, i) => Math.max(s.unit!.size / w.depth, s.unit!.minlength) + ded(i));
  const hi = order.map((s, i) => Math.min(s.unit!.size_max / w.depth, s.unit!.maxlength) + ded(i));
  const sumLo = lo.reduce((a, b) => a + b, 0);
  const sumHi = hi.reduce((a, b) => a + b, 0);
  const total = w.to - w.from;
  if (hi.some((h, i) => h < lo[i]! - EPS) || total < sumLo - EPS) return null;
  if (spare ? total - sumHi < SPARE_MIN : total > sumHi + EPS) return null;
  const share = spare ? 1 : sumHi - sumLo > EPS ? (total - sumLo) / (sumHi - sumLo) : 0;
  let a = w.from;
  const slots: MixSlot[] = order.map((s, i) => {
    const b = i === n - 1 && !spare ? w.to : a + lo[i]! + (hi[i]! - lo[i]!) * share;
    const slot = { a, b, unit: s.unit };
    a = b;
    return slot;
  });
  if (spare) slots.push({ a, b: w.to, unit: null });
  return slots;
}

/** The least length a spare room at a row's end gets (a storage room's length with its walls). */
const SPARE_MIN = 1.3;

/** The types of a multiset in row order, interleaved (largest count first), shared in proportion to mid sizes. */
function proportional(
  types: readonly MixUnit[],
  counts: readonly number[],
  from: number,
  to: number,
): MixSlot[] {
  const left = [...counts];
  const order: MixUnit[] = [];
  for (;;) {
    let bi = -1;
    left.forEach((n, j) => {
      if (n > 0 && (bi < 0 || n > left[bi]!)) bi = j;
    });
    if (bi < 0) break;
    left[bi]!--;
    order.push(types[bi]!);
  }
  const mid = (u: MixUnit) => (u.size + Math.max(u.size, u.size_max)) / 2;
  const sum = order.reduce((s, u) => s + mid(u), 0);
  const out: MixSlot[] = [];
  let a = from;
  order.forEach((u, i) => {
    const b = i === order.length - 1 ? to : a + ((to - from) * mid(u)) / sum;
    out.push({ a, b, unit: u });
    a = b;
  });
  return out;
}

/**
 * Even split as before: each stretch the type it overshoots least among those it reaches (never a type
 * it falls short of); a stretch under every type's size holds no dwelling.
 */
function evenFallback(
  ctx: BlockContext,
  from: number,
  to: number,
  count: number,
  netArea: (a: number, b: number) => number,
): MixSlot[] {
  const out: MixSlot[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + ((to - from) * i) / count;
    const b = i === count - 1 ? to : from + ((to - from) * (i + 1)) / count;
    const area = netArea(a, b);
    const reached = ctx.mix.filter((u) => area >= u.size - 1e-6);
    const over = (u: MixUnit) => Math.max(0, area - u.size_max);
    out.push({
      a,
      b,
      unit:
        reached.length > 0 && b - a > EPS
          ? reached.reduce((x, y) => (over(y) < over(x) - EPS ? y : x))
          : null,
    });
  }
  return out;
}
