import { describe, expect, it } from 'vitest';
import { measureQuality, randomInput } from '../quality/index';

describe('street housing: the private storage inside where the plot has no room for a shed', () => {
  // randomInput('street_housing', 16): a plot too shallow for a house and a 2.4 m garden shed, which was
  // a storage_missing violation for every house before.
  const q = measureQuality(randomInput('street_housing', 16));
  const ground = q.result.model.children.floors[0]!;
  const rooms = ground.spaces.filter((s) => s.functiontype === 'storage' && s.category === 'ancillary');

  it('gives every house a storage room of at least 5 m2 on its ground floor and reports nothing', () => {
    expect(q.result.model.children.functions.filter((s) => s.functiontype === 'storage')).toEqual([]);
    const houses = ground.spaces.filter((s) => s.category === 'unit' && s.counts_as_unit).length;
    expect(houses).toBeGreaterThan(0);
    expect(rooms).toHaveLength(houses);
    for (const r of rooms) {
      expect(r.area_net).toBeGreaterThanOrEqual(5);
      expect(r.storage_units).toBe(1);
    }
    expect(q.violations.filter((v) => v.rule === 'storage_missing')).toEqual([]);
    expect(q.result.form_factors.storage_units).toBeGreaterThanOrEqual(q.result.form_factors.units);
  });

  it('keeps every house within its type size with the storage room outside its net area', () => {
    expect(q.underMinimum).toBe(0);
    expect(q.outOfRange).toBe(0);
  });
});
