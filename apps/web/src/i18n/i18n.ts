import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Environment } from '../lib/environment';
import { isLanguage, LANGUAGES, type Language } from './language';

// Each catalogue is its own chunk (about 15 KB gzip), fetched when its language is first used: the initial
// JavaScript carries neither. The catalogues have the same keys (catalogues.test.ts), so no fallback language is
// loaded beside the chosen one.
const catalogues: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./en.json'),
  nl: () => import('./nl.json'),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    catalogues[language]().then(
      (m) => callback(null, m.default),
      (e: Error) => callback(e, false),
    );
  },
};

/** Start i18next on the chosen language; resolves once its catalogue has loaded (render after it). */
export function initI18n(language: Language, environment: Environment) {
  const production = environment === 'production';
  document.documentElement.lang = language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
      // Missing keys are reported while developing and testing, never to customers.
      saveMissing: !production,
      missingKeyHandler: production
        ? false
        : (lngs, _ns, key) => console.warn(`[i18n] missing "${key}" for ${lngs.join(',')}`),
      react: { useSuspense: false },
    });
}
