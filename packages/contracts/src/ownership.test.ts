import { describe, expect, it } from 'vitest';
import { deriveOwnerType, landPositionShare } from './ownership';

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
