export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const FALLBACK_LANGUAGE: Language = 'en';

/** The first browser language we have a catalogue for wins; nl-BE counts as nl. English otherwise. */
export function detectLanguage(browserLanguages: readonly string[] | undefined): Language {
  for (const tag of browserLanguages ?? []) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if ((LANGUAGES as readonly string[]).includes(base ?? '')) return base as Language;
  }
  return FALLBACK_LANGUAGE;
}

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The user's saved choice wins over a choice made before sign-in, which wins over the browser. */
export function chooseLanguage(saved: unknown, remembered: unknown, browserLanguages: readonly string[] | undefined): Language {
  if (isLanguage(saved)) return saved;
  if (isLanguage(remembered)) return remembered;
  return detectLanguage(browserLanguages);
}
