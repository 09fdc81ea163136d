import { describe, expect, it } from 'vitest';
import { checkPasswordReset } from './passwordResetForm';

// the keys stand in for the catalogue texts; the real ones are in nl.json and en.json
const check = checkPasswordReset((key) => key);

describe('the password reset form', () => {
  it('takes a password the rules accept, repeated', () => {
    expect(check({ password: 'nieuw wachtwoord voor de demo', repeat: 'nieuw wachtwoord voor de demo' })).toEqual({});
  });

  it('names the first rule a password breaks, and a repeat that differs, together', () => {
    expect(check({ password: 'kort', repeat: 'kort' })).toEqual({ password: 'passwordRules.password_too_short' });
    expect(check({ password: 'wachtwoord123', repeat: '' })).toEqual({ password: 'passwordRules.password_too_common', repeat: 'passwordReset.mismatch' });
    expect(check({ password: '', repeat: '' })).toEqual({ password: 'passwordRules.password_too_short' });
  });
});
