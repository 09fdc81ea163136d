import { describe, expect, it } from 'vitest';
import type { OmgevingsplanNormValue, OmgevingsplanRule } from '@plotwise/contracts';
import { articleReference, isBruidsschat, publicationUrl } from './citation';
import { constraintsFromNorms } from './constraintsFromNorms';
import { PARTLY_REPLACED, withOmgevingsplan } from './constraintsAtPlot';
import { numberInText } from './numberInText';
import type { ConstraintDraft } from '../plots/constraintsFromZoning';

// Own fixtures: rules as rulesAtPlot answers them, one norm value each unless said otherwise.
const REGELING = '/akn/nl/act/gm9999/2024/testplan';
const URL = 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm9999_2024_testplan';

function value(v: Partial<OmgevingsplanNormValue>): OmgevingsplanNormValue {
  return {
    normId: 'nl.imow-gm9999.omgevingsnorm.1',
    normKind: 'Omgevingsnorm',
    naam: 'maximum bouwhoogte',
    type: 'MaximumBouwhoogte',
    eenheid: 'Meter',
    kwantitatief: null,
    kwalitatief: null,
    inRegeltekst: null,
    locatieId: 'nl.imow-gm9999.gebied.1',
    locatieNaam: 'vak 1',
    besluit: '/akn/nl/bill/gm9999/2024/1',
    datumBekendmaking: '2024-03-01',
    ...v,
  };
}

function rule(values: Partial<OmgevingsplanNormValue>[], o: Partial<OmgevingsplanRule> = {}): OmgevingsplanRule {
  return {
    ruleId: 'nl.imow-gm9999.juridischeregel.1',
    kind: 'RegelVoorIedereen',
    citation: { regeling: REGELING, wid: 'gm9999_1__chp_3__art_3.1__para_2' },
    besluit: '/akn/nl/bill/gm9999/2024/1',
    datumBekendmaking: '2024-03-01',
    url: URL,
    bruidsschat: false,
    article: { nummer: '3.1', opschrift: 'Bouwregels', tekst: 'De bouwhoogte is ten hoogste de maximum bouwhoogte.' },
    activiteiten: [{ id: 'a1', naam: 'bouwen' }],
    gebiedsaanwijzingen: [],
    normValues: values.map(value),
    unknownNorms: [],
    ...o,
  };
}

const summary = (d: ConstraintDraft[]) => d.map((c) => [c.type, c.operator, c.value]);

