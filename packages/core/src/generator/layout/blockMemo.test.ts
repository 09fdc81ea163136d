import { describe, expect, it } from 'vitest';
import { generateBuilding } from '../generateBuilding';
import { qualityBlockTypes, randomInput } from '../quality/randomInputs';
import { forgetLayouts } from './blockMemo';

/** The input with the building moved by (dx, dy) metres. */
const moved = (input: ReturnType<typeof randomInput>, dx: number, dy: number) => ({
  ...input,
  building: { ...input.building, x: input.building.x + dx, y: input.building.y + dy },
});

describe('a block laid out again from its kept layout', () => {
  it.each(qualityBlockTypes)('%s: the same result as laid out afresh, also for the building moved', (type) => {
    let reused = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const input = randomInput(type, seed);
      forgetLayouts();
      const fresh = JSON.stringify(generateBuilding(input, 'test'));
      // the second time from the kept layout
      expect(JSON.stringify(generateBuilding(input, 'test'))).toBe(fresh);
      // moved a little: a kept layout where the footprint is the same, else a new one; either way as afresh
      const there = moved(input, 0.7, -0.4);
      const kept = JSON.stringify(generateBuilding(there, 'test'));
      // one layout kept for both: the moved building's was handed out again
      if (forgetLayouts() === 1) reused++;
      expect(kept).toBe(JSON.stringify(generateBuilding(there, 'test')));
    }
    expect(reused).toBeGreaterThanOrEqual(6);
  });

  it('a copy changed by its reader leaves the kept layout as it was', () => {
    const input = randomInput('gallery_flats', 3);
    forgetLayouts();
    const first = generateBuilding(input, 'test');
    const before = JSON.stringify(first);
    first.model.children.floors[0]!.spaces.length = 0;
    first.messages.push({ message: 'leftover_space', target: 'x', value: 1, building_id: 'x', unit_id: null });
    expect(JSON.stringify(generateBuilding(input, 'test'))).toBe(before);
  });
});
