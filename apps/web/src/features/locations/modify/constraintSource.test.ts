import { describe, expect, it } from 'vitest';
import { handEdit, originOf } from './constraintSource';

const derived = {
  source: 'IMRO NL.IMRO.0363.A1',
  url: 'https://www.ruimtelijkeplannen.nl/viewer/view?planidn=NL.IMRO.0363.A1',
  zone: 'Wonen',
  subzone: 'maatvoering',
  reference: 'NL.IMRO.0363.A1.obj42',
};

describe('constraint origin', () => {
  it('a derived row names its plan, zone and article', () => {
    expect(originOf(derived)).toEqual({
      kind: 'zoning',
      plan: 'NL.IMRO.0363.A1',
      zone: 'Wonen',
      article: 'maatvoering · NL.IMRO.0363.A1.obj42',
      url: derived.url,
    });
  });

  it('a hand edit of a derived row is hand-made and still names what it overrides', () => {
    const edited = {
      ...derived,
      ...handEdit({ name: 'Bouwhoogte', type: 'building_height', operator: 'smaller_than', value: 12 }),
    };
    expect(edited.source).toBe('hand');
    expect(originOf(edited)).toEqual({
      kind: 'hand',
      overrides: { plan: 'NL.IMRO.0363.A1', article: 'maatvoering · NL.IMRO.0363.A1.obj42' },
    });
  });

  it('a row entered by hand overrides nothing', () => {
    expect(originOf({ source: 'hand', url: null, zone: null, subzone: null, reference: null })).toEqual({
      kind: 'hand',
      overrides: null,
    });
  });
});

describe('constraint origin of an omgevingsplan norm', () => {
  const norm = {
    source: 'omgevingsplan /akn/nl/act/gm0297/2019/reg456 /akn/nl/bill/gm0297/2019/3520 2022-06-25',
    url: 'https://omgevingswet.overheid.nl/regels-op-de-kaart/documenten/_akn_nl_act_gm0297_2019_reg456',
    zone: null,
    subzone: 'Zuilichem industriegebied 3',
    reference: 'Artikel 2.14',
  };
  it('names the regeling and the article, and a hand edit still does (from the link)', () => {
    expect(originOf(norm)).toMatchObject({ kind: 'zoning', plan: '/akn/nl/act/gm0297/2019/reg456', article: 'Zuilichem industriegebied 3 · Artikel 2.14' });
    expect(originOf({ ...norm, source: 'hand' })).toEqual({
      kind: 'hand',
      overrides: { plan: '/akn/nl/act/gm0297/2019/reg456', article: 'Zuilichem industriegebied 3 · Artikel 2.14' },
    });
  });
});
