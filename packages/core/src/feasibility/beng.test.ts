import { describe, expect, it } from 'vitest';
import { bengPrecheck, energyNeedLimit } from './beng';

// The limits computed by hand from the table of Bbl art. 4.149 (docs/concepts.md, "BENG pre-check").
describe('BENG pre-check (issue #43 item 2)', () => {
  it('BENG 1 by use and shape factor, as the table writes it', () => {
    // a woongebouw: 65 up to Als/Ag 1.83, then 55 + 30 x (Als/Ag - 1.5), above 3.0 100 + 50 x (Als/Ag - 3.0)
    expect(energyNeedLimit('apartment_building', 1.44)).toBe(65);
    expect(energyNeedLimit('apartment_building', 2.1)).toBeCloseTo(73, 9);
    expect(energyNeedLimit('apartment_building', 3.4)).toBeCloseTo(120, 9);
    // a grondgebonden woning: 55 up to 1.5, 55 + 30 x (Als/Ag - 1.5), above 3.0 100 + 50 x (Als/Ag - 3.0)
    expect(energyNeedLimit('house', 1.5)).toBe(55);
    expect(energyNeedLimit('house', 2.5)).toBeCloseTo(85, 9);
    expect(energyNeedLimit('house', 3.4)).toBeCloseTo(120, 9);
    // an office: 90 up to 1.8, then 90 + 30 x (Als/Ag - 1.8)
    expect(energyNeedLimit('office', 1.2)).toBe(90);
    expect(energyNeedLimit('office', 2.0)).toBeCloseTo(96, 9);
  });

  it('a compact slab: 20 x 12 m, five floors of 3 m, 1 000 m2 net', () => {
    // Als = façades 64 m x 15 m + roof 240 + ground floor 240 = 1 440 m2; Als/Ag 1.44
    const c = bengPrecheck('corridor_flats', { loss_area: 1440, nfa: 1000 })!;
    expect(c).toMatchObject({ use: 'apartment_building', lossAreaSquareMeters: 1440, shapeFactor: 1.44, band: 'compact', energyNeedLimitKwhPerSquareMeterYear: 65, primaryFossilLimitKwhPerSquareMeterYear: 50, renewableShareMinPercent: 40, envelopeCutToCompactPercent: null });
  });

  it('a less compact block says how much less envelope reaches the compact bound', () => {
    // Als/Ag 2 100 / 1 000 = 2.10: 55 + 30 x 0.60 = 73.0; 1 - 1.83 / 2.10 = 12.9 % -> 13 %
    const c = bengPrecheck('tower', { loss_area: 2100, nfa: 1000 })!;
    expect(c).toMatchObject({ band: 'sliding', shapeFactor: 2.1, energyNeedLimitKwhPerSquareMeterYear: 73, envelopeCutToCompactPercent: 13 });
    // terraced houses at 3.4: the open band, 100 + 50 x 0.4 = 120
    expect(bengPrecheck('street_housing', { loss_area: 3400, nfa: 1000 })).toMatchObject({ use: 'house', band: 'open', energyNeedLimitKwhPerSquareMeterYear: 120, envelopeCutToCompactPercent: 56 });
  });

  it('sets nothing for parking and distribution centres, nor for a building without floor area', () => {
    expect(bengPrecheck('parking', { loss_area: 1700, nfa: 1200 })).toBeNull();
    expect(bengPrecheck('distribution_centre', { loss_area: 1700, nfa: 1200 })).toBeNull();
    expect(bengPrecheck('gallery_flats', { loss_area: 0, nfa: 0 })).toBeNull();
  });
});
