import type { FloorDraft } from '../blockContext';
import type { ResolvedRules } from '../generationParameters';
import { bicyclePlaces, privateStorages, sharedBicyclePlaces } from '../validations/privateStorage';
import { isBuiltDwelling } from './cutLosses';
import { estimateNetSides } from './floorDraft';
import type { MixUnit } from './mixUnit';

/**
 * Dwellings of laid-out floors (by repeat count) less the private storages (Bbl 4.31: 5 m2, 1.8 m wide)
 * their storage rooms hold, measured as the model will measure them; 0 when every dwelling has one.
 */
export function storageDeficit(floors: readonly FloorDraft[], rules: ResolvedRules): number {
  const { dwellings, storages } = storageCount(floors, rules);
  return Math.max(0, dwellings - storages);
}

/**
 * Dwellings of laid-out floors and the private storages their storage rooms hold, by repeat count; with
 * `leftovers` also what their leftover rooms with a door would hold as storage rooms (`storageFromLeftovers`
 * makes as many of them storage rooms as the dwellings need once the layout is done).
 */
export function storageCount(
  floors: readonly FloorDraft[],
  rules: ResolvedRules,
  leftovers = true,
): { dwellings: number; storages: number } {
  let dwellings = 0;
  let storages = 0;
  for (const f of floors)
    for (const d of f.drafts) {
      if (isBuiltDwelling(d)) dwellings += f.repeat_count;
      const n = d.subtype === 'leftover' ? (leftovers ? leftoverStorages(d, f, rules) : 0) : storagesOf(d, f, rules);
      storages += n * f.repeat_count;
    }
  return { dwellings, storages };
}

/** Shared bicycle places laid-out floors lack for their apartments (`sharedBicyclePlaces`); 0 when none. */
export function rackDeficit(floors: readonly FloorDraft[], rules: ResolvedRules): number {
  const { needed, racks } = rackCount(floors, rules);
  return Math.max(0, needed - racks);
}

/** Shared bicycle places laid-out floors need for their apartments and the places their bicycle rooms hold. */
export function rackCount(floors: readonly FloorDraft[], rules: ResolvedRules): { needed: number; racks: number } {
  let apartments = 0;
  let racks = 0;
  for (const f of floors)
    for (const d of f.drafts) {
      if (isBuiltDwelling(d)) apartments += f.repeat_count;
      racks += racksOf(d, f, rules) * f.repeat_count;
    }
  return { needed: sharedBicyclePlaces(apartments), racks };
}

function racksOf(d: FloorDraft['drafts'][number], f: FloorDraft, rules: ResolvedRules): number {
  if (d.subtype !== 'bicycle') return 0;
  const { w, d: depth } = estimateNetSides(d.rect, f.outline, rules);
  return d.bicycle_racks ?? bicyclePlaces(w, depth, rules);
}

/** The private storages the storage rooms (not leftovers) of one floor hold: a plinth's. */
export function roomStorages(floor: FloorDraft, rules: ResolvedRules): number {
  return floor.drafts.reduce((n, d) => n + (d.subtype === 'storage' ? storagesOf(d, floor, rules) : 0), 0);
}

/** Private storages a leftover room with a door could hold as a storage room; 0 for any other draft. */
export function leftoverStorages(d: FloorDraft['drafts'][number], f: FloorDraft, rules: ResolvedRules): number {
  if (d.subtype !== 'leftover' || d.functiontype !== 'storage' || !d.entrance) return 0;
  const { w, d: depth } = estimateNetSides(d.rect, f.outline, rules);
  return privateStorages(w, depth);
}

function storagesOf(d: FloorDraft['drafts'][number], f: FloorDraft, rules: ResolvedRules): number {
  if (d.functiontype !== 'storage' || d.subtype !== 'storage') return 0;
  const { w, d: depth } = estimateNetSides(d.rect, f.outline, rules);
  return d.storage_units ?? privateStorages(w, depth);
}

/**
 * Makes storage rooms of dwellings while the building's private storages fall short: the ground floor's
 * first (the plinth), then the floors above from the lowest, on each the dwellings that hold most storages
 * first (fewest dwellings lost); each one made a storage room comes off the tally. For blocks whose floors
 * are laid out by slot (towers); slabs plan theirs beside the cores (`plinthBays` in slabFloor.ts).
 * The shared bicycle places come first, in the lowest floor: a leftover room with a door there before any
 * dwelling; then, with `mix` (issue 40: bicycle rooms sized to need), a strip off a dwelling's end that
 * leaves it within its type's size and length (`bicycleStrip`); only then a whole dwelling.
 */
