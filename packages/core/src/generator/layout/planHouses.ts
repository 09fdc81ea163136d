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
  storeys: number;
  /** Net depth of a storey (front facade and back facade or shared back wall off). */
  netDepth: number;
  /** Garage width and net depth of its band (0 without a garage): the garage's net room comes off the house. */
  garageWidth: number;
  garageBand: number;
  /** Floor area (m2) of the private storage kept inside the house (0 with a garden shed): it comes off the house. */
  storageArea: number;
  /** Wall (m) across the frontage that the inner storage's band puts in the ground floor (0 without). */
  storageWall: number;
  /** Narrowest frontage the house type allows (the garage with its hall beside it). */
  minFrontage: number;
  /** The cfg's frontage: the width a house gets when its type's size range allows it. */
  preferred: number;
  outer: number;
  inner: number;
}

const STEP = 0.1;
const EPS = 1e-9;

/** Which sides of a house are facades: `ends` of them (0 to 2), the left one among them when `left`. */
interface Sides {
  ends: number;
  left: boolean;
}

/**
 * Net area of a house of frontage `f`; a facade side loses the outer wall, a party wall half an inner
 * wall. The garage stands at the left side, so that side's wall comes off the garage, not the house.
 */
export function houseNetArea(b: HouseBasis, f: number, w: Sides): number {
  return Math.max(0, f - sideWalls(b, w)) * perFrontage(b) - garageLoss(b, w);
}

const sideWalls = (b: HouseBasis, w: Sides) => w.ends * b.outer + (2 - w.ends) * (b.inner / 2);
const garageLoss = (b: HouseBasis, w: Sides) =>
  (b.garageWidth > 0 ? (b.garageWidth - (w.left ? b.outer : b.inner / 2) + b.inner / 2) * b.garageBand : 0) +
  b.storageArea;

/** Net area per metre of net frontage: every storey's depth, less the walls between garage and living room and before an inner storage. */
const perFrontage = (b: HouseBasis) =>
  b.storeys * b.netDepth - (b.garageWidth > 0 ? b.inner : 0) - b.storageWall;

/** The frontage range a unit type allows (net area within size..size_max), snapped to 0.1 m, or null. */
function frontageRange(b: HouseBasis, u: MixUnit, w: Sides): { min: number; max: number } | null {
  const sides = sideWalls(b, w);
  const loss = garageLoss(b, w);
  const per = perFrontage(b);
  if (per <= EPS) return null;
  const min = Math.max(b.minFrontage, Math.ceil(((u.size + loss) / per + sides) / STEP - 1e-6) * STEP);
  const max = Math.floor(((u.size_max + loss) / per + sides) / STEP + 1e-6) * STEP;
  return min <= max + EPS ? { min, max } : null;
}

/** The unit type furthest below its share that has a frontage range and fits in `room`; null if none. */
function nextType(ctx: BlockContext, b: HouseBasis, room: number, w: Sides) {
  const total = [...ctx.tally.values()].reduce((s, v) => s + v, 0) + 1;
  let best: { u: MixUnit; min: number; max: number } | null = null;
  let bestDeficit = -Infinity;
  for (const u of ctx.mix) {
    const r = frontageRange(b, u, w);
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
    const pick = nextType(ctx, b, length - x, sides);
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
    const r = frontageRange(b, last.u, sides);
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
    const netArea = houseNetArea(b, h.w, h.sides);
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
