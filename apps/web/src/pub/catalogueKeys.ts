/**
 * Which parts of the app's catalogues the public entry bundles (vite.config.ts makes `virtual:pub-catalogue` of
 * them): whole top-level groups (`feasibility`: the pre-checks' words the editor and the public sections share), and
 * of `publications` only what the public pages say. Its editor's words
 * (overview, editor, answers ...) would cost the public entry about 3 KB gzip in two languages.
 */
const PUB_CATALOGUE_KEYS = ['common', 'errors', 'feasibility', 'notAvailable', 'pub', 'publications', 'quantity'] as const;

/** `publications.*` groups that only the signed-in editor uses; catalogueKeys.test.ts checks the public code never does. */
export const EDITOR_ONLY_PUBLICATION_KEYS = [
  'intro',
  'empty',
  'loadFailed',
  'notPublic',
  'openPublic',
  'actionsFor',
  'cancel',
  'backToOverview',
  'columns',
  'types',
  'status',
  'statusChange',
  'actions',
  'create',
  'editor',
  'ratingModes',
  'answers',
] as const;

/** The public entry's part of a catalogue. */
export function pubCatalogue(all: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = Object.fromEntries(PUB_CATALOGUE_KEYS.map((k) => [k, all[k] ?? {}]));
  const editorOnly = new Set<string>(EDITOR_ONLY_PUBLICATION_KEYS);
  picked.publications = Object.fromEntries(Object.entries((all.publications ?? {}) as Record<string, unknown>).filter(([k]) => !editorOnly.has(k)));
  picked.screens = Object.fromEntries(Object.entries((all.screens ?? {}) as Record<string, unknown>).filter(([k]) => k.startsWith('pub')));
  // the kinds of constraints, which the regulations sections name as the sheets do
  const sheets = all.sheets as { constraints?: { kinds?: unknown } } | undefined;
  picked.sheets = { constraints: { kinds: sheets?.constraints?.kinds ?? {} } };
  return picked;
}
