import { lookupFilter } from '@plotwise/contracts';

/** A filter key by its catalogue name in the user's language (the key itself when the catalogue no longer has it). */
export function filterLabel(key: string, lang: string): string {
  const def = lookupFilter(key);
  return def ? def.label[lang.startsWith('nl') ? 'nl' : 'en'] : key;
}
