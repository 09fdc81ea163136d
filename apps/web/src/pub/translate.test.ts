import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import nl from '../i18n/nl.json';
import { pubCatalogue } from './catalogueKeys';
import { createTranslator } from './translate';

const CATALOGUES = { en: pubCatalogue(en), nl: pubCatalogue(nl) };

const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

// the public entry's translation function stands in for i18next with the app's options (i18n/i18n.ts)
describe('the public pages translation function', () => {
  it('says what i18next says for every text of the public catalogues, in both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: CATALOGUES.en }, nl: { translation: CATALOGUES.nl } },
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    for (const language of ['en', 'nl'] as const) {
      const ours = createTranslator(CATALOGUES[language], language, 'production');
      const theirs = i18n.getFixedT(language);
      const all = [
        ...new Set(keys(CATALOGUES[language]).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''))),
      ];
      expect(all.length).toBeGreaterThan(100);
      for (const key of all)
        for (const count of [0, 1, 2, 1234]) {
          const options = {
            count,
            name: 'De Knar',
            value: undefined,
            formatted: '1.234',
            date: '25-11-2026',
            type: 'x',
            total: 7,
          };
          expect(ours.t(key, options), `${language} ${key} ${count}`).toBe(theirs(key, options));
        }
    }
  });

  it('answers a missing text with its default value or its key, and warns outside production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { t } = createTranslator({ a: { b: 'B {{n}}' } }, 'en', 'local');
    expect(t('a.b', { n: 3 })).toBe('B 3');
    expect(t('a.b', { n: undefined })).toBe('B '); // as i18next
    expect(t('a.b')).toBe('B {{n}}');
    expect(t('a.c')).toBe('a.c');
    expect(t('a.c', { defaultValue: 'survey {{n}}', n: 2 })).toBe('survey 2');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
