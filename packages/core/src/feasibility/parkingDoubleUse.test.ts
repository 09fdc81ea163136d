import { describe, expect, it } from 'vitest';
import { PARKING_MOMENTS, parkingDoubleUse, type ParkingPresenceEntry } from './parkingDoubleUse';
import { parkingCheck, type ParkingNormEntry } from './parkingNorm';
import { mixedProgramme } from './testing/mixedProgramme';

// the programme of testing/mixedProgramme.ts: 8 houses and 12 medium apartments for sale, 20 small rented ones, 3
// without a unit type, 1 250 m2 of offices and 400 m2 of shops; 40 places provided
const programme = mixedProgramme;
// the norms with the nota's visitors' shares (20 %, 20 %, 30 % of a dwelling's places)
const table: ParkingNormEntry[] = [
  { category: 'house_sale', zone: 'built_up', places: 1.6, visitorSharePercent: 20 },
  { category: 'apartment_sale_medium', zone: 'built_up', places: 1.4, visitorSharePercent: 20 },
  { category: 'apartment_rent_small', zone: 'built_up', places: 1.0, visitorSharePercent: 30 },
  { category: 'office', zone: 'built_up', places: 1.2 },
  { category: 'commercial', zone: 'built_up', places: 2.5 },
];
// a presence table in the shape notas print it (moments in PARKING_MOMENTS' order; figures of this test)
const rows = {
  residents: [50, 50, 90, 100, 80, 60, 80, 70],
  visitors: [10, 20, 80, 0, 70, 70, 100, 80],
  office: [100, 100, 5, 0, 10, 0, 0, 0],
  commercial: [30, 60, 10, 0, 75, 100, 0, 0],
} as const;
const presence: ParkingPresenceEntry[] = Object.entries(rows).flatMap(([group, percents]) =>
  percents.map((percent, i) => ({ group: group as ParkingPresenceEntry['group'], moment: PARKING_MOMENTS[i]!, percent })),
);

describe('double use of parking places (issue #43 item 1)', () => {
  it('needs the busiest moment of a mixed programme, worked by hand: 47 of the 75 places the norms sum to', () => {
    const check = parkingCheck(programme, table, 'built_up', presence);
    // residents 12.8 x 0.8 + 16.8 x 0.8 + 20 x 0.7 = 37.68; visitors 2.56 + 3.36 + 6 = 11.92; offices 15; shops 10
    // shopping evening: 37.68 x 0.8 + 11.92 x 0.7 + 15 x 0.1 + 10 x 0.75 = 30.144 + 8.344 + 1.5 + 7.5 = 47.488
    expect(check.doubleUse).toEqual({
      moments: [
        { moment: 'weekday_morning', places: 38 }, // 18.84 + 1.192 + 15 + 3
        { moment: 'weekday_afternoon', places: 42.2 }, // 18.84 + 2.384 + 15 + 6
        { moment: 'weekday_evening', places: 45.2 }, // 33.912 + 9.536 + 0.75 + 1
        { moment: 'weekday_night', places: 37.7 },
        { moment: 'shopping_evening', places: 47.5 },
        { moment: 'saturday_afternoon', places: 41 }, // 22.608 + 8.344 + 10
        { moment: 'saturday_evening', places: 42.1 }, // 30.144 + 11.92
        { moment: 'sunday_afternoon', places: 35.9 }, // 26.376 + 9.536
      ],
      peakMoment: 'shopping_evening',
      // from the exact 47.488, not from the 47.5 shown
      required: 47,
    });
    expect(check).toMatchObject({ required: 47, requiredWithoutDoubleUse: 75, provided: 40, shortfall: 7 });
  });

  it('keeps the plain sum and says what is missing: no table, a dwelling norm without its visitors share, a group short of cells', () => {
    expect(parkingCheck(programme, table, 'built_up')).toMatchObject({ required: 75, doubleUse: { reason: 'no_presence' } });
    const noShare = table.map((e) => (e.category === 'house_sale' ? { ...e, visitorSharePercent: null } : e));
    expect(parkingCheck(programme, noShare, 'built_up', presence)).toMatchObject({ required: 75, doubleUse: { reason: 'no_visitor_share' } });
    const noShops = presence.filter((p) => !(p.group === 'commercial' && p.moment === 'sunday_afternoon'));
    expect(parkingCheck(programme, table, 'built_up', noShops)).toMatchObject({
      required: 75,
      doubleUse: { reason: 'incomplete_presence', groups: ['commercial'] },
    });
  });

  it('asks no cells of a group the programme lacks, and on the unit types ratios applies none', () => {
    const homes = { ...programme, gfaSquareMeters: { office: 0, commercial: 0, industrial: 0 } };
    const residential = presence.filter((p) => p.group === 'residents' || p.group === 'visitors');
    // homes alone: residents 37.68 and visitors 11.92 peak on a weekday evening at 33.912 + 9.536 = 43.448
    const check = parkingCheck(homes, table, 'built_up', residential);
    expect(check).toMatchObject({ required: 43, requiredWithoutDoubleUse: 50, doubleUse: { peakMoment: 'weekday_evening' } });
    expect(parkingCheck(programme, [], 'built_up', presence)).toMatchObject({ basis: 'unit_ratios', required: 50, doubleUse: null });
  });

  it('takes the earliest of equal peaks and never needs more than the sum', () => {
    const flat = PARKING_MOMENTS.map((moment) => ({ group: 'office' as const, moment, percent: 100 }));
    const answer = parkingDoubleUse([{ group: 'office', places: 12.5 }], flat);
    expect(answer).toMatchObject({ peakMoment: 'weekday_morning', required: 13 });
  });
});
