import type { FloorDraft } from '../blockContext';
import type { ResolvedRules } from '../generationParameters';
import { privateStorages } from '../validations/privateStorage';
import { estimateNetSides } from './floorDraft';

/**
 * Dwellings of laid-out floors (by repeat count) less the private storages (Bbl 4.31: 5 m2, 1.8 m wide)
 * their storage rooms hold, measured as the model will measure them; 0 when every dwelling has one.
 */
export function storageDeficit(floors: readonly FloorDraft[], rules: ResolvedRules): number {
  let dwellings = 0;
  let storages = 0;
  for (const f of floors)
    for (const d of f.drafts) {
      if (d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false)
        dwellings += f.repeat_count;
      storages += storagesOf(d, f, rules) * f.repeat_count;
    }
  return Math.max(0, dwellings - storages);
}

/** The private storages the storage rooms (not leftovers) of one floor hold: a plinth's. */
export function roomStorages(floor: FloorDraft, rules: ResolvedRules): number {
  return floor.drafts.reduce((n, d) => n + (d.subtype === 'storage' ? storagesOf(d, floor, rules) : 0), 0);
}

function storagesOf(d: FloorDraft['drafts'][number], f: FloorDraft, rules: ResolvedRules): number {
  if (d.functiontype !== 'storage' || (d.subtype !== 'storage' && d.subtype !== 'leftover')) return 0;
  const { w, d: depth } = estimateNetSides(d.rect, f.outline, rules);
  return d.storage_units ?? privateStorages(w, depth);
}

/**
 * Makes storage rooms of ground-floor dwellings (floor 0) while the building's private storages fall short,
 * the dwellings that hold most storages first (fewest dwellings lost); each one made a storage room comes off
 * the tally. For blocks whose ground floor is laid out by slot (towers); slabs plan theirs (`plinthBays`).
 */
export function storageInPlinth(floors: FloorDraft[], tally: Map<string | number, number>, rules: ResolvedRules): void {
  const ground = floors[0];
  if (!ground) return;
  let short = storageDeficit(floors, rules);
  if (short === 0) return;
  const holds = (k: number) => {
    const { w, d } = estimateNetSides(ground.drafts[k]!.rect, ground.outline, rules);
    return privateStorages(w, d);
  };
  const candidates = ground.drafts
    .map((d, k) => ({ d, k }))
    .filter(({ d }) => d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false)
    .map(({ d, k }) => ({ d, k, n: holds(k) }))
    .filter((c) => c.n > 0)
    .sort((a, b) => b.n - a.n || a.k - b.k);
  for (const c of candidates) {
    if (short <= 0) break;
    const id = c.d.unit_id;
    if (id !== undefined && id !== null) tally.set(id, (tally.get(id) ?? 0) - ground.repeat_count);
    ground.drafts[c.k] = {
      ...c.d,
      functiontype: 'storage',
      subtype: 'storage',
      category: 'ancillary',
      unit_id: null,
      unit_name: null,
      counts_as_unit: false,
      balcony: null,
    };
    // The storage room replaces a dwelling that needed one itself.
    short -= c.n + ground.repeat_count;
  }
}
