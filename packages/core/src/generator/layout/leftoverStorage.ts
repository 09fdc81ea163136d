import type { FloorDraft } from '../blockContext';
import type { ResolvedRules } from '../generationParameters';
import { leftoverStorages, storageCount } from './plinthStorage';

// Issue 40, item 3: a berging is a storage room with a door, never leftover space. The storage planners
// (`plinthBays` for slabs, `storageInPlinth` for towers) reckon a leftover room that has a door onto the
// circulation as storage they need not cut from dwellings; this pass makes exactly as many of those rooms
// storage rooms as the dwellings still lack, so the rest stay labelled leftovers that hold no storage and
// the total stays near the need instead of counting every scrap.

/**
 * Makes leftover rooms with a door storage rooms while the dwellings of `floors` lack storages: the
 * floor entries that repeat least first (a room there overshoots least), on each the rooms holding most;
 * a repeated entry gets the room on only as many of its storeys as the gap asks (the entry is split).
 */
export function storageFromLeftovers(floors: FloorDraft[], rules: ResolvedRules): void {
  const { dwellings, storages } = storageCount(floors, rules, false);
  let short = dwellings - storages;
  if (short <= 0) return;
  const order = [...floors].sort((a, b) => a.repeat_count - b.repeat_count);
  for (const floor of order) {
    const rooms = floor.drafts
      .map((d, k) => ({ k, n: leftoverStorages(d, floor, rules) }))
      .filter((c) => c.n > 0)
      .sort((a, b) => b.n - a.n || a.k - b.k);
    for (const c of rooms) {
      if (short <= 0) return;
      const on = Math.min(floor.repeat_count, Math.ceil(short / c.n));
      let target = floor;
      if (on < floor.repeat_count) {
        // The storeys without the room stay an entry of their own; the split entry takes no further room.
        target = { ...floor, drafts: [...floor.drafts], repeat_count: on };
        floor.repeat_count -= on;
        floors.splice(floors.indexOf(floor), 0, target);
      }
      target.drafts[c.k] = { ...target.drafts[c.k]!, subtype: 'storage' };
      short -= c.n * on;
      if (target !== floor) break;
    }
  }
}
