import type { BlockContext } from '../blockContext';
import type { MixUnit } from './mixUnit';

/** One house of a row: its frontage along x and its unit type, with the net area it will have. */
export interface PlannedHouse {
  x0: number;
  x1: number;
  unit: MixUnit;
  netArea: number;
  fits: boolean;
}

/** What a house's net area depends on besides its frontage. */
export interface HouseBasis {
  /**
   * Net area (m2) of a house of type `unit` with frontage `frontage` and facades on `sides`, measured from
   * the spaces the block will draw for it the way the model measures them (its walls, garage, inner
   * storage), so the plan and the model agree. Non-decreasing in the frontage from `minFrontage` on.
   */
  netArea: (frontage: number, sides: Sides, unit: MixUnit) => number;
  /** Narrowest frontage the house type allows (the garage with its hall beside it). */
  minFrontage: number;
  /** The cfg's frontage: the width a house gets when its type's size range allows it. */
  preferred: number;
}

const STEP = 0.1;
const EPS = 1e-9;

/** Which sides of a house are facades: `ends` of them (0 to 2), the left one among them when `left`. */
interface Sides {
  ends: number;
  left: boolean;
}

/** True when the right side of a house with these sides is a facade. */
export const rightIsFacade = (w: Sides): boolean => w.ends === 2 || (w.ends === 1 && !w.left);

type FrontageRange = (u: MixUnit, w: Sides) => { min: number; max: number } | null;

/**
 * The frontage range a unit type allows (net area within size..size_max on the 0.1 m grid), or null: the
 * net area measured by `b.netArea`, searched by bisection from the narrowest frontage on (it grows with the
 * frontage), memoised per type and sides for one plan.
 */
function frontageRanges(b: HouseBasis): FrontageRange {
  const memo = new Map<string, { min: number; max: number } | null>();
  return (u, w) => {
    const key = `${String(u.unit_id)}|${w.ends}|${w.left}`;
    if (memo.has(key)) return memo.get(key)!;
    const area = (k: number) => b.netArea(k * STEP, w, u);
    const lo = Math.floor(b.minFrontage / STEP + 1e-6);
    // Smallest grid step k >= lo with area(k) >= x, or null when none within 1 km.
    const first = (x: number): number | null => {
      // From the cfg's frontage, doubling until the area is reached.
      let hi = Math.max(lo, Math.round(b.preferred / STEP), 1);
      while (area(hi) < x) {
        if (hi * STEP > 1000) return null;
        hi *= 2;
      }
      let a = lo;
      if (area(a) >= x) return a;
      while (hi - a > 1) {
        const m = Math.floor((a + hi) / 2);
        if (area(m) >= x) hi = m;
        else a = m;
      }
      return hi;
    };
    const kMin = first(u.size - 1e-6);
    const kOver = first(u.size_max + 1e-6);
    const r =
      kMin === null
        ? null
        : {
            min: Math.max(b.minFrontage, Math.round(kMin * STEP * 1e6) / 1e6),
            max: Math.round(((kOver ?? Infinity) - 1) * STEP * 1e6) / 1e6,
          };
    const out = r && r.min <= r.max + EPS ? r : null;
    memo.set(key, out);
    return out;
  };
}

/** The unit type furthest below its share that has a frontage range and fits in `room`; null if none. */
function nextType(ctx: BlockContext, frontageRange: FrontageRange, room: number, w: Sides) {
  const total = [...ctx.tally.values()].reduce((s, v) => s + v, 0) + 1;
  let best: { u: MixUnit; min: number; max: number } | null = null;
  let bestDeficit = -Infinity;
  for (const u of ctx.mix) {
    const r = frontageRange(u, w);
    if (!r || r.min > room + EPS) continue;
    const deficit = u.share * total - (ctx.tally.get(u.unit_id) ?? 0);
    if (deficit > bestDeficit + EPS) {
      best = { u, ...r };
      bestDeficit = deficit;
    }
  }
  return best;
}

/**
 * A row of houses along [0, length]: each house takes the type furthest below its share and a frontage
 * within that type's size range (the cfg's frontage when the range allows it), so no house is smaller or
 * larger than its type. End houses (outer wall) are wider for the same net area. Spare length widens the
 * houses within their ranges; what is still left stays open ground (the row is shorter).
 * A detached copy is one house (both sides outer), a semi-detached copy two houses (one outer side each).
 */
export function planHouses(
  ctx: BlockContext,
  b: HouseBasis,
  length: number,
  kind: 'row' | 'detached' | 'semi',
): PlannedHouse[] {
  const houses: { w: number; u: MixUnit; max: number; sides: Sides }[] = [];
  const frontageRange = frontageRanges(b);
  const count = kind === 'detached' ? 1 : kind === 'semi' ? 2 : Infinity;
  const untally = (u: MixUnit) => ctx.tally.set(u.unit_id, (ctx.tally.get(u.unit_id) ?? 0) - 1);
  let x = 0;
  while (houses.length < count) {
    // Planned as middle houses (the first has its facade on the left); the last is made an end below.
    const first = houses.length === 0;
    const sides: Sides =
      kind === 'detached'
        ? { ends: 2, left: true }
        : first
          ? { ends: 1, left: true }
          : { ends: kind === 'semi' ? 1 : 0, left: false };
    const pick = nextType(ctx, frontageRange, length - x, sides);
    if (!pick) break;
    const w = Math.min(Math.max(b.preferred, pick.min), pick.max, length - x);
    houses.push({ w, u: pick.u, max: pick.max, sides });
    ctx.tally.set(pick.u.unit_id, (ctx.tally.get(pick.u.unit_id) ?? 0) + 1);
    x += w;
  }
  // The last house of a row or pair has a facade on its right (a lone one on both sides): widen it within
  // its range, or drop it until one can.
  while (houses.length > 0 && kind !== 'detached') {
    const last = houses[houses.length - 1]!;
    const sides: Sides = houses.length === 1 ? { ends: 2, left: true } : { ends: 1, left: false };
    const r = frontageRange(last.u, sides);
    const room = length - houses.slice(0, -1).reduce((s, h) => s + h.w, 0);
    if (r && r.min <= room + EPS) {
      Object.assign(last, { w: Math.min(Math.max(last.w, r.min), r.max, room), max: r.max, sides });
      break;
    }
    untally(last.u);
    houses.pop();
  }
  widen(houses, kind === 'row' ? length : houses.reduce((s, h) => s + h.w, 0));
  let at = 0;
  return houses.map((h) => {
    const x0 = at;
    at += h.w;
    const netArea = b.netArea(h.w, h.sides, h.u);
    return {
      x0,
      x1: at,
      unit: h.u,
      netArea,
      fits: netArea >= h.u.size - 1e-6 && netArea <= h.u.size_max + 1e-6,
    };
  });
}

/** Spare row length widens houses round-robin in 0.1 m steps within their type's range. */
function widen(houses: { w: number; max: number }[], length: number): void {
  let spare = length - houses.reduce((s, h) => s + h.w, 0);
  let grew = true;
  while (spare >= STEP - EPS && grew) {
    grew = false;
    for (const h of houses) {
      if (spare < STEP - EPS) break;
      if (h.w + STEP <= h.max + EPS) {
        h.w = Math.round((h.w + STEP) * 1e6) / 1e6;
        spare -= STEP;
        grew = true;
      }
    }
  }
}
