import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { EDITOR_ONLY_PUBLICATION_KEYS, pubCatalogue } from './catalogueKeys';

// the code the public entry runs: its own folder, the public screens, the page view with its header, and the section
// renderers (the editors of the sections are lazy parts of the signed-in app)
const sources = import.meta.glob(
  ['./**/*.{ts,tsx}', '../features/pub/**/*.{ts,tsx}', '../features/publications/PublicPageView.tsx', '../features/publications/PublicHeader.tsx', '../features/publications/sections/**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*Editor.tsx'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

describe('the public entry catalogue', () => {
  it('holds every publications.* group the public code names, and leaves out only editor words', () => {
    const groups = new Set<string>();
    for (const text of Object.values(sources)) for (const m of text.matchAll(/['`"]publications\.(\w+)/g)) groups.add(m[1]!);
    expect(groups.size).toBeGreaterThan(5);
    const leftOut = [...groups].filter((g) => (EDITOR_ONLY_PUBLICATION_KEYS as readonly string[]).includes(g));
    expect(leftOut).toEqual([]);
    const pub = pubCatalogue(en) as { publications: Record<string, unknown>; screens: Record<string, unknown> };
    for (const g of groups) expect(pub.publications[g], g).toBeDefined();
    expect(pub.publications.editor).toBeUndefined();
    expect(Object.keys(pub.screens).every((k) => k.startsWith('pub'))).toBe(true);
  });
});
