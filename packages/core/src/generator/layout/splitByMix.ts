import type { MixUnit } from './mixUnit';

/** A stretch of a row: a dwelling of the mix, or (null) a room no dwelling type fits. */
export interface MixSlot {
  a: number;
  b: number;
  unit: MixUnit | null;
}

const EPS = 1e-9;

/** One way to cut a row: its depth, the multiset of types, and the stretches. */
export interface RowOption {
  depth: number;
  /** Dwellings of each type of the mix (in the mix's order) and their number. */
  counts: number[];
  k: number;
  slots: MixSlot[];
}

/**
 * The ways to cut a row [from, to] into dwellings by the mix (towers): every multiset of unit types of
 * `count` dwellings (or a few fewer or more when `count` cannot hold the sizes), at every depth of
 * `depths` (deepest first; a hall beside the row takes what it leaves), whose dwellings all fall within
 * their type's size range and length and depth limits when the row is shared in proportion to the types'
 * mid sizes, and those that end the row with a spare room when its length falls between what k and k + 1
 * dwellings fill. `netAt(depth)(a, b)` is the net area and length of the stretch [a, b] of a row that deep
 * (walls off). The options depend on the geometry only, so rows of the same geometry (and mix) share them
 * through `cache` under `key`; which one a floor takes is decided for the whole tower
 * (`layout/towerMix.ts`). When no multiset fits, the one option is the row split evenly, where a stretch no
 * type's limits hold stays a room without a dwelling (null): no sliver and no dwelling outside its type's
 * range is ever counted.
 */
export function rowOptions(
  mix: readonly MixUnit[],
  row: { from: number; to: number; count: number; depths: readonly number[] },
  netAt: (depth: number) => (a: number, b: number) => NetSize,
  cache: Map<string, RowOption[]>,
  key: string,
): RowOption[] {
  const cached = cache.get(key);
  if (cached) return cached;
  const { from, to, count, depths } = row;
  let options = depths.flatMap((depth) => depthOptions(mix, from, to, count, netAt(depth), depth));
  if (options.length === 0) {
    const slots = evenFallback(mix, from, to, count, netAt(depths[0]!));
    const counts = mix.map((u) => slots.filter((s) => s.unit === u).length);
    options = [{ depth: depths[0]!, counts, k: counts.reduce((a, b) => a + b, 0), slots }];
  }
  cache.set(key, options);
  return options;
}

/** Every fitting multiset of a row of fixed depth, each with its stretches. */
function depthOptions(
  types: readonly MixUnit[],
  from: number,
  to: number,
  count: number,
  net: (a: number, b: number) => NetSize,
  depth: number,
): RowOption[] {
  const row = rowWalls(from, to, net);
  const length = to - from;
  // Each type's narrowest and widest stretch at this depth (walls off), and whether the depth suits it:
  // a multiset fits only when the row's length lies between its sums (plus the walls), so most are ruled
  // out by sums before any stretch is cut.
  const lo = types.map((u) => Math.max(u.size / row.depth, u.minlength));
  const hi = types.map((u) => Math.min(Math.max(u.size, u.size_max) / row.depth, u.maxlength));
  const ok = types.map(
    (u, j) =>
      row.depth > 0 &&
      hi[j]! >= lo[j]! - EPS &&
      row.depth >= u.mindepth - 1e-6 &&
      row.depth <= u.maxdepth + 1e-6,
  );
  const out: RowOption[] = [];
  const counts = new Array<number>(types.length).fill(0);
  let spare = false;
  const tryCounts = (k: number, sumLo: number) => {
    let sumHi = 0;
    for (let j = 0; j < types.length; j++) sumHi += counts[j]! * hi[j]!;
    const walls = spare ? row.start + (2 * k - 1) * row.cut : row.start + row.end + (2 * k - 2) * row.cut;
    if (length < sumLo + walls - EPS) return;
    if (spare ? length - sumLo - walls < SPARE_MIN - EPS : length > sumHi + walls + EPS) return;
    const slots = withinRanges(proportional(types, counts, from, to), row, spare);
    if (!slots || !slots.every((s) => !s.unit || fits(s.unit, net(s.a, s.b)))) return;
    out.push({ depth, counts: [...counts], k, slots });
  };
  // Multisets of k dwellings, each type's count in turn; a partial one already longer than the row ends
  // the loop (counts only grow).
  const visit = (i: number, left: number, k: number, sumLo: number) => {
    const least = row.start + (2 * k - 2) * row.cut;
    if (i === types.length - 1) {
      if (left > 0 && !ok[i]) return;
      counts[i] = left;
      tryCounts(k, sumLo + left * lo[i]!);
      counts[i] = 0;
      return;
    }
    for (let m = 0; m <= left; m++) {
      const s = sumLo + m * lo[i]!;
      if ((m > 0 && !ok[i]) || s + least > length + EPS) break;
      counts[i] = m;
      visit(i + 1, left - m, k, s);
    }
    counts[i] = 0;
  };
  for (let k = Math.max(1, count - 2); k <= count + 2; k++) visit(0, k, k, 0);
  // Nothing near the asked count fits the sizes: any count up to twice as many, before splitting evenly.
  if (out.length === 0)
    for (let k = 1; k <= 2 * count + 2; k++) if (k < count - 2 || k > count + 2) visit(0, k, k, 0);
  // The row length may fall between what k and k + 1 dwellings of the wanted types fill: dwellings at
  // their widest and a storage room at the row's end compete (at the cost of the dwelling area the room
  // takes, `layout/towerMix.ts`), rather than types the mix has enough of or dwellings larger than their
  // type. A short row may hold fewer dwellings than asked (a side room that holds no type hands its
  // dwelling to the rows).
  spare = true;
  for (let k = 1; k <= count + 2; k++) visit(0, k, k, 0);
  return out;
}

/** A stretch's net area and its net length along the row (walls off). */
export interface NetSize {
  area: number;
  length: number;
}

/** Within the type's size range and length and (one-window) depth limits. */
const fits = (u: MixUnit, n: NetSize) =>
  n.length > 0 &&
  n.area / n.length >= u.mindepth - 1e-6 &&
  n.area / n.length <= u.maxdepth + 1e-6 &&
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
  if (spare ? total - sumLo < SPARE_MIN - EPS : total > sumHi + EPS) return null;
  // With a spare room the dwellings take their widest, less what the room needs to reach its least length.
  const room = spare ? Math.min(sumHi, total - SPARE_MIN) : total;
  const share = sumHi - sumLo > EPS ? Math.min(1, (room - sumLo) / (sumHi - sumLo)) : 0;
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
 * Even split when no multiset fits: each stretch is a dwelling of the first type whose limits it meets
 * (size, length, depth), else a room without a dwelling (null): a dwelling outside its type's range is
 * never counted.
 */
function evenFallback(
  types: readonly MixUnit[],
  from: number,
  to: number,
  count: number,
  net: (a: number, b: number) => NetSize,
): MixSlot[] {
  const out: MixSlot[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + ((to - from) * i) / count;
    const b = i === count - 1 ? to : from + ((to - from) * (i + 1)) / count;
    const size = net(a, b);
    out.push({ a, b, unit: b - a > EPS ? (types.find((u) => fits(u, size)) ?? null) : null });
  }
  return out;
}
