import { describe, expect, it } from 'vitest';
import type { Location } from '@plotwise/contracts';
import { changedFields } from './conflict';
import { LOCATION_SCHEMA, toBody, toForm } from './locationForm';

const loc = {
  id: 1,
  name: 'Werf',
  type: 0,
  status: 4,
  phase: null,
  assignedTo: 7,
  rating: 2,
  archived: false,
  owner: 'Gemeente',
  road: null,
} as unknown as Location;

describe('the location form', () => {
  it('round-trips a saved location without changes', () => {
    const base = toBody(toForm(loc));
    expect(changedFields(base, toBody(toForm(loc)))).toEqual({});
    expect(base).toMatchObject({
      name: 'Werf',
      status: 4,
      phase: null,
      assignedTo: 7,
      rating: 2,
      owner: 'Gemeente',
      road: null,
    });
  });

  it('sends emptied text as null, select ids as numbers, and only what changed', () => {
    const form = { ...toForm(loc), owner: '  ', status: '9', assignedTo: null, rating: 5 };
    expect(changedFields(toBody(toForm(loc)), toBody(form))).toEqual({
      owner: null,
      status: 9,
      assignedTo: null,
      rating: 5,
    });
  });

  it('refuses an empty name at the field (contracts schema)', () => {
    const r = LOCATION_SCHEMA.safeParse({ ...toForm(loc), name: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['name']);
  });
});

describe('score and chance of success', () => {
  it('keeps an empty figure as no value and a figure as a number', () => {
    const form = toForm({ ...loc, score: 87.5, chanceOfSuccess: null } as Location);
    expect([form.score, form.chanceOfSuccess]).toEqual([87.5, '']);
    expect(toBody({ ...form, chanceOfSuccess: 60 })).toMatchObject({ score: 87.5, chanceOfSuccess: 60 });
    expect(toBody({ ...form, score: '' })).toMatchObject({ score: null, chanceOfSuccess: null });
  });

  it('refuses a figure outside 0-100 at the field, as the server would', () => {
    const form = toForm(loc);
    expect(LOCATION_SCHEMA.safeParse({ ...form, score: 101 }).success).toBe(false);
    expect(LOCATION_SCHEMA.safeParse({ ...form, chanceOfSuccess: -1 }).success).toBe(false);
    expect(LOCATION_SCHEMA.safeParse({ ...form, score: 0, chanceOfSuccess: 100 }).success).toBe(true);
    expect(LOCATION_SCHEMA.safeParse({ ...form, score: '', chanceOfSuccess: '' }).success).toBe(true);
  });
});
