/** The shortest and longest password the product accepts (characters, not bytes). */
const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** Why a password is refused: a stable code the web can translate, and an English message. */
export interface PasswordProblem {
  code: 'password_too_short' | 'password_too_long' | 'password_is_email' | 'password_repeated_character' | 'password_too_common' | 'password_too_guessable';
  message: string;
}

// Passwords of 10+ characters that lead every breach list (shorter ones already fail the length rule);
// Dutch favourites included because our users are Dutch. Compared case-insensitively.
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '12345678910',
  '123456789a',
  '0987654321',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'asdfghjkl1',
  'password12',
  'password123',
  'password1234',
  'password1!',
  'passw0rd123',
  'iloveyou123',
  'welcome123',
  'welcome1234',
  'letmein123',
  'administrator',
  'admin12345',
  'changeme123',
  'wachtwoord',
  'wachtwoord1',
  'wachtwoord12',
  'wachtwoord123',
  'welkom1234',
  'welkom12345',
  'welkomwelkom',
  'voetbal123',
  'amsterdam1',
  'amsterdam123',
  'rotterdam1',
  'plotwise123',
]);

/**
 * Check a new password against the product's rules; an empty list means it is accepted.
 * Pure, so the server and the web form show the same messages.
 */
export function checkPassword(password: string, email?: string | null): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  // Count code points, so an emoji is one character as the user sees it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    problems.push({ code: 'password_too_short', message: `Use at least ${PASSWORD_MIN_LENGTH} characters` });
  if (length > PASSWORD_MAX_LENGTH)
    problems.push({ code: 'password_too_long', message: `Use at most ${PASSWORD_MAX_LENGTH} characters` });
  const lower = password.trim().toLowerCase();
  const mail = email?.trim().toLowerCase();
  if (mail && (lower === mail || lower === mail.split('@')[0]))
    problems.push({ code: 'password_is_email', message: 'Do not use your email address as password' });
  if (length > 0 && /^(.)\1*$/su.test(password))
    problems.push({ code: 'password_repeated_character', message: 'Do not repeat a single character' });
  if (COMMON_PASSWORDS.has(lower))
    problems.push({ code: 'password_too_common', message: 'This password is too common; choose another one' });
  return problems;
}
