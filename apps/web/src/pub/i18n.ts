import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, nl } from 'virtual:pub-catalogue';
import type { Environment } from '../app/environment';
import type { Language } from '../i18n/language';

/**
 * i18next for the public pages: both languages' public keys are in the entry (a few KB), so the first render
 * does not wait for a catalogue request. Same options as the app's i18n (i18n/i18n.ts).
 */
export function initPubI18n(language: Language, environment: Environment) {
  const production = environment === 'production';
  document.documentElement.lang = language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next.use(initReactI18next).init({
    lng: language,
    resources: { en: { translation: en }, nl: { translation: nl } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: !production,
    missingKeyHandler: production
      ? false
      : (lngs, _ns, key) => console.warn(`[i18n] missing "${key}" for ${lngs.join(',')}`),
    react: { useSuspense: false },
  });
}
