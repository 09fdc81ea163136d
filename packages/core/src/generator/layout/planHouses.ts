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
  /** Gross area the garage takes out of the ground floor. */
  garageArea: number;
  /** Narrowest frontage the house type allows (the garage with its hall beside it). */
  minFrontage: number;
  /** The cfg's frontage: the width a house gets when its type's size range allows it. */
  preferred: number;
  outer: number;
  inner: number;
}

const STEP = 0.1;
const EPS = 1e-9;

/** Net area of a house of frontage `f`; an end house has an outer wall on that side, else half a party wall. */
export function houseNetArea(b: HouseBasis, f: number, endsOuter: number): number {
  const sides = endsOuter * b.outer + (2 - endsOuter) * (b.inner / 2);
  return b.storeys * Math.max(0, f - sides) * b.netDepth - b.garageArea;
}

/** The frontage range a unit type allows (net area within size..size_max), snapped to 0.1 m, or null. */
function frontageRange(b: HouseBasis, u: MixUnit, endsOuter: number): { min: number; max: number } | null {
  const sides = endsOuter * b.outer + (2 - endsOuter) * (b.inner / 2);
  const per = b.storeys * b.netDepth;
  if (per <= EPS) return null;
  const min = Math.max(b.minFrontage, Math.ceil(((u.size + b.garageArea) / per + sides) / STEP - 1e-6) * STEP);
  const max = Math.floor(((u.size_max + b.garageArea) / per + sides) / STEP + 1e-6) * STEP;
  return min <= max + EPS ? { min, max } : null;
}

/** The unit type furthest below its share that has a frontage range and fits in `room`; null if none. */
function nextType(ctx: BlockContext, b: HouseBasis, room: number, endsOuter: number) {
  const total = [...ctx.tally.values()].reduce((s, v) => s + v, 0) + 1;
  let best: { u: MixUnit; min: number; max: number } | null = null;
  let bestDeficit = -Infinity;
  for (const u of ctx.mix) {
    const r = frontageRange(b, u, endsOuter);
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
export function planHouses(ctx: BlockContext, b: HouseBasis, length: number, kind: 'row' | 'detached' | 'semi'): PlannedHouse[] {
  const houses: { w: number; u: MixUnit; max: number; ends: number }[] = [];
  const count = kind === 'detached' ? 1 : kind === 'semi' ? 2 : Infinity;
  const untally = (u: MixUnit) => ctx.tally.set(u.unit_id, (ctx.tally.get(u.unit_id) ?? 0) - 1);
  let x = 0;
  while (houses.length < count) {
    // Row houses are planned as middle houses (the first one has its end wall) and the last is made an end below.
    const ends = kind === 'detached' ? 2 : kind === 'semi' || houses.length === 0 ? 1 : 0;
    const pick = nextType(ctx, b, length - x, ends);
    if (!pick) break;
    const w = Math.min(Math.max(b.preferred, pick.min), pick.max, length - x);
    houses.push({ w, u: pick.u, max: pick.max, ends });
    ctx.tally.set(pick.u.unit_id, (ctx.tally.get(pick.u.unit_id) ?? 0) + 1);
    x += w;
  }
  // The last house of a row has an outer wall too: widen it within its range, or drop it until one can.
  while (kind === 'row' && houses.length > 1) {
    const last = houses[houses.length - 1]!;
    const r = frontageRange(b, last.u, 1);
    const room = length - houses.slice(0, -1).reduce((s, h) => s + h.w, 0);
    if (r && r.min <= room + EPS) {
      Object.assign(last, { w: Math.min(Math.max(last.w, r.min), r.max), max: r.max, ends: 1 });
      break;
    }
    untally(last.u);
    houses.pop();
  }
  if (kind === 'row' && houses.length === 1) {
    // A lone house is detached: both sides outer.
    const h = houses[0]!;
    const r = frontageRange(b, h.u, 2);
    if (r && r.min <= length + EPS) Object.assign(h, { w: Math.min(Math.max(h.w, r.min), r.max, length), max: r.max, ends: 2 });
    else {
      untally(h.u);
      houses.pop();
    }
  }
  widen(houses, kind === 'row' ? length : houses.reduce((s, h) => s + h.w, 0));
  let at = 0;
  return houses.map((h) => {
    const x0 = at;
    at += h.w;
    const netArea = houseNetArea(b, h.w, h.ends);
    return { x0, x1: at, unit: h.u, netArea, fits: netArea >= h.u.size - 1e-6 && netArea <= h.u.size_max + 1e-6 };
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
