import type { ApiRecord, OmgevingsplanRules } from '@plotwise/contracts';
import { blockExamples, defaultBuildingCfg, exampleInput, generate } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { amountOff, conceptChecks, ilsDesignations } from './conceptChecks';

const rule = (naam: string, type: string, wid: string): OmgevingsplanRules['rules'][number] => ({
  ruleId: `r-${naam}`,
  kind: 'RegelVoorIedereen',
  citation: { regeling: '/akn/nl/act/gm0297/2019/reg456', wid },
  besluit: null,
  datumBekendmaking: null,
  url: 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/reg456',
  bruidsschat: false,
  unknownNorms: [],
  article: null,
  activiteiten: [],
  gebiedsaanwijzingen: [{ id: `g-${naam}`, naam, type, groep: null }],
  normValues: [],
});
const plan = (pons: boolean): OmgevingsplanRules => ({
  rulesAsOf: '2022-06-25',
  pons,
  rules: [
    rule('Bedrijf categorie 2', 'http://standaarden.omgevingswet.overheid.nl/typegebiedsaanwijzing/id/concept/Functie', 'gm0297_1__art_2.14'),
    rule('Zone A', 'Beperkingengebied', 'gm0297_1__art_2.15'),
  ],
});
const constraint = (over: Record<string, unknown>) => ({ id: 1, name: '', description: null, reference: null, zone: null, subzone: null, url: null, priority: 0, source: null, locationId: 1, operator: 'smaller_than', value: null, type: 'general', ...over });
const location = (constraints: Record<string, unknown>[]) =>
  ({ id: 1, cfg: { summary: { zones: ['Wonen'] } }, constraints: constraints.map(constraint) }) as unknown as ApiRecord<'locations'>;

describe('the designated functions of a location', () => {
  it('takes the functie designations of the omgevingsplan with their article, and the IMRO zones where no pons ends them', () => {
    const imro = location([{ zone: 'Wonen', reference: 'NL.IMRO.0297.x', url: 'https://www.ruimtelijkeplannen.nl/viewer/view?planidn=x', source: 'IMRO x' }]);
    expect(ilsDesignations(imro, plan(false))).toEqual([
      { name: 'Bedrijf categorie 2', reference: 'art. 2.14', url: 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/reg456', source: '/akn/nl/act/gm0297/2019/reg456' },
      { name: 'Wonen', reference: 'NL.IMRO.0297.x', url: 'https://www.ruimtelijkeplannen.nl/viewer/view?planidn=x', source: 'IMRO x' },
    ]);
    expect(ilsDesignations(imro, plan(true)).map((d) => d.name)).toEqual(['Bedrijf categorie 2']);
    expect(ilsDesignations(imro, null).map((d) => d.name)).toEqual(['Wonen']);
  });
});

describe('conceptChecks', () => {
  it("checks the location's constraints and the six ILS checks of the generated buildings", () => {
    const input = blockExamples().find((e) => e.name === 'office')!.input;
    const result = generate(input);
    const loc = location([{ type: 'building_height', value: 10, reference: 'art. 2.14', url: 'https://example.test/2.14' }, { type: 'gutter_height', value: 12 }]);
    const out = conceptChecks(loc, plan(true), [{ row: { id: 1, name: 'Kantoor' }, input, result }], result.form_factors, input.site);
    expect(out.checks.map((c) => [c.type, c.status])).toEqual([['building_height', 'violated'], ['gutter_height', 'ok']]);
    expect(out.ils.map((c) => c.status)).toEqual(['fail', 'fail', 'not_checkable', 'not_checkable', 'not_checkable', 'not_checkable']);
    expect(out.ils[1]).toMatchObject({ actual: 10.8, limit: 10, citation: { reference: 'art. 2.14', url: 'https://example.test/2.14' } });
    expect(conceptChecks(loc, null, [], null, input.site)).toEqual({ checks: [], replaced: [], ils: [] });
  });
});

describe('conceptChecks: gutter height, PSI and the GSI of the buildable area (issue #17)', () => {
  // a terraced row under pointed roofs with parking on the street: eaves at 3 m (the upper storey is in the roof),
  // parking spaces per dwelling, on the 400 x 400 m buildable area of the examples
  const input = exampleInput('houses', { length: 60, width: 17, height: 6 }, { blocktype: 'street_housing', house: { ...defaultBuildingCfg().house, housetype: 'terraced', parking: 'street' } });
  const result = generate(input);
  const ff = result.form_factors;
  const psi = ff.parking_spots / ff.units;
  const gsi = ff.built_area / (400 * 400);
  const checked = (constraints: Record<string, unknown>[]) =>
    conceptChecks(location(constraints), null, [{ row: { id: 1, name: 'Rij' }, input, result }], ff, input.site).checks;

  it('passes each within its limit', () => {
    const out = checked([
      { id: 1, type: 'gutter_height', value: 3 },
      { id: 2, type: 'psi', operator: 'greater_than', value: psi },
      { id: 3, type: 'buildable_area_gsi', value: gsi + 0.001 },
    ]);
    expect(out.map((c) => [c.type, c.status])).toEqual([['gutter_height', 'ok'], ['psi', 'ok'], ['buildable_area_gsi', 'ok']]);
    expect(out.map(amountOff)).toEqual([null, null, null]);
  });

  it('fails each beyond its limit, with the amount off and the rule it comes from', () => {
    const out = checked([
      { id: 1, type: 'gutter_height', value: 2.5, name: 'Goothoogte max. 2,5 m' },
      { id: 2, type: 'psi', operator: 'greater_than', value: psi + 0.5, name: 'Parkeernorm' },
      { id: 3, type: 'buildable_area_gsi', value: gsi / 2, name: 'Bebouwingspercentage bouwvlak' },
    ]);
    expect(out.map((c) => [c.type, c.status, c.name])).toEqual([
      ['gutter_height', 'violated', 'Goothoogte max. 2,5 m'],
      ['psi', 'violated', 'Parkeernorm'],
      ['buildable_area_gsi', 'violated', 'Bebouwingspercentage bouwvlak'],
    ]);
    expect(out[0]).toMatchObject({ actual: 3, limit: 2.5 });
    expect(amountOff(out[0]!)).toBeCloseTo(0.5, 9);
    // a minimum is short by what is missing
    expect(amountOff(out[1]!)).toBeCloseTo(0.5, 9);
    expect(amountOff(out[2]!)).toBeCloseTo(gsi / 2, 9);
  });
});

describe('issue #39 item 4: the rules panel and the ILS checks read one measured height', () => {
  it('gives the building_height line and ILS check 2 the same figure and verdict for a tower with a machine room', () => {
    // tower_u: three storeys (9 m) and the lift's machine room on the roof (12 m, the highest point the ILS measures)
    const input = blockExamples().find((e) => e.name === 'tower_u')!.input;
    const result = generate(input);
    const loc = location([{ type: 'building_height', value: 11, reference: 'art. 2.14', source: 'omgevingsplan Gemeentestad' }]);
    const out = conceptChecks(loc, plan(true), [{ row: { id: 1, name: 'Toren' }, input, result }], result.form_factors, input.site);
    const line = out.checks.find((c) => c.type === 'building_height')!;
    expect(out.ils[1]).toMatchObject({ status: 'fail', actual: 12, limit: 11 });
    expect([line.actual, line.status]).toEqual([12, 'violated']);
  });
});
