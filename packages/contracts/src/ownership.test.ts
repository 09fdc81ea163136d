import { describe, expect, it } from 'vitest';
import { deriveOwnerType, landPositionShare, ownerTypeOf, ownerTypePlotSet } from './ownership';
import type { OwnerType } from './enums/locationEnums';

describe('deriveOwnerType', () => {
  it.each([
    ['J. de Vries', 'natuurlijk_persoon', null, 'natural_person'],
    ['Gemeente Amsterdam', 'niet_natuurlijk_persoon', null, 'municipality'],
    ['Provincie Utrecht', 'niet_natuurlijk_persoon', null, 'province'],
    ['De Staat der Nederlanden', 'niet_natuurlijk_persoon', null, 'state'],
    ['Woningstichting Nieuwdorp', 'niet_natuurlijk_persoon', null, 'housing_association'],
    ['Hoogheemraadschap van Rijnland', 'niet_natuurlijk_persoon', null, 'other_public_body'],
    ['Veiligheidsregio Flevoland', 'niet_natuurlijk_persoon', 'Publiekrechtelijke rechtspersoon', 'other_public_body'],
    ['Bouwbedrijf Jansen B.V.', 'niet_natuurlijk_persoon', 'Besloten vennootschap', 'company'],
    ['Agrarisch Bedrijf Smit B.V.', null, null, 'company'],
    ['P. Bakker', null, null, 'natural_person'],
  ] as const)('%s is %s', (name, kind, form, expected) => {
    expect(deriveOwnerType(name, kind, form)).toBe(expected);
  });
});

describe('landPositionShare', () => {
  it('is the share of the area under option or purchased', () => {
    expect(landPositionShare([
      { areaSquareMeters: 300, acquisition: 'purchased' },
      { areaSquareMeters: 100, acquisition: 'option' },
      { areaSquareMeters: 400, acquisition: 'negotiating' },
      { areaSquareMeters: 200, acquisition: null },
    ])).toBeCloseTo(0.4, 10);
  });

  it('is null for a site without area', () => {
    expect(landPositionShare([])).toBeNull();
    expect(landPositionShare([{ areaSquareMeters: 0, acquisition: 'purchased' }])).toBeNull();
  });
});

describe('ownerTypeOf', () => {
  it('takes the stored owner type when it is one, else derives it from the name', () => {
    expect(ownerTypeOf('J. de Vries', { ownerType: 'company' })).toBe('company');
    expect(ownerTypeOf('Gemeente Almere', {})).toBe('municipality');
    expect(ownerTypeOf('Gemeente Debug', { ownerType: 'legal_person' })).toBe('municipality');
    expect(ownerTypeOf(null, null)).toBe('natural_person');
  });
});

describe('ownerTypePlotSet', () => {
  const known = new Map<number, Set<OwnerType>>([
    [1, new Set(['municipality'])],
    [2, new Set(['natural_person', 'municipality'])],
    [3, new Set(['company'])],
  ]);
  it('admits the plots with an owner of an admitted type', () => {
    expect(ownerTypePlotSet(known, ['municipality'])).toEqual({ ids: [1, 2], complement: false });
    expect(ownerTypePlotSet(known, ['province'])).toEqual({ ids: [], complement: false });
  });
  it('with unknown admitted: every plot but the known ones without such an owner', () => {
    expect(ownerTypePlotSet(known, ['unknown'])).toEqual({ ids: [1, 2, 3], complement: true });
    expect(ownerTypePlotSet(known, ['unknown', 'company'])).toEqual({ ids: [1, 2], complement: true });
  });
  it('without admitted values: every plot with a known owner', () => {
    expect(ownerTypePlotSet(known, [])).toEqual({ ids: [1, 2, 3], complement: false });
    expect(ownerTypePlotSet(known, null)).toEqual({ ids: [1, 2, 3], complement: false });
  });
});