export function storageInPlinth(
  floors: FloorDraft[],
  tally: Map<string | number, number>,
  rules: ResolvedRules,
  shares: ReadonlyMap<string | number, number> = new Map(),
  mix: readonly MixUnit[] = [],
): void {
  const ground = floors[0];
  let racks = rackDeficit(floors, rules);
  while (ground && racks > 0) {
    const pick = <T extends { n: number }>(cs: T[]): T | undefined =>
      [...cs].sort((a, b) => a.n - b.n).find((x) => x.n >= racks) ??
      cs.reduce<T | undefined>((m, x) => (!m || x.n > m.n ? x : m), undefined);
    const rooms = ground.drafts
      .map((d, k) => ({ d, k }))
      .filter(({ d }) => d.subtype === 'leftover' && d.functiontype === 'storage' && !!d.entrance)
      .map(({ d, k }) => {
        const { w, d: depth } = estimateNetSides(d.rect, ground.outline, rules);
        return { d, k, n: bicyclePlaces(w, depth, rules) };
      })
      .filter((c) => c.n > 0);
    const room = pick(rooms);
    if (room) {
      ground.drafts[room.k] = { ...asRoom(room.d, 'bicycle'), entrance: room.d.entrance };
      racks = rackDeficit(floors, rules);
      continue;
    }
    const dwellings = ground.drafts
      .map((d, k) => ({ d, k }))
      .filter(({ d }) => isBuiltDwelling(d));
    const strips = dwellings
      .map(({ d, k }) => ({ k, cut: bicycleStrip(d, ground.outline, rules, mix) }))
      .filter((c): c is { k: number; cut: NonNullable<ReturnType<typeof bicycleStrip>> } => c.cut !== null)
      .map((c) => ({ ...c, n: c.cut.places }));
    const strip = pick(strips);
    if (strip) {
      ground.drafts.splice(strip.k, 1, strip.cut.dwelling, strip.cut.bicycle);
      racks = rackDeficit(floors, rules);
      continue;
    }
    const candidates = dwellings
      .map(({ d, k }) => {
        const { w, d: depth } = estimateNetSides(d.rect, ground.outline, rules);
        return { d, k, n: bicyclePlaces(w, depth, rules) };
      })
      .filter((c) => c.n > 0);
    const c = pick(candidates);
    if (!c) break;
    const id = c.d.unit_id;
    if (id !== undefined && id !== null) tally.set(id, (tally.get(id) ?? 0) - ground.repeat_count);
    ground.drafts[c.k] = asRoom(c.d, 'bicycle');
    racks = rackDeficit(floors, rules);
  }
  privateStoragesInPlinth(floors, tally, rules, shares);
}

/**
 * A bicycle room cut off the end of a dwelling farther from its door, across the dwelling's depth and just
 * wide enough for a rack row (`bicycleMinDepthMeters` net), when the dwelling left keeps its type's size
 * and length and its balcony: the dwelling shortened and the bicycle room with a door beside the
 * dwelling's. Null when it does not fit.
 */
function bicycleStrip(
  d: FloorDraft['drafts'][number],
  outline: FloorDraft['outline'],
  rules: ResolvedRules,
  mix: readonly MixUnit[],
): { dwelling: FloorDraft['drafts'][number]; bicycle: FloorDraft['drafts'][number]; places: number } | null {
  const unit = mix.find((u) => u.unit_id === d.unit_id);
  if (!unit || !d.entrance) return null;
  const r = d.rect;
  // The facade runs along x when the depth runs along y.
  const alongX = d.depthAxis === 'y';
  const [a0, a1] = alongX ? [r.x0, r.x1] : [r.y0, r.y1];
  const door = alongX ? d.entrance.x : d.entrance.y;
  const atHigh = door - a0 < a1 - door;
  const end = atHigh ? a1 : a0;
  const facadeEnd =
    Math.abs(end - (alongX ? (atHigh ? outline.x1 : outline.x0) : atHigh ? outline.y1 : outline.y0)) < 1e-6;
  // On a 5 cm step, so the room's net width is the rack row's with no rounding either way.
  const walls =
    rules.innerWallThicknessMeters / 2 +
    (facadeEnd ? rules.outerWallThicknessMeters : rules.innerWallThicknessMeters / 2);
  const width = Math.ceil((rules.bicycleMinDepthMeters + walls) * 20 - 1e-6) / 20;
  const cut = atHigh ? a1 - width : a0 + width;
  // The door stays in the dwelling, a door's width clear of the cut.
  if (atHigh ? door > cut - 1 : door < cut + 1) return null;
  const rect = (lo: number, hi: number) => (alongX ? { ...r, x0: lo, x1: hi } : { ...r, y0: lo, y1: hi });
  const home = atHigh ? rect(a0, cut) : rect(cut, a1);
  const room = atHigh ? rect(cut, a1) : rect(a0, cut);
  const net = estimateNetSides(home, outline, rules);
  const [length, depth] = alongX ? [net.w, net.d] : [net.d, net.w];
  if (length * depth < unit.size - 1e-6 || length < unit.minlength - 1e-6) return null;
  const poly = d.balcony?.polygon;
  if (poly) {
    const vs = poly.map((p) => (alongX ? p.x : p.y));
    if (
      Math.min(...vs) < (alongX ? home.x0 : home.y0) - 1e-6 ||
      Math.max(...vs) > (alongX ? home.x1 : home.y1) + 1e-6
    )
      return null;
  }
  const roomNet = estimateNetSides(room, outline, rules);
  const places = bicyclePlaces(roomNet.w, roomNet.d, rules);
  if (places <= 0) return null;
  const mid = (atHigh ? cut + a1 : a0 + cut) / 2;
  return {
    dwelling: { ...d, rect: home },
    bicycle: {
      ...asRoom(d, 'bicycle'),
      rect: room,
      entrance: alongX ? { x: mid, y: d.entrance.y } : { x: d.entrance.x, y: mid },
    },
    places,
  };
}

