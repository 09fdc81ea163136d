import type { OnlineRuleDocument } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { conceptOf, constraintsFromOnline } from './onlineNorms';

// The pure part of the online path: value list concepts from code or label, and norms no article cites.
const doc = (over: Partial<OnlineRuleDocument> = {}): OnlineRuleDocument => ({
  source: 'dso_presenteren_v8',
  identificatie: '/akn/nl/act/gm9999/2024/bruidsschat-test',
  title: 'Omgevingsplan Testdorp',
  version: '/akn/nl/act/gm9999/2024/bruidsschat-test/nld@2025-01-01;1',
  versionDate: '2025-01-01',
  fetchedAt: '2026-01-01T00:00:00.000Z',
  url: 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm9999_2024_bruidsschat-test',
  ruleTexts: [],
  normValues: [],
  planObjects: [],
  ...over,
});
const norm = { norm: 'maximum bouwhoogte', normId: 'n1', normType: 'maximum bouwhoogte', normTypeCode: null, unit: 'meter', unitCode: null, value: 9, text: null, inRegeltekst: false, locaties: ['g1', 'g2'], locatieNoemers: ['Noord', null] };

describe('the online norm mapping', () => {
  it('reads a concept from its code URI, else from its label', () => {
    expect(conceptOf('http://standaarden.omgevingswet.overheid.nl/typenorm/id/concept/MaximumGoothoogte', 'x')).toBe('MaximumGoothoogte');
    expect(conceptOf(null, 'maximum bebouwingspercentage terrein')).toBe('MaximumBebouwingspercentageTerrein');
    expect(conceptOf(null, 'vierkante meter')).toBe('VierkanteMeter');
    expect(conceptOf(null, '')).toBeNull();
  });

  it('cites a norm no article names by the regeling, one constraint per location, bruidsschat in the source', () => {
    const d = constraintsFromOnline([doc({ normValues: [norm] })])!;
    expect(d.drafts.map((c) => [c.type, c.value, c.reference, c.subzone, c.source])).toEqual([
      ['building_height', 9, 'Omgevingsplan Testdorp', 'Noord', `DSO Presenteren v8 (online) ${doc().identificatie} ${doc().version} 2025-01-01 (bruidsschat)`],
      ['building_height', 9, 'Omgevingsplan Testdorp', 'g2', `DSO Presenteren v8 (online) ${doc().identificatie} ${doc().version} 2025-01-01 (bruidsschat)`],
    ]);
    expect(d.check).toEqual({ status: 'checked', numeric: 2, unread: [] });
  });

  it('keeps the values of a type it does not check, listed as not checked by the product, never as unread', () => {
    const odour = { ...norm, norm: 'geurbelasting veehouderij', normId: 'n2', normType: 'maximale geurbelasting', normTypeCode: 'http://standaarden.omgevingswet.overheid.nl/typenorm/id/concept/MaximaleGeurbelastingVeehouderij', unit: 'odour units', value: 3, locaties: ['g1'], locatieNoemers: ['Noord'] };
    const d = constraintsFromOnline([doc({ normValues: [norm, odour] })])!;
    expect(d.drafts.map((c) => c.type)).toEqual(['building_height', 'building_height']);
    expect(d.check.unread).toEqual([]);
    expect(d.check.notChecked).toEqual([expect.objectContaining({ naam: 'geurbelasting veehouderij', type: 'MaximaleGeurbelastingVeehouderij', value: expect.stringContaining('3'), locatie: 'Noord' })]);
  });

  it('is not checkable where rules carry no norm, and null without a regeling', () => {
    const ruleTexts = [{ identificatie: 'r1', wId: 'gm9999_1__art_3.1', label: 'Artikel 3.1 Wonen', activiteiten: [], gebiedsaanwijzingen: [], omgevingsnormen: [], text: null }];
    expect(constraintsFromOnline([doc({ ruleTexts })])!.check).toEqual({ status: 'not_checkable', numeric: 0, unread: [{ ruleId: 'r1', reference: 'Artikel 3.1', url: doc().url, naam: 'Artikel 3.1 Wonen', reason: 'no_norm' }] });
    expect(constraintsFromOnline([doc({ source: 'ruimtelijke_plannen_v4' })])).toBeNull();
  });

  it('reads a value "in de regeltekst" from the article text read online where it is certain, else says to read it', () => {
    const woningen = { ...norm, norm: 'maximum aantal woningen', normType: 'maximum aantal woningen', unit: null, value: null, inRegeltekst: true, locaties: ['g1'], locatieNoemers: ['Noord'] };
    const ruleText = (text: string | null) => [{ identificatie: 'r1', wId: 'gm9999_1__art_3.2', label: 'Artikel 3.2 Woningen', activiteiten: [], gebiedsaanwijzingen: [], omgevingsnormen: ['n1'], text }];
    const read = (text: string | null) => constraintsFromOnline([doc({ ruleTexts: ruleText(text), normValues: [woningen] })])!;
    const certain = read('Het aantal woningen bedraagt ten hoogste 4 woningen.');
    expect(certain.drafts.map((c) => [c.type, c.operator, c.value, c.reference])).toEqual([['nr_units', 'smaller_than', 4, 'Artikel 3.2']]);
    expect(certain.check.status).toBe('checked');
    // two numbers: not certain; no text: read the article
    for (const text of ['Ten hoogste 4 woningen per 2 percelen.', null]) {
      const d = read(text);
      expect(d.drafts.map((c) => [c.type, c.value, c.description])).toEqual([['general', null, 'maximum aantal woningen — Noord: waarde in de regeltekst: lees Artikel 3.2']]);
      expect(d.check.unread.map((u) => u.reason)).toEqual(['in_text']);
    }
  });
});
