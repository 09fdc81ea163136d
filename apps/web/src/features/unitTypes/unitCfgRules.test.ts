import { describe, expect, it } from 'vitest';
import { unitCfgBody, unitCfgProblems, unitCfgValues, type UnitCfgValues } from './unitCfgRules';

const empty: UnitCfgValues = unitCfgValues(null);

describe('unit cfg checks at the field', () => {
  it('accepts the empty cfg (the design rules) and a consistent one', () => {
    expect(unitCfgProblems(empty)).toEqual([]);
    expect(
      unitCfgProblems({
        ...empty,
        mindepth: 6,
        maxdepth: 10,
        two_window_maxdepth: 14,
        balcony_maxdepth: 2,
        balcony_maxlength: 4,
      }),
    ).toEqual([]);
  });

  it('refuses negatives, a minimum above its maximum (also against the rule), and a two-window depth below the ordinary one', () => {
    expect(unitCfgProblems({ ...empty, parking_ratio: -1 })).toEqual([
      { field: 'parking_ratio', key: 'negative' },
    ]);
    expect(unitCfgProblems({ ...empty, mindepth: 9, maxdepth: 8 })[0]).toMatchObject({
      field: 'mindepth',
      key: 'minAboveMax',
    });
    // the empty max length is the rule's 25 m
    expect(unitCfgProblems({ ...empty, minlength: 30 })[0]).toMatchObject({
      field: 'minlength',
      key: 'minAboveMax',
      values: { min: 30, max: 25 },
    });
    expect(unitCfgProblems({ ...empty, two_window_maxdepth: 10, maxdepth: 11 })[0]).toMatchObject({
      field: 'two_window_maxdepth',
      key: 'twoWindowBelowMax',
    });
  });

  it('wants a balcony whole and at least 1.5 x 2.6 m', () => {
    expect(unitCfgProblems({ ...empty, balcony_maxdepth: 2 })).toEqual([
      { field: 'balcony_maxlength', key: 'balconyHalf' },
    ]);
    expect(
      unitCfgProblems({ ...empty, balcony_maxdepth: 1, balcony_maxlength: 2 }).map((p) => p.field),
    ).toEqual(['balcony_maxdepth', 'balcony_maxlength']);
  });
});

describe('stored cfg and editor values', () => {
  it('round-trips, the balcony as one document or null', () => {
    const v = { ...empty, maxdepth: 10, balcony_maxdepth: 1.8, balcony_maxlength: 3 };
    const body = unitCfgBody(v);
    expect(body.balcony).toEqual({ name: 'balcony', type: 'balcony', maxdepth: 1.8, maxlength: 3 });
    expect(unitCfgValues(body)).toEqual(v);
    expect(unitCfgBody(empty).balcony).toBeNull();
  });
});
