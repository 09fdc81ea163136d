import { describe, expect, it } from 'vitest';
import { designRules } from '../../constants/designRules';
import type { FloorDraft } from '../blockContext';
import { defaultGenerationParameters, resolveRules } from '../generationParameters';
import { draft } from './floorDraft';
import { storageFromLeftovers } from './leftoverStorage';
import { storageCount } from './plinthStorage';

const rules = resolveRules(designRules, [defaultGenerationParameters()], 'b').rules;
const outline = { x0: 0, y0: 0, x1: 40, y1: 10 };
// A row of three 10 x 10 m dwellings and a 10 m leftover stretch with its door on the corridor at y = 0,
// and (`closed`) a leftover room with no door.
const floor = (repeat: number): FloorDraft => ({
  name: 'Verdieping',
  height: 3,
  repeat_count: repeat,
  roof_type: 'flat',
  outline,
  drafts: [
    ...[0, 1, 2].map((k) =>
      draft({ x0: 10 * k, x1: 10 * (k + 1), y0: 0, y1: 10 }, 'apartment', 'unit', 'unit', { unit_id: 'a' }),
    ),
    draft({ x0: 30, x1: 36, y0: 0, y1: 10 }, 'storage', 'leftover', 'ancillary', { entrance: { x: 33, y: 0 } }),
    draft({ x0: 36, x1: 40, y0: 0, y1: 10 }, 'storage', 'leftover', 'ancillary'),
  ],
});

describe('storageFromLeftovers: leftover space is no storage', () => {
  it('makes storage rooms of as many leftover rooms with a door as the dwellings lack, on as few storeys', () => {
    // 36 dwellings over 12 storeys; one leftover room holds several storages, so a few storeys' rooms do.
    const floors = [floor(12)];
    const perRoom = storageCount([floor(1)], rules).storages;
    expect(storageCount(floors, rules, false).storages).toBe(0);
    storageFromLeftovers(floors, rules);
    const { dwellings, storages } = storageCount(floors, rules, false);
    expect(dwellings).toBe(36);
    expect(storages).toBeGreaterThanOrEqual(dwellings);
    expect(storages - dwellings).toBeLessThan(perRoom);
    // The entry is split: the storeys with the room, the rest as before; the room without a door stays leftover.
    const on = Math.ceil(36 / perRoom);
    expect(floors.map((f) => f.repeat_count)).toEqual([on, 12 - on]);
    for (const f of floors) expect(f.drafts[4]!.subtype).toBe('leftover');
  });
});
