import type { ApiRecord, OmgevingsplanRules } from '@plotwise/contracts';
import { blockExamples, generate } from '@plotwise/core/generator/index';
import { describe, expect, it } from 'vitest';
import { conceptChecks, ilsDesignations } from './conceptChecks';

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
    expect(conceptChecks(loc, null, [], null, input.site)).toEqual({ checks: [], ils: [] });
  });
});
