import { en, nl } from 'virtual:pub-catalogue';
import type { Environment } from '../lib/environment';
import type { Language } from '../i18n/language';
import { createTranslator, type PubTranslator } from './translate';

let current: PubTranslator | undefined;

/** Chooses the public pages' language (once, before the first render); useTranslation reads it. */
export function initPubI18n(language: Language, environment: Environment): PubTranslator {
  document.documentElement.lang = language;
  current = createTranslator(language === 'en' ? en : nl, language, environment);
  return current;
}

export function pubTranslator(): PubTranslator {
  if (!current) throw new Error('initPubI18n has not run');
  return current;
}
