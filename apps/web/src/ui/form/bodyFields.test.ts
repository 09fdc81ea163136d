import { inviteBodySchema, loginBodySchema } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { bodyFields } from './bodyFields';
import { formSchema } from './formSchema';
import { zodValidate } from './zodValidate';

// the keys stand in for the catalogue texts; the real ones are in nl.json and en.json
const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key);

describe('forms validated by a route body schema', () => {
  const login = zodValidate(formSchema(bodyFields(loginBodySchema), ['email', 'password'], ['email']), t);

  it('sign-in needs an email (trimmed, as it is sent) and a password', () => {
    expect(login({ email: ' anne@example.nl ', password: 'secret' })).toEqual({});
    expect(login({ email: '  ', password: '' })).toEqual({ email: 'ui.form.required', password: 'ui.form.required' });
    expect(login({ email: 'anne', password: 'x' })).toEqual({ email: 'ui.form.email' });
  });

  it('form fields the body does not name are left alone', () => {
    const invite = zodValidate(formSchema(bodyFields(inviteBodySchema), ['email', 'first_name'], ['email']), t);
    expect(invite({ email: 'jan@example.nl', first_name: '', companyId: null })).toEqual({});
    expect(invite({ email: 'jan@example.nl', first_name: 'j'.repeat(201) })).toEqual({ first_name: 'ui.form.tooLong {"maximum":"200"}' });
  });
});
