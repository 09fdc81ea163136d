import { describe, expect, it } from 'vitest';
import type { GeneratorResult } from '../generator/generateBuilding';
import { dwellingCategory, parkingCheck, type ParkingNormEntry } from './parkingNorm';
import { parkingProgrammeOf } from './parkingProgramme';
import { mixedProgramme } from './testing/mixedProgramme';

// the programme of testing/mixedProgramme.ts
const programme = mixedProgramme;
// offices 1.2 and shops 2.5 a 100 m2 GFA, houses for sale 1.6: the lowest figures of the parking norms annexed to
// Doetinchem's bestemmingsplan Hamburgerbroek-Intermecoterrein 2010 (kantoor zonder baliefunctie, detailhandel, dure
// woningen); the apartments' figures as a nota in CROW's classes would write them
const table: ParkingNormEntry[] = [
  { category: 'house_sale', zone: 'built_up', places: 1.6 },
  { category: 'apartment_sale_medium', zone: 'built_up', places: 1.4 },
  { category: 'apartment_rent_small', zone: 'built_up', places: 1.0 },
  { category: 'office', zone: 'built_up', places: 1.2 },
  { category: 'commercial', zone: 'built_up', places: 2.5 },
  { category: 'apartment_rent_small', zone: 'centre', places: 0.6 },
];

describe('parking norm (issue #43 item 1)', () => {
  it('classes a dwelling by kind, tenure and its unit type size: above 100 m2 large, 75 to 100 medium', () => {
    expect(dwellingCategory({ kind: 'apartment', tenure: 'sale', sizeSquareMeters: 100 })).toBe('apartment_sale_medium');
    expect(dwellingCategory({ kind: 'apartment', tenure: 'sale', sizeSquareMeters: 100.5 })).toBe('apartment_sale_large');
    expect(dwellingCategory({ kind: 'apartment', tenure: 'rent', sizeSquareMeters: 75 })).toBe('apartment_rent_medium');
    expect(dwellingCategory({ kind: 'apartment', tenure: 'rent', sizeSquareMeters: 74.9 })).toBe('apartment_rent_small');
    expect(dwellingCategory({ kind: 'house', tenure: 'rent', sizeSquareMeters: 40 })).toBe('house_rent');
    expect(dwellingCategory({ kind: 'house', tenure: null, sizeSquareMeters: 120 })).toBeNull();
  });

  it("computes the municipality's requirement in a zone by hand: 74.6 places, 75 required, 35 short", () => {
    const check = parkingCheck(programme, table, 'built_up');
    // 8 x 1.6 = 12.8; 12 x 1.4 = 16.8; 20 x 1.0 = 20; 1 250 / 100 x 1.2 = 15; 400 / 100 x 2.5 = 10
    expect(check.lines).toEqual([
      { category: 'house_sale', quantity: 8, norm: 1.6, places: 12.8 },
      { category: 'apartment_sale_medium', quantity: 12, norm: 1.4, places: 16.8 },
      { category: 'apartment_rent_small', quantity: 20, norm: 1, places: 20 },
      { category: 'office', quantity: 1_250, norm: 1.2, places: 15 },
      { category: 'commercial', quantity: 400, norm: 2.5, places: 10 },
    ]);
    expect(check).toMatchObject({ basis: 'municipal', zone: 'built_up', required: 75, provided: 40, shortfall: 35, dwellingsWithoutType: 3, missingNorms: [] });
  });

  it('says which categories a zone has no norm for, and counts none for them', () => {
    const check = parkingCheck(programme, table, 'centre');
    expect(check.required).toBe(12); // 20 x 0.6
    expect(check.missingNorms).toEqual(['house_sale', 'apartment_sale_medium', 'office', 'commercial']);
    expect(check.shortfall).toBe(0);
  });

  it("without the municipality's table uses the unit types' own ratios, and says so", () => {
    const check = parkingCheck(programme, [], 'built_up');
    // 8 x 2 = 16; 12 x 1.2 = 14.4; 20 x 1 = 20: 50.4 places; offices and shops have no unit ratio
    expect(check).toMatchObject({ basis: 'unit_ratios', required: 50, shortfall: 10 });
    expect(check.lines.map((l) => [l.category, l.norm, l.places])).toEqual([
      ['house_sale', 2, 16],
      ['apartment_sale_medium', 1.2, 14.4],
      ['apartment_rent_small', 1, 20],
    ]);
  });

  it("reads the programme from generated models: every storey and copy, each unit type's tenure and ratio, GFA by use, spots", () => {
    const unit = (unit_id: number | null) => ({ category: 'unit', counts_as_unit: true, unit_id });
    const result = (instances: number, floors: { repeat: number; units: (number | null)[] }[], ff: Partial<GeneratorResult['form_factors']>) =>
      ({
        model: { shape: { instances: Array.from({ length: instances }, () => ({ x: 0, y: 0, rotate_z: 0 })) }, children: { floors: floors.map((f) => ({ repeat_count: f.repeat, spaces: f.units.map(unit) })) } },
        form_factors: { gfa_by_use: { residential: 0, office: 0, commercial: 0, industrial: 0, other: 0 }, parking_spots: 0, ...ff },
      }) as unknown as GeneratorResult;
    const units = [
      { id: 1, size: 60, income_mode: 'rent_unit_month' as const, cfg: { parking_ratio: 0.8 } },
      { id: 2, size: 130, income_mode: 'sell_unit' as const, cfg: { parking_ratio: 2 } },
    ] as unknown as Parameters<typeof parkingProgrammeOf>[1];
    const p = parkingProgrammeOf(
      [
        // a slab: 4 storeys of 3 rented studios and one dwelling without a type, the ground floor shops
        { blocktype: 'gallery_flats', result: result(1, [{ repeat: 4, units: [1, 1, 1, null] }], { gfa_by_use: { residential: 900, office: 0, commercial: 250, industrial: 0 } as never }) },
        // a row of 2 copies of 3 houses for sale
        { blocktype: 'street_housing', result: result(2, [{ repeat: 1, units: [2, 2, 2] }], {}) },
        { blocktype: 'parking', result: result(1, [], { parking_spots: 24 }) },
      ],
      units,
    );
    expect(p.dwellings).toEqual([
      { kind: 'apartment', tenure: 'rent', sizeSquareMeters: 60, count: 12, unitRatio: 0.8 },
      { kind: 'apartment', tenure: null, sizeSquareMeters: 0, count: 4, unitRatio: null },
      { kind: 'house', tenure: 'sale', sizeSquareMeters: 130, count: 6, unitRatio: 2 },
    ]);
    expect(p.gfaSquareMeters).toEqual({ office: 0, commercial: 250, industrial: 0 });
    expect(p.provided).toBe(24);
  });
});
