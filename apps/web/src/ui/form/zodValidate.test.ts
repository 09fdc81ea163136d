import { searchqueries, users } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { formSchema } from './formSchema';
import { zodValidate } from './zodValidate';

// the keys stand in for the catalogue texts; the real ones are in nl.json and en.json
const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key);

describe('forms validated by the contracts', () => {
  const query = zodValidate(formSchema(searchqueries.fields, ['name', 'type', 'status', 'description'], ['name']), t);

  it('a saved query needs a name and a known type and status', () => {
    expect(query({ name: 'Kansen', type: 'residential', status: 'research', description: '' })).toEqual({});
    expect(query({ name: '   ', type: 'residential', status: 'research', description: '' })).toEqual({ name: 'ui.form.required' });
    expect(query({ name: 'Kansen', type: 'castle', status: 'research', description: '' })).toEqual({ type: 'ui.form.choice' });
  });

  it('a user needs a valid email; names are optional but bounded', () => {
    const user = zodValidate(formSchema(users.fields, ['first_name', 'email'], ['email']), t);
    expect(user({ first_name: '', email: 'anne@example.nl' })).toEqual({});
    expect(user({ first_name: '', email: 'anne' })).toEqual({ email: 'ui.form.email' });
    expect(user({ first_name: '', email: '' })).toEqual({ email: 'ui.form.required' });
  });
});
