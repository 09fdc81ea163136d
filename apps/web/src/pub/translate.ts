import type { Environment } from '../lib/environment';
import type { Language } from '../i18n/language';

type Catalogue = Record<string, unknown>;
type Options = { count?: number; defaultValue?: string; [name: string]: unknown };

/**
 * The public pages' translation function, in place of i18next (about 20 KB gzip with react-i18next) in the public
 * entry's build (vite.pub.config.ts makes `react-i18next` resolve to src/pub/preact/react-i18next.ts). It does
 * what the public pages ask of i18next, with the app's options (i18n/i18n.ts): nested keys, `{{name}}`
 * interpolation without escaping (an option given as undefined or null is empty, a missing one stays as written), plurals by `count` (`key_one`, `key_other` ... by Intl.PluralRules, then `key`),
 * `defaultValue`, and the key itself when a text is missing (no fallback language; a warning outside production).
 * The language is chosen once per page load: the public pages have no language switch.
 */
export interface PubTranslator {
  language: Language;
  t: (key: string, options?: Options) => string;
}

function lookup(catalogue: Catalogue, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

const interpolate = (text: string, options: Options | undefined) =>
  text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (whole, name: string) =>
    options && name in options ? String(options[name] ?? '') : whole,
  );

export function createTranslator(
  catalogue: Catalogue,
  language: Language,
  environment: Environment,
): PubTranslator {
  const plurals = new Intl.PluralRules(language);
  const warn = environment !== 'production';
  const text = (key: string, count: number | undefined): unknown => {
    if (count !== undefined) {
      const plural = lookup(catalogue, `${key}_${plurals.select(count)}`);
      if (typeof plural === 'string') return plural;
    }
    return lookup(catalogue, key);
  };
  return {
    language,
    t: (key, options) => {
      const found = text(key, options?.count);
      if (typeof found === 'string') return interpolate(found, options);
      if (warn) console.warn(`[i18n] missing "${key}" for ${language}`);
      return options?.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
    },
  };
}