describe('omgevingsnormen -> constraints', () => {
  it('a maximum building height becomes a cited building_height in metres', () => {
    const { drafts, check } = constraintsFromNorms([rule([{ kwantitatief: 13 }])]);
    expect(drafts).toEqual([
      {
        name: 'maximum bouwhoogte',
        description: 'maximum bouwhoogte — vak 1: 13 m',
        reference: 'Artikel 3.1 lid 2',
        zone: 'bouwen',
        subzone: 'vak 1',
        url: URL,
        type: 'building_height',
        operator: 'smaller_than',
        priority: 0,
        value: 13,
        source: `omgevingsplan ${REGELING} /akn/nl/bill/gm9999/2024/1 2024-03-01`,
      },
    ]);
    expect(check).toEqual({ status: 'checked', numeric: 1, unread: [] });
  });

  it('normalises centimetres, millimetres, m² and percentages', () => {
    const { drafts } = constraintsFromNorms([
      rule([
        { kwantitatief: 1300, eenheid: 'Centimeter' },
        { type: 'MaximumGoothoogte', naam: 'maximum goothoogte', kwantitatief: 7500, eenheid: 'Millimeter' },
        { type: 'MaximumBebouwdeOppervlakte', naam: 'maximum bebouwd oppervlak', kwantitatief: 250, eenheid: 'VierkanteMeter' },
        { type: 'MaximumBebouwdeOppervlakte', naam: 'maximum bebouwingspercentage', kwantitatief: 60, eenheid: 'Procent' },
        { type: 'MaximumBebouwdeOppervlakte', naam: 'bebouwd in hectare', kwantitatief: 0.5, eenheid: 'Hectare' },
      ]),
    ]);
    expect(summary(drafts)).toEqual([
      ['building_height', 'smaller_than', 13],
      ['gutter_height', 'smaller_than', 7.5],
      ['floor_space', 'smaller_than', 250],
      ['gsi', 'smaller_than', 0.6],
      ['floor_space', 'smaller_than', 5000],
    ]);
    expect(drafts[0]!.description).toBe('maximum bouwhoogte — vak 1: 1300 cm = 13 m');
    expect(drafts[3]!.description).toBe('maximum bebouwingspercentage — vak 1: 60 %');
  });

  it('storeys, dwellings and building-line distances', () => {
    const { drafts, check } = constraintsFromNorms([
      rule([
        { type: 'MaximumAantalBouwlagen', naam: 'maximum aantal bouwlagen', kwantitatief: 3, eenheid: null },
        { type: 'MaximumAantalWoningen', naam: 'maximum aantal woningen', kwantitatief: 12, eenheid: null },
        { type: 'MinimumAfstandTotBouwgrens', naam: 'afstand tot de bouwgrens', kwantitatief: 300, eenheid: 'Centimeter' },
      ]),
    ]);
    expect(summary(drafts)).toEqual([
      ['nr_floors', 'smaller_than', 3],
      ['nr_units', 'smaller_than', 12],
      ['general', 'greater_than', 3],
    ]);
    expect(drafts[2]!.description).toBe('afstand tot de bouwgrens — vak 1: 300 cm = 3 m');
    expect(check.status).toBe('checked');
  });

  it('keeps values of one type apart by what they apply to and where', () => {
    const { drafts } = constraintsFromNorms([
      rule([
        { naam: 'maximum bouwhoogte hoofdgebouw', kwantitatief: 10 },
        { naam: 'maximum bouwhoogte bijbehorend bouwwerk', kwantitatief: 5, normId: 'n2' },
        { naam: 'maximum bouwhoogte erker', kwantitatief: 3.5, normId: 'n3' },
        { naam: 'maximum bouwhoogte hoofdgebouw', kwantitatief: 12, locatieId: 'g2', locatieNaam: 'vak 2' },
      ]),
    ]);
    expect(drafts.map((d) => [d.zone, d.subzone, d.value])).toEqual([
      ['hoofdgebouw', 'vak 1', 10],
      ['bijbehorend bouwwerk', 'vak 1', 5],
      ['erker', 'vak 1', 3.5],
      ['hoofdgebouw', 'vak 2', 12],
    ]);
    expect(new Set(drafts.map((d) => d.description.slice(0, d.description.lastIndexOf(': ')))).size).toBe(4);
  });

  it('a qualitative value is a general constraint with its text, and the status is partly checked', () => {
    const { drafts, check } = constraintsFromNorms([
      rule([{ kwantitatief: 9 }]),
      rule([{ naam: 'welstandsniveau', normId: 'w', kwalitatief: 'midden', eenheid: null }], { ruleId: 'r2', citation: { regeling: REGELING, wid: 'gm9999_1__art_3.2' } }),
    ]);
    expect(drafts[1]).toMatchObject({ type: 'general', operator: 'equal', value: null, description: 'welstandsniveau — vak 1: midden', reference: 'Artikel 3.2' });
    expect(check).toEqual({ status: 'partly_checked', numeric: 1, unread: [{ ruleId: 'r2', reference: 'Artikel 3.2', url: URL, naam: 'welstandsniveau', reason: 'qualitative' }] });
  });

  it('reads a value in the rule text only where the pattern is certain, else "read the article"', () => {
    const inText = (tekst: string, v: Partial<OmgevingsplanNormValue> = {}) =>
      constraintsFromNorms([rule([{ inRegeltekst: 'waarde staat in regeltekst', ...v }], { article: { nummer: '3.1', opschrift: null, tekst } })]);
    expect(summary(inText('De bouwhoogte van een gebouw bedraagt ten hoogste 10 meter.').drafts)).toEqual([['building_height', 'smaller_than', 10]]);
    expect(inText('De bouwhoogte van een gebouw bedraagt ten hoogste 10 meter.').drafts[0]!.description).toBe('maximum bouwhoogte — vak 1: ten hoogste 10 meter (uit de regeltekst)');
    expect(summary(inText('Een gebouw heeft maximaal 3 bouwlagen.', { type: 'MaximumAantalBouwlagen', naam: 'bouwlagen' }).drafts)).toEqual([['nr_floors', 'smaller_than', 3]]);
    expect(summary(inText('Het bebouwingspercentage is niet meer dan 60%.', { type: 'MaximumBebouwdeOppervlakte' }).drafts)).toEqual([['gsi', 'smaller_than', 0.6]]);
    const unsure = [
      'De bouwhoogte bedraagt ten hoogste 10 meter en ten hoogste 4 meter voor een bijgebouw.', // two numbers
      'De bouwhoogte bedraagt ten hoogste 10.', // no unit
      'De bouwhoogte bedraagt ten hoogste 60%.', // a unit of another kind
      'De bouwhoogte bedraagt ten minste 6 meter.', // a minimum for a maximum norm
      'De bouwhoogte is ten hoogste de maximum bouwhoogte.', // no number
    ];
    for (const tekst of unsure) {
      const { drafts, check } = inText(tekst);
      expect(summary(drafts), tekst).toEqual([['general', 'equal', null]]);
      expect(drafts[0]!.description).toBe('maximum bouwhoogte — vak 1: waarde in de regeltekst: lees Artikel 3.1 lid 2');
      expect(check.unread.map((u) => u.reason)).toEqual(['in_text']);
      expect(check.status).toBe('not_checkable');
    }
    // a type the product does not check (Volume) is never read from the text: listed as not checked, no constraint
    const volume = inText('ten hoogste 40 meter', { type: 'Volume' });
    expect(volume.drafts).toEqual([]);
    expect(volume.check.notChecked).toEqual([{ ruleId: 'nl.imow-gm9999.juridischeregel.1', reference: 'Artikel 3.1 lid 2', url: URL, naam: 'maximum bouwhoogte', type: 'Volume', value: 'waarde in de regeltekst', locatie: 'vak 1' }]);
  });

  it('a unit that does not fit the type is not read; unknown types are listed without a constraint', () => {
    const { drafts, check } = constraintsFromNorms([
      rule([{ kwantitatief: 40, eenheid: 'Procent' }, { kwantitatief: 9, eenheid: null, normId: 'n2' }], {
        unknownNorms: [{ id: 'nl.imow-gm9999.omgevingsnorm.9', naam: 'maximum aantal kippen', type: 'MaximumAantalKippen' }],
      }),
    ]);
    expect(summary(drafts)).toEqual([
      ['general', 'equal', null],
      ['general', 'equal', null],
    ]);
    expect(drafts[0]!.description).toBe('maximum bouwhoogte — vak 1: 40 % (eenheid niet gelezen: lees het artikel)');
    expect(check.unread.map((u) => [u.naam, u.reason])).toEqual([
      ['maximum aantal kippen', 'unknown_type'],
      ['maximum bouwhoogte', 'unit'],
    ]);
    expect(check.status).toBe('not_checkable');
  });

  it('rules without any norm are not checkable and listed to read; bruidsschat rules say so in the source', () => {
    const { drafts, check } = constraintsFromNorms([rule([], { bruidsschat: true })]);
    expect(drafts).toEqual([]);
    expect(check).toEqual({ status: 'not_checkable', numeric: 0, unread: [{ ruleId: 'nl.imow-gm9999.juridischeregel.1', reference: 'Artikel 3.1 lid 2', url: URL, naam: 'Bouwregels', reason: 'no_norm' }] });
    expect(constraintsFromNorms([rule([{ kwantitatief: 9 }], { bruidsschat: true })]).drafts[0]!.source).toBe(`omgevingsplan ${REGELING} /akn/nl/bill/gm9999/2024/1 2024-03-01 (bruidsschat)`);
  });
});

