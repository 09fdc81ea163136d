import type { FloorDraft } from '../blockContext';
import type { ResolvedRules } from '../generationParameters';
import { bicyclePlaces, privateStorages, sharedBicyclePlaces } from '../validations/privateStorage';
import { estimateNetSides } from './floorDraft';

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
      if (d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false)
        dwellings += f.repeat_count;
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
      if (d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false)
        apartments += f.repeat_count;
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
 */
export function storageInPlinth(
  floors: FloorDraft[],
  tally: Map<string | number, number>,
  rules: ResolvedRules,
  shares: ReadonlyMap<string | number, number> = new Map(),
): void {
  // Shared bicycle places first, in the lowest floor (a dwelling there becomes the bicycle room); the
  // private storages may then go up.
  const ground = floors[0];
  let racks = rackDeficit(floors, rules);
  while (ground && racks > 0) {
    const candidates = ground.drafts
      .map((d, k) => ({ d, k }))
      .filter(
        ({ d }) => d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false,
      )
      .map(({ d, k }) => {
        const { w, d: depth } = estimateNetSides(d.rect, ground.outline, rules);
        return { d, k, n: bicyclePlaces(w, depth, rules) };
      })
      .filter((c) => c.n > 0)
      .sort((a, b) => a.n - b.n);
    const c = candidates.find((x) => x.n >= racks) ?? candidates[candidates.length - 1];
    if (!c) break;
    const id = c.d.unit_id;
    if (id !== undefined && id !== null) tally.set(id, (tally.get(id) ?? 0) - ground.repeat_count);
    ground.drafts[c.k] = asRoom(c.d, 'bicycle');
    racks = rackDeficit(floors, rules);
  }
  privateStoragesInPlinth(floors, tally, rules, shares);
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
      .filter(
        ({ d }) => d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false,
      )
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
