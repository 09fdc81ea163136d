import { describe, expect, it } from 'vitest';
import { chooseLanguage, detectLanguage } from './language';

describe('language', () => {
  it('follows the browser with English as fallback', () => {
    expect(detectLanguage(['nl-NL', 'en'])).toBe('nl');
    expect(detectLanguage(['nl-BE'])).toBe('nl');
    expect(detectLanguage(['de-DE', 'nl'])).toBe('nl');
    expect(detectLanguage(['de-DE', 'fr'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });
  it('prefers the saved choice, then the remembered one', () => {
    expect(chooseLanguage('en', 'nl', ['nl'])).toBe('en');
    expect(chooseLanguage(null, 'nl', ['en'])).toBe('nl');
    expect(chooseLanguage('xx', undefined, ['nl-NL'])).toBe('nl');
  });
});
