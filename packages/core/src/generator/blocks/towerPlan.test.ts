import { describe, expect, it } from 'vitest';
import { measureQuality, randomInput } from '../quality/index';

// Issue 40 item 2: a tower is laid out the way its floors hold the most dwellings (`towerPlan` in tower.ts).
describe('the tower plan: frame and core by what the floors hold', () => {
  it('lays an O of 20 x 27 m with 83-99 m² types out with its core turned: four dwellings a storey, not two', () => {
    const input = randomInput('tower', 8);
    expect([input.building.maxlength, input.building.maxwidth, input.building.cfg.towertype.shape]).toEqual([20, 27, 'o']);
    const { result, unowned } = measureQuality(input);
    const storeys = result.model.children.floors.filter((f) => f.kind === 'storey' && f.level > 0);
    expect(storeys.length).toBeGreaterThan(0);
    for (const f of storeys) expect(f.spaces.filter((s) => s.category === 'unit' && s.counts_as_unit).length).toBe(4);
    // the asked 9 do not fit: the storey holds the most it can and says how many
    expect(result.messages.find((m) => m.message === 'apartments_per_floor_short')?.value).toBe(4);
    expect(unowned).toEqual([]);
  });
});
