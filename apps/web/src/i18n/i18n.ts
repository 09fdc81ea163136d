import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Environment } from '../app/environment';
import en from './en.json';
import nl from './nl.json';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './language';

export function initI18n(language: Language, environment: Environment) {
  const production = environment === 'production';
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, nl: { translation: nl } },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
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
  document.documentElement.lang = language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next;
}
