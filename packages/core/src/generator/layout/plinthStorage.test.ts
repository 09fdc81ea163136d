import { describe, expect, it } from 'vitest';
import { designRules } from '../../constants/designRules';
import type { FloorDraft } from '../blockContext';
import { defaultGenerationParameters, resolveRules } from '../generationParameters';
import { draft } from './floorDraft';
import { storageCount, storageInPlinth } from './plinthStorage';

const rules = resolveRules(designRules, [defaultGenerationParameters()], 'b').rules;
const outline = { x0: 0, y0: 0, x1: 40, y1: 10 };
// Four 10 x 10 m dwellings a floor (each slot holds about a dozen private storages as a storage room).
const floor = (repeat: number): FloorDraft => ({
  name: 'Verdieping',
  height: 3,
  repeat_count: repeat,
  roof_type: 'flat',
  outline,
  drafts: [0, 1, 2, 3].map((k) =>
    draft({ x0: 10 * k, x1: 10 * (k + 1), y0: 0, y1: 10 }, 'apartment', 'unit', 'unit', {
      unit_id: k < 2 ? 'a' : 'b',
      counts_as_unit: true,
    }),
  ),
});

describe('storageInPlinth: storage sized to need', () => {
  it('puts a room on only as many floors of a repeated entry as the storages still short ask', () => {
    // A one-storey "plinth" entry with no slot to spare, then 12 identical floors: 48 dwellings.
    const floors = [floor(1), floor(12)];
    floors[0]!.drafts = floors[0]!.drafts.slice(0, 1);
    const tally = new Map<string | number, number>([
      ['a', 25],
      ['b', 24],
    ]);
    storageInPlinth(
      floors,
      tally,
      rules,
      new Map([
        ['a', 0.5],
        ['b', 0.5],
      ]),
    );
    const { dwellings, storages } = storageCount(floors, rules);
    const slot = storageCount(
      [{ ...floor(1), drafts: [{ ...floor(1).drafts[0]!, subtype: 'storage', functiontype: 'storage' }] }],
      rules,
    ).storages;
    expect(storages).toBeGreaterThanOrEqual(dwellings);
    // At most one room's rounding above the need (the old rule made the room on all 12 floors of the entry).
    expect(storages - dwellings).toBeLessThanOrEqual(slot);
    expect(floors.reduce((n, f) => n + f.repeat_count, 0)).toBe(13);
    expect(floors).toHaveLength(3);
    // The dwellings the rooms took came off the tally.
    expect((tally.get('a') ?? 0) + (tally.get('b') ?? 0)).toBe(dwellings);
  });
});
