import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_MAX_LENGTH } from './passwordRules';

const codes = (password: string, email?: string) => checkPassword(password, email).map((p) => p.code);

describe('checkPassword', () => {
  it('accepts a long, uncommon password', () => {
    expect(checkPassword('correct horse battery staple', 'anna@example.nl')).toEqual([]);
    expect(checkPassword('x'.repeat(9) + 'y')).toEqual([]);
  });

  it('enforces the length limits in characters', () => {
    expect(codes('short1!')).toEqual(['password_too_short']);
    expect(codes('')).toEqual(['password_too_short']);
    expect(codes('a'.repeat(PASSWORD_MAX_LENGTH - 1) + 'b')).toEqual([]);
    expect(codes('a'.repeat(PASSWORD_MAX_LENGTH) + 'b')).toEqual(['password_too_long']);
    // five emoji are five characters, even though they are ten UTF-16 units
    expect(codes('😀😀😀😀😁')).toEqual(['password_too_short']);
  });

  it('refuses the email address and its name part, in any case', () => {
    expect(codes('Anna.de.Vries@Example.nl', 'anna.de.vries@example.nl')).toEqual(['password_is_email']);
    expect(codes('anna.de.vries', 'anna.de.vries@example.nl')).toEqual(['password_is_email']);
    expect(codes('anna.de.vries2', 'anna.de.vries@example.nl')).toEqual([]);
  });

  it('refuses a single repeated character', () => {
    expect(codes('aaaaaaaaaaaa')).toEqual(['password_repeated_character']);
    expect(codes('            ')).toEqual(['password_repeated_character']);
    expect(codes('aaaaaaaaaaab')).toEqual([]);
  });

  it('refuses very common passwords case-insensitively', () => {
    expect(codes('Wachtwoord123')).toEqual(['password_too_common']);
    expect(codes('QWERTYUIOP')).toEqual(['password_too_common']);
  });

  it('reports every problem with a readable message', () => {
    const problems = checkPassword('aaa', 'aaa@example.nl');
    expect(problems.map((p) => p.code)).toEqual(['password_too_short', 'password_is_email', 'password_repeated_character']);
    for (const p of problems) expect(p.message).toMatch(/^[A-Z].+[a-z]$/);
  });
});
