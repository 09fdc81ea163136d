import { describe, expect, it } from 'vitest';
import type { Constraint } from '@plotwise/contracts';
import { derivedKey } from '@plotwise/core/zoning/index';
import { constraintEditWrite, constraintStanding, handEdit, originOf } from './constraintSource';

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
      date: null,
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
    expect(originOf(norm)).toMatchObject({ kind: 'zoning', plan: '/akn/nl/act/gm0297/2019/reg456', date: '2022-06-25', article: 'Zuilichem industriegebied 3 · Artikel 2.14' });
    // an IMRO row names its plan's date the same way (issue #41 item 4)
    expect(originOf({ ...derived, source: 'IMRO NL.IMRO.0363.A1 2021-03-01' })).toMatchObject({ plan: 'NL.IMRO.0363.A1', date: '2021-03-01' });
    expect(originOf({ ...norm, source: 'hand' })).toEqual({
      kind: 'hand',
      overrides: { plan: '/akn/nl/act/gm0297/2019/reg456', article: 'Zuilichem industriegebied 3 · Artikel 2.14' },
    });
  });
});

describe('what saving an edited constraint writes (issue #39 item 4)', () => {
  const row = (over: Partial<Constraint>): Constraint =>
    ({ id: 1, name: 'maximum bouwhoogte (m)', description: 'maximum bouwhoogte (m): 10', type: 'building_height', operator: 'smaller_than', value: 10, replaces: null, ...derived, ...over }) as Constraint;
  const zoning = row({});
  const values = { name: 'Bouwhoogte na afwijking', type: 'building_height', operator: 'smaller_than', value: 15 } as const;

  it('a derived row is not overwritten: its edit is a hand row that replaces it', () => {
    const write = constraintEditWrite(zoning, values, constraintStanding([zoning]));
    expect(write).toEqual({ kind: 'create', body: { ...values, source: 'hand', replaces: derivedKey(zoning) } });
  });

  it('when a hand row already replaces it, that hand row is updated', () => {
    const hand = row({ id: 2, source: 'hand', url: null, value: 12, replaces: derivedKey(zoning) });
    const write = constraintEditWrite(zoning, values, constraintStanding([zoning, hand]));
    expect(write).toEqual({ kind: 'update', id: 2, body: { ...values, source: 'hand' } });
  });

  it('a change of kind is a new hand row; a hand row is updated in place', () => {
    const gutter = { ...values, type: 'gutter_height' as const };
    expect(constraintEditWrite(zoning, gutter, constraintStanding([zoning]))).toEqual({ kind: 'create', body: { ...gutter, source: 'hand' } });
    const own = row({ id: 3, source: 'hand', url: null });
    expect(constraintEditWrite(own, values, constraintStanding([zoning, own]))).toEqual({ kind: 'update', id: 3, body: { ...values, source: 'hand' } });
  });
});
