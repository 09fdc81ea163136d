import { describe, expect, it } from 'vitest';
import { constraintsFromZoning } from './constraintsFromZoning';

const object = (dimensions: { waardeType: string; waarde: string }[], zone = 'Wonen') => ({
  identificatie: 'NL.IMRO.m1',
  planId: 'NL.IMRO.0200.bp1-vg01',
  zone,
  naam: 'maatvoering',
  dimensions,
});

describe('constraints from zoning', () => {
  it('turns the usual maatvoering values into typed constraints with operator and source', () => {
    const c = constraintsFromZoning([
      object([
        { waardeType: 'maximum bouwhoogte (m)', waarde: '12' },
        { waardeType: 'maximum goothoogte (m)', waarde: '6,5' },
        { waardeType: 'maximum bebouwingspercentage (%)', waarde: '60' },
        { waardeType: 'maximaal aantal wooneenheden', waarde: '24' },
        { waardeType: 'minimum bouwhoogte (m)', waarde: '9' },
      ]),
    ]);
    expect(c.map((x) => [x.type, x.operator, x.value])).toEqual([
      ['building_height', 'smaller_than', 12],
      ['gutter_height', 'smaller_than', 6.5],
      ['gsi', 'smaller_than', 0.6],
      ['nr_units', 'smaller_than', 24],
      ['building_height', 'greater_than', 9],
    ]);
    expect(c[0]).toMatchObject({ source: 'IMRO NL.IMRO.0200.bp1-vg01', zone: 'Wonen', url: expect.stringContaining('planidn=NL.IMRO.0200.bp1-vg01') });
    // with its plan's date, the source says of when the plan is (issue #41 item 4)
    const [dated] = constraintsFromZoning([{ ...object([{ waardeType: 'maximum bouwhoogte (m)', waarde: '12' }]), planDate: '2021-03-01' }]);
    expect(dated!.source).toBe('IMRO NL.IMRO.0200.bp1-vg01 2021-03-01');
  });

  it('keeps free text as a general constraint instead of dropping it', () => {
    const [c] = constraintsFromZoning([object([{ waardeType: 'other: vrije tekst', waarde: '370' }])]);
    expect(c).toMatchObject({ type: 'general', operator: 'equal', value: 370, description: 'other: vrije tekst: 370' });
    const [t] = constraintsFromZoning([object([{ waardeType: 'maximum bouwhoogte (m)', waarde: 'zie regels' }])]);
    expect(t).toMatchObject({ type: 'general', value: null });
  });

  it('lists a value once when two parts of the plots repeat it', () => {
    const c = constraintsFromZoning([object([{ waardeType: 'maximum bouwhoogte (m)', waarde: '12' }]), object([{ waardeType: 'maximum bouwhoogte (m)', waarde: '12' }])]);
    expect(c).toHaveLength(1);
  });
});