describe('citations', () => {
  it('links the regeling in the DSO viewer and cites article and lid', () => {
    expect(publicationUrl('/akn/nl/act/gm0297/2019/reg456')).toBe('https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm0297_2019_reg456');
    expect(publicationUrl(null)).toBeNull();
    expect(publicationUrl('/akn/nl/bill/gm0297/2019/3520')).toBeNull();
    expect(articleReference('gm0297_1__chp_2__subchp_2.5__art_2.14')).toBe('Artikel 2.14');
    expect(articleReference('gm9999_1__art_3.1__para_1')).toBe('Artikel 3.1 lid 1');
    expect(articleReference(null, '4.2')).toBe('Artikel 4.2');
    expect(isBruidsschat(['/akn/nl/act/gm0297/2024/bruidsschat'])).toBe(true);
    expect(isBruidsschat(['/akn/nl/act/gm0297/2019/reg456', 'Bouwregels', null])).toBe(false);
  });

  it('numberInText needs one number, a limit phrase and a unit of the asked kind', () => {
    expect(numberInText('ten hoogste 200 m2', 'area')).toMatchObject({ value: 200, direction: 'max' });
    expect(numberInText('niet minder dan 250 cm', 'length')).toMatchObject({ value: 2.5, direction: 'min' });
    expect(numberInText('maximaal 7,5 m', 'length')?.value).toBe(7.5);
    expect(numberInText('maximaal 7,5 m', 'area')).toBeNull();
    expect(numberInText(null, 'length')).toBeNull();
  });
});

describe('which plan applies', () => {
  const imro = [{ description: 'maximum bouwhoogte (m): 10', source: 'IMRO x' }] as ConstraintDraft[];
  const ow = [{ description: 'maximum bouwhoogte — vak 1: 9 m', source: 'omgevingsplan y' }] as ConstraintDraft[];
  it('a full pons: the omgevingsplan only; partly: both, the IMRO ones marked; none: both', () => {
    expect(withOmgevingsplan(imro, { drafts: ow, ponsCoverage: 'full' })).toEqual(ow);
    expect(withOmgevingsplan(imro, { drafts: ow, ponsCoverage: 'partial' }).map((d) => d.description)).toEqual([
      `maximum bouwhoogte (m): 10${PARTLY_REPLACED}`,
      'maximum bouwhoogte — vak 1: 9 m',
    ]);
    expect(withOmgevingsplan(imro, { drafts: ow, ponsCoverage: 'none' })).toHaveLength(2);
    expect(withOmgevingsplan(imro, null)).toEqual(imro);
  });
});
