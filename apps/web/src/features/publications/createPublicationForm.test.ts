import { describe, expect, it } from 'vitest';
import { checkCreatePublication, createPublicationBody } from './createPublicationForm';

// the keys stand in for the catalogue texts; the real ones are in nl.json and en.json
const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key);
const check = checkCreatePublication(t);

describe('the new publication dialog', () => {
  it('sends a record by its id and an area by its name, with a name only when one is given', () => {
    expect(createPublicationBody({ source: 'location', id: '12', name: '  ' })).toEqual({ source: 'location', id: 12 });
    expect(createPublicationBody({ source: 'business_park', id: 'De Knar', name: ' Kavels ' })).toEqual({ source: 'business_park', area: 'De Knar', name: 'Kavels' });
    expect(createPublicationBody({ source: 'ibis_survey', id: null, name: '' })).toEqual({ source: 'ibis_survey' });
    expect(createPublicationBody({ source: 'ibis_survey', id: 'Ede', name: '' })).toEqual({ source: 'ibis_survey', area: 'Ede' });
    expect(createPublicationBody({ source: 'survey', id: '12', name: 'Buurtenquête' })).toEqual({ source: 'survey', name: 'Buurtenquête' });
    // a state index picks nothing: a stale pick from another source is not sent
    expect(createPublicationBody({ source: 'state_index', id: 'Ede', name: 'Onze gemeenten' })).toEqual({ source: 'state_index', name: 'Onze gemeenten' });
  });

  it('asks for a pick, except of an IBIS survey; a missing area is shown at the picker', () => {
    expect(check({ source: 'concept', id: '3', name: '' })).toEqual({});
    expect(check({ source: 'ibis_survey', id: null, name: '' })).toEqual({});
    expect(check({ source: 'survey', id: null, name: '' })).toEqual({});
    expect(check({ source: 'state_index', id: null, name: '' })).toEqual({});
    expect(check({ source: 'concept', id: null, name: '' })).toEqual({ id: 'ui.form.required' });
    expect(check({ source: 'population_core', id: null, name: '' })).toEqual({ id: 'ui.form.required' });
  });

  it('bounds the name as the server does', () => {
    expect(check({ source: 'location', id: '1', name: 'x'.repeat(201) })).toEqual({ name: 'ui.form.tooLong {"maximum":"200"}' });
  });
});