/** A dwelling's draft made a storage or bicycle room (same outline and door). */
function asRoom(d: FloorDraft['drafts'][number], kind: 'storage' | 'bicycle'): FloorDraft['drafts'][number] {
  return {
    ...d,
    functiontype: kind,
    subtype: kind,
    category: 'ancillary',
    unit_id: null,
    unit_name: null,
    counts_as_unit: false,
    balcony: null,
  };
}

function privateStoragesInPlinth(
  floors: FloorDraft[],
  tally: Map<string | number, number>,
  rules: ResolvedRules,
  shares: ReadonlyMap<string | number, number>,
): void {
  let short = storageDeficit(floors, rules);
  // The ground floor first, then the floors above that repeat least (a room there costs fewest dwellings).
  const order = [floors[0], ...floors.slice(1).sort((a, b) => a.repeat_count - b.repeat_count)];
  for (const floor of order) {
    if (!floor) continue;
    if (short <= 0) return;
    const holds = (k: number) => {
      const { w, d } = estimateNetSides(floor.drafts[k]!.rect, floor.outline, rules);
      return privateStorages(w, d);
    };
    const candidates = floor.drafts
      .map((d, k) => ({ d, k }))
      .filter(({ d }) => isBuiltDwelling(d))
      .map(({ d, k }) => ({ d, k, n: holds(k) }))
      .filter((c) => c.n > 0)
      .sort((a, b) => b.n - a.n || a.k - b.k);
    while (short > 0 && candidates.length > 0) {
      // A room on one floor closes `n + 1` of the gap (its storages, and the dwelling it replaces needed
      // one itself). Of the rooms that close it on as few floors as any, the one whose type the mix can
      // spare most, then the smallest; else the largest.
      const floorsFor = (c: { n: number }) => Math.ceil(short / (c.n + 1));
      const fewest = Math.min(...candidates.map((c) => Math.max(floorsFor(c), 1)));
      const closing = candidates.filter((c) => floorsFor(c) <= Math.min(fewest, floor.repeat_count));
      const c =
        closing.length > 0
          ? closing.reduce((best, x) =>
              spare(x.d.unit_id, tally, shares) > spare(best.d.unit_id, tally, shares) + 1e-9 ||
              (Math.abs(spare(x.d.unit_id, tally, shares) - spare(best.d.unit_id, tally, shares)) <= 1e-9 &&
                x.n < best.n)
                ? x
                : best,
            )
          : candidates[0]!;
      candidates.splice(candidates.indexOf(c), 1);
      // Storage sized to need: a repeated floor entry gets the room on only as many of its floors as the
      // gap asks; the others stay a separate entry with the dwelling.
      const on = Math.min(floor.repeat_count, Math.max(1, floorsFor(c)));
      let target: FloorDraft = floor;
      if (on < floor.repeat_count) {
        target = { ...floor, drafts: [...floor.drafts], repeat_count: on };
        floor.repeat_count -= on;
        floors.splice(floors.indexOf(floor), 0, target);
      }
      const id = c.d.unit_id;
      if (id !== undefined && id !== null) tally.set(id, (tally.get(id) ?? 0) - on);
      target.drafts[c.k] = asRoom(c.d, 'storage');
      short -= (c.n + 1) * on;
      if (target !== floor) return;
    }
  }
}

/** How far a type's built share lies above its target share (negative below): the type the mix can spare. */
function spare(
  id: string | number | null | undefined,
  tally: ReadonlyMap<string | number, number>,
  shares: ReadonlyMap<string | number, number>,
): number {
  if (id === undefined || id === null) return -Infinity;
  let total = 0;
  for (const v of tally.values()) total += v;
  if (total <= 0) return 0;
  return (tally.get(id) ?? 0) / total - (shares.get(id) ?? 0);
}
